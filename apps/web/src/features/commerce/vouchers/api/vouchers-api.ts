import type { Voucher, VoucherCorrectionInput, VoucherDetail, VoucherIssueInput, VoucherListQuery } from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '@/lib/api-client';

const VOUCHERS_KEY = ['vouchers'] as const;

/** The search, status and page as the query string of `/vouchers`: only what is chosen. */
export function voucherSearch(query: VoucherListQuery): string {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  return params.toString();
}

/** One page (25) of the vouchers I sell, the school's for its head, searched by the server. */
export function useVouchers(query: VoucherListQuery) {
  return useQuery({
    queryKey: [...VOUCHERS_KEY, 'list', query],
    queryFn: () => apiPage<Voucher>(`/vouchers?${voucherSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** One voucher with its movements; nothing is asked while none is open. */
export function useVoucher(id: string | null) {
  return useQuery({
    queryKey: [...VOUCHERS_KEY, 'detail', id],
    queryFn: () => api<VoucherDetail>(`/vouchers/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
}

/** After a change the list and the open voucher are read again. */
function useVoucherMutation<Variables>(send: (variables: Variables) => Promise<VoucherDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: VOUCHERS_KEY }),
  });
}

export function useIssueVoucher() {
  return useVoucherMutation((input: VoucherIssueInput) =>
    api<VoucherDetail>('/vouchers', { method: 'POST', body: input }),
  );
}

export function useCorrectVoucher() {
  return useVoucherMutation(({ id, ...body }: VoucherCorrectionInput & { id: string }) =>
    api<VoucherDetail>(`/vouchers/${encodeURIComponent(id)}/corrections`, { method: 'POST', body }),
  );
}

/** Disables a voucher for good. */
export function useDisableVoucher() {
  return useVoucherMutation((id: string) =>
    api<VoucherDetail>(`/vouchers/${encodeURIComponent(id)}/disabled`, { method: 'PUT' }),
  );
}
