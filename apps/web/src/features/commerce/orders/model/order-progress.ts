import type { SubscriptionOrder } from '@ds/domain';

type OrderStatus = SubscriptionOrder['status'];

/** While an order waits for its payment, the buyer's list is read again (the administrator may record it). */
export function awaitsPayment(orders: readonly SubscriptionOrder[] | undefined): boolean {
  return orders?.some((order) => order.status === 'awaiting_payment') ?? false;
}

export function statusesOf(orders: readonly SubscriptionOrder[]): Map<string, OrderStatus> {
  return new Map(orders.map((order) => [order.id, order.status]));
}

/** Whether an order seen awaiting its payment is paid now: the buyer's licences have just been issued. */
export function turnedPaid(before: ReadonlyMap<string, OrderStatus>, orders: readonly SubscriptionOrder[]): boolean {
  return orders.some((order) => order.status === 'paid' && before.get(order.id) === 'awaiting_payment');
}
