import type { Course, CourseInput } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const COURSES_KEY = ['courses'] as const;

/** All my courses, disabled ones included (the page filters them). */
export function useCourses() {
  return useQuery({ queryKey: COURSES_KEY, queryFn: () => api<Course[]>('/courses') });
}

/** Creates a course (id null) or replaces one; the list is fresh before the promise settles. */
export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CourseInput }) =>
      id
        ? api<Course>(`/courses/${id}`, { method: 'PUT', body: input })
        : api<Course>('/courses', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}

export function useSetCourseDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<Course>(`/courses/${id}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
