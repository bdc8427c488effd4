import type { SubscriptionOrderInput } from '@ds/domain';

/**
 * How an order is paid, behind one interface: by invoice now (the order waits until the product
 * administrator records the payment); card payment arrives with the shop (issue 25), which adds
 * its method here. A mode without a method is refused naming `paymentMode`.
 */
export interface PaymentMethod {
  /** Starts the payment: nothing for an invoice (it is sent with the order mail); a card payment will answer its redirect. */
  start(order: { id: string; number: string; amount: number }): Promise<void>;
}

const invoice: PaymentMethod = {
  start: async () => {},
};

export const PAYMENT_METHODS: Partial<Record<SubscriptionOrderInput['paymentMode'], PaymentMethod>> = { invoice };
