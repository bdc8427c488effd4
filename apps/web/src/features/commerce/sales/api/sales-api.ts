import type { Purchase, ShopSale, ShopSalesExportFormat, ShopSalesQuery, ShopSalesSums } from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '@/lib/api-client';

const SALES_KEY = ['shop-sales'] as const;

/** The filters as the query string of `/shop-orders` (and of its export): only what is chosen. */
export function salesSearch(query: Omit<ShopSalesQuery, 'page'> & { page?: number }): URLSearchParams {
  const params = new URLSearchParams({ scope: query.scope });
  if (query.page) params.set('page', String(query.page));
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.paymentMode) params.set('paymentMode', query.paymentMode);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

/** One page (50) of the orders in scope, with what the whole filter adds up to. */
export function useSales(query: ShopSalesQuery, enabled = true) {
  return useQuery({
    queryKey: [...SALES_KEY, query],
    queryFn: () => apiPage<ShopSale, { sums: ShopSalesSums }>(`/shop-orders?${salesSearch(query)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Where the whole filtered list is downloaded as a file. */
export function salesExportPath(query: ShopSalesQuery, format: ShopSalesExportFormat): string {
  const params = salesSearch({ ...query, page: undefined });
  params.set('format', format);
  return `/shop-orders/export?${params}`;
}

/** Records an invoice's payment (the order is paid and delivered); the list is read again. */
export function useRecordShopPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Purchase>(`/shop-orders/${encodeURIComponent(id)}/payment`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
