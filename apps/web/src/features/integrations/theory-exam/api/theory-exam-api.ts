import type {
  StudentTheoryLicences,
  TheoryCredentials,
  TheoryCredentialsInput,
  TheorySession,
  TheoryTestOverview,
} from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const THEORY_KEY = ['theory-exam'] as const;
const CREDENTIALS_KEY = [...THEORY_KEY, 'credentials'] as const;

/** My account at the theory-exam service, as we last knew it (never its password). */
export function useTheoryCredentials() {
  return useQuery({
    queryKey: CREDENTIALS_KEY,
    queryFn: () => api<TheoryCredentials>('/account/theory-credentials'),
  });
}

/**
 * Saves the credentials, then has the service check them: a refusal is recorded by the server
 * (and answered 422), so both the account page and /theory-test show it.
 */
export function useSaveTheoryCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TheoryCredentialsInput) => {
      await api<TheoryCredentials>('/account/theory-credentials', { method: 'PUT', body: input });
      return api<TheoryCredentials>('/account/theory-credentials/test', { method: 'POST' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: THEORY_KEY }),
  });
}

export function useForgetTheoryCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ deleted: true }>('/account/theory-credentials', { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: THEORY_KEY }),
  });
}

/** My theory-exam licences and the state of my account at the service. */
export function useTheoryTest(enabled: boolean) {
  return useQuery({
    queryKey: [...THEORY_KEY, 'overview'],
    queryFn: () => api<TheoryTestOverview>('/theory-test'),
    enabled,
  });
}

/** The service's single-use address that opens the training (the licence activated first if needed). */
export function useStartTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (licenceId: string) =>
      api<TheorySession>('/theory-test/session', { method: 'POST', body: { licenceId } }),
    onError: () => client.invalidateQueries({ queryKey: THEORY_KEY }),
  });
}

/** The licences of the students I hold, with their training as last reported. */
export function useStudentTheoryLicences(enabled: boolean) {
  return useQuery({
    queryKey: [...THEORY_KEY, 'students'],
    queryFn: () => api<StudentTheoryLicences[]>('/theory-test/students'),
    enabled,
  });
}
