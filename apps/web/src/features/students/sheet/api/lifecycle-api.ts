import type { MonitorSummary, ShareInput } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshStudent, sheetKeys, staleStudents } from './sheet-keys';

/** The monitors of the caller's school: whom a student can be transferred to or shared with. */
export function useSchoolMonitors() {
  return useQuery({ queryKey: sheetKeys.schoolMonitors, queryFn: () => api<MonitorSummary[]>('/school-monitors') });
}

/** A POST or PUT or DELETE on the student that changes his record and his audit trail. */
function useStudentCommand<Variables>(studentId: string, send: (variables: Variables) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refreshStudent(client, studentId) });
}

export function useSetArchived(studentId: string) {
  return useStudentCommand(studentId, (archived: boolean) =>
    api(`/students/${studentId}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }),
  );
}

/** After a transfer the old owner may not hold the student any more: the caller leaves the sheet. */
export function useTransfer(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (monitorId: string) => api(`/students/${studentId}/transfer`, { method: 'POST', body: { monitorId } }),
    onSuccess: () => staleStudents(client),
  });
}

export function useShare(studentId: string) {
  return useStudentCommand(studentId, (share: ShareInput) =>
    api(`/students/${studentId}/shares`, { method: 'POST', body: share }),
  );
}

export function useChangeShare(studentId: string) {
  return useStudentCommand(studentId, ({ monitorId, access }: ShareInput) =>
    api(`/students/${studentId}/shares/${monitorId}`, { method: 'PUT', body: { access } }),
  );
}

export function useUnlink(studentId: string) {
  return useStudentCommand(studentId, (monitorId: string) =>
    api(`/students/${studentId}/shares/${monitorId}`, { method: 'DELETE' }),
  );
}

/** Creates the student's login when missing and e-mails the invitation (also listed in his communications). */
export function useSendCredentials(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/students/${studentId}/credentials`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        refreshStudent(client, studentId),
        client.invalidateQueries({ queryKey: sheetKeys.section(studentId, 'communications') }),
      ]),
  });
}
