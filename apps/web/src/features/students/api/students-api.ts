import type { Student, StudentInput, StudentListItem, StudentListQuery } from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '@/lib/api-client';
import { type SaveVariables, saveRequest } from '@/lib/record-api';

/** Every students query starts with this key, so one invalidation refreshes lists and sheets alike. */
export const STUDENTS_KEY = ['students'] as const;

/** The list filters as the query string of `/students` and `/students/export.xlsx`. */
export function studentListSearch(query: StudentListQuery): string {
  const params = new URLSearchParams({
    q: query.q,
    archived: String(query.archived),
    pending: String(query.pending),
    passed: String(query.passed),
    sort: query.sort,
    direction: query.direction,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return params.toString();
}

/** One page of my students, searched, filtered and sorted by the server; the last page stays shown while the next loads. */
export function useStudentList(query: StudentListQuery) {
  return useQuery({
    queryKey: [...STUDENTS_KEY, 'list', query],
    queryFn: () => apiPage<StudentListItem>(`/students?${studentListSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** POST /students or PUT /students/:id at the version read; every students query is refreshed afterwards. */
export function useSaveStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveVariables<StudentInput>) => {
      const request = saveRequest('/students', variables);
      return api<Student>(request.path, { method: request.method, body: request.body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}
