import type { TrainingRoute, TrainingRouteInput } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['training-routes'];

export function useTrainingRoutes() {
  return useQuery({ queryKey: KEY, queryFn: () => api<TrainingRoute[]>('/routes') });
}

/** Creates the route when it has no id yet, otherwise replaces it. */
export function useSaveTrainingRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TrainingRouteInput }) =>
      id
        ? api<TrainingRoute>(`/routes/${id}`, { method: 'PUT', body: input })
        : api<TrainingRoute>('/routes', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteTrainingRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/routes/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
