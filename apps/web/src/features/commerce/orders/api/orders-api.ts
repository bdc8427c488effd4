import type { ORDER_STATUSES, SubscriptionOrder } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { awaitsPayment } from '../model/order-progress';

type OrderStatus = (typeof ORDER_STATUSES)[number];

export const MY_ORDERS_KEY = ['subscription-orders'] as const;
const ADMIN_ORDERS_KEY = ['admin', 'subscription-orders'] as const;
/** How often the buyer's orders are read while one awaits its payment. */
const PAYMENT_POLL_MS = 10_000;

/** My orders, read every 10 s while one awaits its payment (the product administrator records it). */
export function useMyOrders() {
  return useQuery({
    queryKey: MY_ORDERS_KEY,
    queryFn: () => api<SubscriptionOrder[]>('/subscription-orders'),
    refetchInterval: (query) => (awaitsPayment(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}

/** Every client's orders, newest first, of one status or all (the product administrator). */
export function useAdminOrders(status: OrderStatus | null) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, status ?? 'all'],
    queryFn: () => api<SubscriptionOrder[]>(`/admin/subscription-orders${status ? `?status=${status}` : ''}`),
  });
}

/** Records an invoice's payment: the buyer's licences are issued and mailed to him. */
export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<SubscriptionOrder>(`/admin/subscription-orders/${id}/payment`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
