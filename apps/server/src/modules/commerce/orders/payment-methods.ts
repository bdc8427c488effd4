import type { CardPaymentPurpose, PaymentStart, SubscriptionOrderInput } from '@ds/domain';
import type { Deps } from '../../../kernel/deps';
import { type PaymentDeps, startCardPayment } from '../payments/card-payments.service';

/** An order just recorded, to be paid: a subscription order or a shop's. */
export interface OrderToPay {
  purpose: Exclude<CardPaymentPurpose, 'card_registration'>;
  id: string;
  /** Centimes. */
  amount: number;
  /** Null for a shop's buyer without an account. */
  buyerId: string | null;
  language: string;
}

/**
 * How an order is paid, behind one interface: by invoice (the order waits until its seller, the
 * product administrator for a subscription, records the payment) or by card (the buyer pays on the provider's page; its signed
 * notification settles the order). A mode without a method is refused naming `paymentMode`.
 */
export interface PaymentMethod {
  /** Whether the order's mail goes with the order (the invoice to pay); a card's buyer is mailed once paid. */
  readonly mailsOrder: boolean;
  /** Starts the payment of an order once recorded: nothing for an invoice; a card payment answers where the buyer pays. */
  start(deps: PaymentDeps, order: OrderToPay): Promise<PaymentStart | undefined>;
}

const invoice: PaymentMethod = {
  mailsOrder: true,
  start: async () => undefined,
};

const card: PaymentMethod = {
  mailsOrder: false,
  start: (deps, order) =>
    startCardPayment(deps, {
      purpose: order.purpose,
      purposeId: order.id,
      payerId: order.buyerId,
      amount: order.amount,
      language: order.language,
    }),
};

type PaymentMode = SubscriptionOrderInput['paymentMode'];

/** The methods that work here: a card only when a card payment provider is configured. */
export function paymentMethods(deps: Pick<Deps, 'cardPayments'>): Partial<Record<PaymentMode, PaymentMethod>> {
  return deps.cardPayments ? { invoice, card } : { invoice };
}
