import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** What a record form sends: no id creates the record, an id replaces it. */
export interface SaveVariables<Input> {
  id: string | null;
  input: Input;
}

/** The list behind a record screen (`GET path`). */
export function useRecordList<Row>(path: string, queryKey: QueryKey) {
  return useQuery({ queryKey, queryFn: () => api<Row[]>(path) });
}

/** POST to `path` or PUT to `path/:id`; the list under `queryKey` is fresh before the promise settles. */
export function useSaveRecord<Input, Saved>(path: string, queryKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<Input>) =>
      id
        ? api<Saved>(`${path}/${id}`, { method: 'PUT', body: input })
        : api<Saved>(path, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
}

/** DELETE `path/:id`, then refresh the list under `queryKey`. */
export function useDeleteRecord(path: string, queryKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`${path}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
}
