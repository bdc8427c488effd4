import type { TrainingRoute, TrainingRouteInput } from '@ds/domain';
import { useDeleteRecord, useReadRecord, useRecordList, useSaveRecord } from '@/lib/record-api';

const KEY = ['training-routes'];

export function useTrainingRoutes() {
  return useRecordList<TrainingRoute>('/routes', KEY);
}

/** Reads the routes afresh and answers one: what the form starts over from after someone else's change. */
export function useReadTrainingRoute() {
  return useReadRecord<TrainingRoute>('/routes', KEY);
}

export function useSaveTrainingRoute() {
  return useSaveRecord<TrainingRouteInput, TrainingRoute>('/routes', KEY);
}

export function useDeleteTrainingRoute() {
  return useDeleteRecord('/routes', KEY);
}
