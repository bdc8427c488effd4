import type { Progress, StudentLessons } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const cardQuery = (cardId: string | null) => (cardId ? `?cardId=${cardId}` : '');

/** A student's progress on a card (the last used by default); under the student's queries, so a lesson's end refreshes it. */
export function useStudentProgress(studentId: string | null, cardId: string | null) {
  return useQuery({
    queryKey: ['students', studentId ?? '', 'progress', cardId ?? 'last'],
    queryFn: () => api<Progress>(`/students/${studentId}/progress${cardQuery(cardId)}`),
    enabled: studentId !== null,
  });
}

/** The learner driver's own progress. */
export function useMyProgress(cardId: string | null) {
  return useQuery({
    queryKey: ['my-progress', cardId ?? 'last'],
    queryFn: () => api<Progress>(`/my-progress${cardQuery(cardId)}`),
  });
}

/** A student's lessons history and what he has not paid. */
export function useStudentLessons(studentId: string) {
  return useQuery({
    queryKey: ['students', studentId, 'lessons'],
    queryFn: () => api<StudentLessons>(`/students/${studentId}/lessons`),
  });
}
