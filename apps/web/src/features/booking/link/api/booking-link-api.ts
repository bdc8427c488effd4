import type { BookingLink } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LinkParams {
  kind: BookingLink['kind'];
  id: string;
  signature: string;
}

const pathOf = ({ kind, id, signature }: LinkParams) => `/booking/links/${kind}/${id}/${signature}`;
const keyOf = (params: LinkParams) => ['booking', 'link', params.kind, params.id, params.signature] as const;

/** What a signed link of a mail or an SMS is for, and whether it still works; nothing asked for a malformed one. */
export function useBookingLink(params: LinkParams | null) {
  return useQuery({
    queryKey: params ? keyOf(params) : ['booking', 'link', null],
    queryFn: () => api<BookingLink>(pathOf(params as LinkParams)),
    enabled: params !== null,
    retry: false,
  });
}

/** Uses the link (cancels the booking, or books the offered slot); the answer shows it used. */
export function useUseBookingLink(params: LinkParams) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<BookingLink>(pathOf(params), { method: 'POST', body: {} }),
    onSuccess: (used) => client.setQueryData(keyOf(params), used),
  });
}
