import type { Student, StudentEvent, TrainingInfo } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { SaveVariables } from '../../../../lib/record-api';
import { refreshStudent, sheetKeys } from './sheet-keys';

export function useStudent(id: string) {
  return useQuery({ queryKey: sheetKeys.student(id), queryFn: () => api<Student>(`/students/${id}`) });
}

/** The student's audit trail. */
export function useStudentEvents(id: string) {
  return useQuery({
    queryKey: sheetKeys.section(id, 'events'),
    queryFn: () => api<StudentEvent[]>(`/students/${id}/events`),
  });
}

/** Replaces the student's training info. */
export function useSaveTraining(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: SaveVariables<TrainingInfo>) =>
      api<unknown>(`/students/${studentId}/training`, { method: 'PUT', body: input }),
    onSuccess: () => refreshStudent(client, studentId),
  });
}
