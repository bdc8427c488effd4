import type { Course, CourseInput } from '@ds/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadRecord, useRecordList, useSaveRecord } from '@/lib/record-api';

const COURSES_KEY = ['courses'] as const;

/** All my courses, disabled ones included (the page filters them). */
export function useCourses() {
  return useRecordList<Course>('/courses', COURSES_KEY);
}

/** Reads the courses afresh and answers one: what the form starts over from after someone else's change. */
export function useReadCourse() {
  return useReadRecord<Course>('/courses', COURSES_KEY);
}

export function useSaveCourse() {
  return useSaveRecord<CourseInput, Course>('/courses', COURSES_KEY);
}

export function useSetCourseDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<Course>(`/courses/${id}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
