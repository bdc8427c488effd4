import type { LicencePhoto, Student, StudentEvent, TrainingInfo } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceBody, type SaveVariables } from '@/lib/record-api';
import { refreshStudent, sheetKeys, staleStudents } from './sheet-keys';

const readStudent = (id: string) => api<Student>(`/students/${id}`);

export function useStudent(id: string) {
  return useQuery({ queryKey: sheetKeys.student(id), queryFn: () => readStudent(id) });
}

/** Reads the student afresh (his sheet shows the fresh one too): what a form's reload starts over from. */
export function useReadStudent() {
  const client = useQueryClient();
  return async (id: string) => {
    // The lists show his name and flags: read again when shown.
    await staleStudents(client);
    return client.fetchQuery({ queryKey: sheetKeys.student(id), queryFn: () => readStudent(id), staleTime: 0 });
  };
}

/** The student's audit trail. */
export function useStudentEvents(id: string) {
  return useQuery({
    queryKey: sheetKeys.section(id, 'events'),
    queryFn: () => api<StudentEvent[]>(`/students/${id}/events`),
  });
}

/** Replaces the student's training info, at the student's version read. */
export function useSaveTraining(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: SaveVariables<TrainingInfo>) =>
      api<Student>(`/students/${studentId}/training`, { method: 'PUT', body: replaceBody(input, version) }),
    onSuccess: () => refreshStudent(client, studentId),
  });
}

/** The address of the photo of the student's permit he added from his account, or null. */
export function useStudentLicencePhoto(id: string) {
  return useQuery({
    queryKey: sheetKeys.section(id, 'licence-photo'),
    queryFn: () => api<LicencePhoto>(`/students/${id}/licence-photo`),
  });
}
