import type { TrainingCardSummary } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Which of my cards to teach a student on (his language first), once he is known. */
export function useStudentCard(studentId: string | null) {
  return useQuery({
    queryKey: ['students', studentId ?? '', 'training-card'],
    queryFn: () => api<TrainingCardSummary | null>(`/students/${studentId}/training-card`),
    enabled: studentId !== null,
  });
}
