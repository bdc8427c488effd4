import type { LessonPayment, Progress, StudentLessons } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { APPOINTMENTS_KEY } from '@/lib/query-keys';

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

/** The learner driver's own lessons. */
export function useMyLessons() {
  return useQuery({ queryKey: ['my-lessons'], queryFn: () => api<StudentLessons>('/my-lessons') });
}

const lessonsKey = (studentId: string) => ['students', studentId, 'lessons'];

/** A student's lessons history and what he has not paid. */
export function useStudentLessons(studentId: string) {
  return useQuery({
    queryKey: lessonsKey(studentId),
    queryFn: () => api<StudentLessons>(`/students/${studentId}/lessons`),
  });
}

/**
 * Settles what a student owes from his sheet: an ended lesson (paid, offered or unpaid again),
 * or an appointment of the calendar marked paid. My day and the calendar show the change too.
 */
export function useSettleLesson(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (target: { lessonId: string; payment: LessonPayment } | { appointmentId: string }) => {
      if ('lessonId' in target) {
        const body = { payment: target.payment };
        client.setQueryData(
          lessonsKey(studentId),
          await api<StudentLessons>(`/lessons/${target.lessonId}/payment`, { method: 'PUT', body }),
        );
      } else {
        await api(`/appointments/${target.appointmentId}/paid`, { method: 'PUT', body: { paid: true } });
        await client.invalidateQueries({ queryKey: lessonsKey(studentId) });
      }
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['my-day'] }),
        client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      ]),
  });
}
