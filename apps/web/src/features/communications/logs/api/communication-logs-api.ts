import type { CommunicationLogEntry, CommunicationLogQuery } from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '@/lib/api-client';

const LOGS_KEY = ['communication-logs'] as const;

/** The filters as the query string of `/communication-logs`: only those chosen. */
export function logSearch(query: CommunicationLogQuery): string {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.channel) params.set('channel', query.channel);
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  return params.toString();
}

/** One page (50 entries) of the communication log, newest first, filtered by the server. */
export function useCommunicationLogs(query: CommunicationLogQuery) {
  return useQuery({
    queryKey: [...LOGS_KEY, query],
    queryFn: () => apiPage<CommunicationLogEntry>(`/communication-logs?${logSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** Sends a failed, refused or unknown message again: a new entry of the log. */
export function useResend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<CommunicationLogEntry>(`/communication-logs/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: LOGS_KEY }),
  });
}
