import type {
  AccountBlockInput,
  ClientDetail,
  ClientListQuery,
  ClientMember,
  ClientSummary,
  SmsCredits,
  SmsOfferInput,
} from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '@/lib/api-client';

const CLIENTS_KEY = ['admin-clients'] as const;

/** The search and page as the query string of `/admin/clients`: only what is chosen. */
export function clientSearch(query: ClientListQuery): string {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return params.toString();
}

/** One page (25 clients) of the product's clients, searched by the server. */
export function useClients(query: ClientListQuery) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'list', query],
    queryFn: () => apiPage<ClientSummary>(`/admin/clients?${clientSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** One client in full; nothing is asked while none is open. */
export function useClient(id: string | null) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'detail', id],
    queryFn: () => api<ClientDetail>(`/admin/clients/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
}

/** Blocks or unblocks an account; the lists and the open client are read again. */
export function useSetBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: AccountBlockInput & { userId: string }) =>
      api<ClientMember>(`/admin/users/${encodeURIComponent(userId)}/blocked`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}

/** Offers SMS credits to a client. */
export function useOfferSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, ...body }: SmsOfferInput & { clientId: string }) =>
      api<SmsCredits>(`/admin/clients/${encodeURIComponent(clientId)}/sms-credits`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}
