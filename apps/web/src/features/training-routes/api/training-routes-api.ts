import type { TrainingRoute, TrainingRouteInput } from '@ds/domain';
import { useDeleteRecord, useRecordList, useSaveRecord } from '../../../lib/record-api';

const KEY = ['training-routes'];

export function useTrainingRoutes() {
  return useRecordList<TrainingRoute>('/routes', KEY);
}

export function useSaveTrainingRoute() {
  return useSaveRecord<TrainingRouteInput, TrainingRoute>('/routes', KEY);
}

export function useDeleteTrainingRoute() {
  return useDeleteRecord('/routes', KEY);
}
