import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/**
 * What a record form sends: no id creates the record, an id replaces it. A replace names the
 * `version` the form read the record at; the server refuses an older one (409 `stale_version`).
 */
export interface SaveVariables<Input> {
  id: string | null;
  input: Input;
  version?: number;
}

/** The body of a replace: the record's fields and, when known, the version they were read at. */
export function replaceBody<Input>(input: Input, version: number | undefined): Input | (Input & { version: number }) {
  return version === undefined ? input : { ...input, version };
}

/** The call a save makes: POST `path` without an id, PUT `path/:id` with the version read otherwise. */
export function saveRequest<Input>(
  path: string,
  { id, input, version }: SaveVariables<Input>,
): { path: string; method: 'POST' | 'PUT'; body: unknown } {
  return id
    ? { path: `${path}/${id}`, method: 'PUT', body: replaceBody(input, version) }
    : { path, method: 'POST', body: input };
}

/** True when a save was refused because someone changed the record since it was read. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'stale_version';
}

/** The row `id` of a list read afresh; a row gone meanwhile is a `not_found` failure. */
export function rowOf<Row extends { id: string }>(rows: Row[], id: string): Row {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new ApiError(404, 'not_found', 'The record no longer exists');
  return row;
}

/** The list behind a record screen (`GET path`). */
export function useRecordList<Row>(path: string, queryKey: QueryKey) {
  return useQuery({ queryKey, queryFn: () => api<Row[]>(path) });
}

/**
 * Reads the list under `queryKey` again (the screen shows the fresh one too) and answers the row
 * `id` as it is now: what a form's reload starts over from.
 */
export function useReadRecord<Row extends { id: string }>(path: string, queryKey: QueryKey) {
  const client = useQueryClient();
  return async (id: string): Promise<Row> =>
    rowOf(await client.fetchQuery({ queryKey, queryFn: () => api<Row[]>(path), staleTime: 0 }), id);
}

/** POST to `path` or PUT to `path/:id`; the list under `queryKey` is fresh before the promise settles. */
export function useSaveRecord<Input, Saved>(path: string, queryKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveVariables<Input>) => {
      const request = saveRequest(path, variables);
      return api<Saved>(request.path, { method: request.method, body: request.body });
    },
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
