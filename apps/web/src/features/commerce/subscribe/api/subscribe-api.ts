import type { OfferedPlan, SubscriptionOrder, SubscriptionOrderInput } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_ORDERS_KEY } from '../../orders/api/orders-api';

/** The plans offered to me (by my role, or to me by name). */
export function useOfferedPlans() {
  return useQuery({
    queryKey: ['subscription-plans', 'offered'],
    queryFn: () => api<OfferedPlan[]>('/subscription-plans/offered'),
  });
}

/** Orders a plan; my orders are read again, and followed until it is paid. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscriptionOrderInput) =>
      api<SubscriptionOrder>('/subscription-orders', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
  });
}
