import type {
  Resource,
  ResourceInput,
  ResourceLibrary,
  ResourceSharingInput,
  ResourceType,
  StudentListItem,
} from '@ds/domain';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '@/lib/api-client';
import { rowOf, type SaveVariables, saveRequest } from '@/lib/record-api';

/** Every resources query starts with this key: one invalidation refreshes the library and what learners read. */
export const RESOURCES_KEY = ['resources'] as const;
const LIBRARY_KEY = [...RESOURCES_KEY, 'library'] as const;

export interface LibraryQuery {
  type: ResourceType | null;
  q: string;
}

/** The filters as the query string of `/resources`: only those chosen. */
export function librarySearch(query: LibraryQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.q.trim()) params.set('q', query.q.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}

const readLibrary = (query: LibraryQuery) => api<ResourceLibrary>(`/resources${librarySearch(query)}`);

/** My library (and my school's), filtered by the server, with the quota of what I uploaded. */
export function useResourceLibrary(query: LibraryQuery, enabled = true) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, query],
    queryFn: () => readLibrary(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The library and what learners read are stale after any change. */
export const refreshResources = (client: QueryClient) => client.invalidateQueries({ queryKey: RESOURCES_KEY });

/** Reads the resource afresh (the library shows the fresh one too): what the edit form's reload starts over from. */
export function useReadResource() {
  const client = useQueryClient();
  return async (id: string): Promise<Resource> => {
    const library = await readLibrary({ type: null, q: '' });
    await refreshResources(client);
    return rowOf(library.items, id);
  };
}

/** POST /resources (a link) or PUT /resources/:id at the version read. */
export function useSaveResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveVariables<ResourceInput>) => {
      const request = saveRequest('/resources', variables);
      return api<Resource>(request.path, { method: request.method, body: request.body });
    },
    onSuccess: () => refreshResources(client),
  });
}

export function useDeleteResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/resources/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshResources(client),
  });
}

/**
 * Who of my students may consult the resource: all of them (today's and future ones) or those
 * chosen; in the shape a record form's save takes (the resource's id, the sharing as its input).
 */
export function useSaveSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<ResourceSharingInput>) =>
      api<Resource>(`/resources/${encodeURIComponent(id ?? '')}/sharing`, { method: 'PUT', body: input }),
    onSuccess: () => refreshResources(client),
  });
}

/** The largest page of /students: the sharing dialog reads the whole list a page at a time. */
const STUDENTS_PAGE = 100;

/** My current students (pending ones included, archived ones not), by name, to choose whom to share with. */
export function useShareableStudents() {
  return useQuery({
    queryKey: ['students', 'resource-sharing'],
    queryFn: async () => {
      const read = (page: number) =>
        apiPage<StudentListItem>(`/students?archived=false&sort=name&pageSize=${STUDENTS_PAGE}&page=${page}`);
      const first = await read(1);
      const pages = Math.ceil(first.page.total / STUDENTS_PAGE);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => read(index + 2)));
      return [first, ...rest].flatMap((page) => page.data);
    },
  });
}
