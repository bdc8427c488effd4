import type {
  CourseParticipants,
  RegistrySubmission,
  SariConnectionTest,
  SariCredentials,
  SariCredentialsInput,
  SariSubmissionInput,
} from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const CREDENTIALS_PATH = '/account/sari-credentials';
const CREDENTIALS_KEY = ['sari-credentials'] as const;
const participantsKey = (courseId: string) => ['registries', 'course', courseId] as const;
const studentKey = (studentId: string) => ['registries', 'student', studentId] as const;
/** Every sending's query starts with this key: a sending or a withdrawal changes a course's list and a student's sheet. */
const REGISTRIES_KEY = ['registries'] as const;

/** A row on its way (sent or withdrawn): the lists are read again every few seconds until none is (SARI does not call back). */
const WAITING_POLL_MS = 2_000;
const waiting = (rows: Array<RegistrySubmission | null> | undefined) =>
  (rows ?? []).some((row) => row?.status === 'queued' || row?.status === 'sending' || row?.status === 'withdrawing');

/** My SARI account (spec §3 Credentials): null when none; the secret and password are never read back. */
export function useSariCredentials() {
  return useQuery({ queryKey: CREDENTIALS_KEY, queryFn: () => api<SariCredentials | null>(CREDENTIALS_PATH) });
}

export function useSaveSariCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SariCredentialsInput) => api<SariCredentials>(CREDENTIALS_PATH, { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(CREDENTIALS_KEY, saved),
  });
}

export function useDeleteSariCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ deleted: true }>(CREDENTIALS_PATH, { method: 'DELETE' }),
    onSuccess: () => client.setQueryData(CREDENTIALS_KEY, null),
  });
}

/** Authenticates at SARI with the saved account; the account's verified or refused time follows. */
export function useTestSariCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<SariConnectionTest>(`${CREDENTIALS_PATH}/test`, { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: CREDENTIALS_KEY }),
  });
}

/** A course's participants with their SARI state, read again while a sending is on its way. */
export function useCourseParticipants(courseId: string) {
  return useQuery({
    queryKey: participantsKey(courseId),
    queryFn: () => api<CourseParticipants>(`/courses/${courseId}/participants`),
    refetchInterval: (query) =>
      waiting(query.state.data?.participants.map((participant) => participant.submission)) ? WAITING_POLL_MS : false,
  });
}

export function useSendToSari(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SariSubmissionInput) =>
      api<RegistrySubmission[]>(`/courses/${courseId}/sari-submissions`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: REGISTRIES_KEY }),
  });
}

export function useResendSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<RegistrySubmission>(`/registry-submissions/${id}/resend`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: REGISTRIES_KEY }),
  });
}

/** Withdraws a student registered at SARI from his course; the lists follow until SARI has answered. */
export function useWithdrawSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<RegistrySubmission>(`/registry-submissions/${id}/withdraw`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: REGISTRIES_KEY }),
  });
}

/** A student's sendings to SARI and L2, newest first. */
export function useStudentSubmissions(studentId: string) {
  return useQuery({
    queryKey: studentKey(studentId),
    queryFn: () => api<RegistrySubmission[]>(`/students/${studentId}/registry-submissions`),
    refetchInterval: (query) => (waiting(query.state.data) ? WAITING_POLL_MS : false),
  });
}

export function useSendToL2(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<RegistrySubmission>(`/students/${studentId}/l2-submission`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: REGISTRIES_KEY }),
  });
}
