/**
 * A card payment provider in our words (ADR 0008); `integrations/payments/datatrans-client.ts`
 * speaks Datatrans's. The buyer types his card on the provider's page only: we hand over an
 * amount and addresses, and learn the outcome from the provider's signed notification, checked
 * against its status API.
 */
export interface PaymentAddresses {
  /** Where the provider sends the browser back, by outcome. */
  successUrl: string;
  cancelUrl: string;
  errorUrl: string;
  /** Where the provider posts its signed notification. */
  notificationUrl: string;
}

export interface PaymentToStart extends PaymentAddresses {
  /** Our reference (an order number, at most 40 characters); the provider keeps it with the transaction. */
  reference: string;
  /** Centimes of CHF. */
  amount: number;
  /** The payment page's language (fr, de, it, en). */
  language: string;
}

export interface RegistrationToStart extends PaymentAddresses {
  reference: string;
  language: string;
}

/** A transaction started: the provider's id, and its page where the browser goes. */
export interface StartedTransaction {
  transactionId: string;
  redirectUrl: string;
}

/** What the provider registered of a card: its alias (to charge it later) and what may be shown. */
export interface RegisteredCard {
  alias: string;
  /** Payment method code (VIS, ECA, AMX…). */
  brand: string;
  lastDigits: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

/** Where a transaction stands at the provider: still open, or decided (paid also for a card registered). */
export type TransactionState = 'open' | 'paid' | 'failed' | 'cancelled';

export interface TransactionStatus {
  state: TransactionState;
  reference: string;
  /** Centimes the provider authorised (null when it did not say, as for a registration). */
  amount: number | null;
  currency: string;
  /** The provider's reason for a failure. */
  failureReason: string | null;
  /** The card's alias when one was asked for and made. */
  card: RegisteredCard | null;
}

export type CardPaymentFailureKind = 'auth' | 'rejected' | 'not_found' | 'connection';

export class CardPaymentError extends Error {
  constructor(
    readonly kind: CardPaymentFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'CardPaymentError';
  }
}

export interface CardPayments {
  /** The provider's name, for people (spec §8: a failed registration names it). */
  readonly providerName: string;
  startPayment(payment: PaymentToStart): Promise<StartedTransaction>;
  /** A registration only: the card is checked and its alias made, nothing charged. */
  startCardRegistration(registration: RegistrationToStart): Promise<StartedTransaction>;
  paymentStatus(transactionId: string): Promise<TransactionStatus>;
  /**
   * The transaction a notification names, when its signature (over the raw body) is the
   * provider's and recent; null otherwise. Its content is not to be trusted further: ask
   * `paymentStatus`.
   */
  verifyNotification(signature: string | undefined, rawBody: string, now?: Date): { transactionId: string } | null;
}
