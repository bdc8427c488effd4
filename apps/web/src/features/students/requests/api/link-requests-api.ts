import {
  type LinkRequest,
  type MonitorInviteInput,
  type MonitorSearchResult,
  type MyMonitor,
  monitorSearchQuery,
} from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSaveRecord } from '@/lib/record-api';

const REQUESTS_KEY = ['link-requests'];
const MY_MONITORS_KEY = ['my-monitors'];

export function useLinkRequests() {
  return useQuery({ queryKey: REQUESTS_KEY, queryFn: () => api<LinkRequest[]>('/link-requests') });
}

/** Spec §5: the search starts once the query holds 3 letters (the rule the server applies). */
export function canSearchMonitors(query: string): boolean {
  return monitorSearchQuery.safeParse({ q: query }).success;
}

export function useMonitorSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['monitor-search', q],
    queryFn: () => api<MonitorSearchResult[]>(`/monitors/search?${new URLSearchParams({ q })}`),
    enabled: canSearchMonitors(q),
  });
}

export function useSendRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (monitorId: string) => api<LinkRequest>('/link-requests', { method: 'POST', body: { monitorId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

export function useInviteStudent() {
  return useSaveRecord<MonitorInviteInput, LinkRequest>('/link-requests/invite', REQUESTS_KEY);
}

export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api<LinkRequest>(`/link-requests/${id}/answer`, { method: 'POST', body: { accept } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: REQUESTS_KEY });
      await client.invalidateQueries({ queryKey: MY_MONITORS_KEY });
    },
  });
}

export function useMyMonitors() {
  return useQuery({ queryKey: MY_MONITORS_KEY, queryFn: () => api<MyMonitor[]>('/me/monitors') });
}

/** Requests waiting for the caller's answer. */
export function usePendingRequestCount(): number {
  const { data } = useLinkRequests();
  return data?.filter((request) => request.state === 'sent' && request.awaitingMe).length ?? 0;
}
