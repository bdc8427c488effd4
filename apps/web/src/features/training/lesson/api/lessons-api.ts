import type {
  Appointment,
  Lesson,
  LessonEndInput,
  LessonStartInput,
  LessonSyncInput,
  Progress,
  TrainingCard,
  TrainingCardSummary,
} from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { storeSessionUser } from '@/lib/session';

export function useOwnCards() {
  return useQuery({ queryKey: ['training-cards'], queryFn: () => api<TrainingCardSummary[]>('/training-cards') });
}

export function useCard(id: string | null) {
  return useQuery({
    queryKey: ['training-cards', id ?? ''],
    queryFn: () => api<TrainingCard>(`/training-cards/${id}`),
    enabled: id !== null,
  });
}

export function useAppointment(id: string | null) {
  return useQuery({
    queryKey: ['appointment', id ?? ''],
    queryFn: () => api<Appointment>(`/appointments/${id}`),
    enabled: id !== null,
  });
}

export function useStudentName(id: string | null) {
  return useQuery({
    queryKey: ['student-name', id ?? ''],
    queryFn: () => api<{ id: string; firstname: string; name: string }>(`/students/${id}`),
    enabled: id !== null,
  });
}

export function fetchProgress(studentId: string, cardId: string): Promise<Progress> {
  return api<Progress>(`/students/${studentId}/progress?cardId=${cardId}`);
}

/** A student's progress on a card: what the lesson proposes and each skill's previous level. */
export function useProgress(studentId: string | null, cardId: string | null) {
  return useQuery({
    // Under the student's queries, so the end of a lesson refreshes it.
    queryKey: ['students', studentId ?? '', 'progress', cardId ?? ''],
    queryFn: () => fetchProgress(studentId ?? '', cardId ?? ''),
    enabled: studentId !== null && cardId !== null,
  });
}

export function useStartLesson() {
  return useMutation({
    mutationFn: (input: LessonStartInput) => api<Lesson>('/lessons', { method: 'POST', body: input }),
  });
}

export function fetchOngoingLesson(): Promise<Lesson | null> {
  return api<Lesson | null>('/lessons/ongoing');
}

export function sendLessonWork(lessonId: string, work: LessonSyncInput): Promise<Lesson> {
  return api<Lesson>(`/lessons/${lessonId}/work`, { method: 'PUT', body: work });
}

/** Ends the lesson; the student's sheet (progress, lessons, what he owes) and my day show it at once. */
export function useEndLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, end }: { lessonId: string; end: LessonEndInput }) =>
      api<Lesson>(`/lessons/${lessonId}/end`, { method: 'POST', body: end }),
    onSuccess: (lesson) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['students', lesson.student.id] }),
        client.invalidateQueries({ queryKey: ['my-day'] }),
      ]),
  });
}

/** Changes how much of the card the lesson screen shows; the session user follows at once. */
export function useChangeCardLevel() {
  const { me } = usePermissions();
  return useMutation({
    mutationFn: (level: number) =>
      api<{ level: number }>('/accounts/me/training-card-level', { method: 'PUT', body: { level } }),
    onSuccess: ({ level }) => {
      if (me) storeSessionUser({ ...me, trainingCardLevel: level });
    },
  });
}
