/** An SMS provider in our words; `aspsms-client.ts` speaks ASPSMS's. */
export interface SmsToSend {
  /** E.164, e.g. +41791234567. */
  to: string;
  text: string;
  originator: string;
  /**
   * Our message id; the provider keeps it (ASPSMS TransRefNumber) so a delivery report and a
   * later status inquiry name it. Letters and digits only (ASPSMS's rule for TransRefNumbers).
   */
  reference: string;
  /** Where the provider reports delivery. */
  deliveryUrl?: string;
}

export type SmsFailureKind = 'auth' | 'no_credit' | 'invalid_number' | 'rejected' | 'connection';

/** A failed provider call: send, but also credits and status (where nothing is being sent). */
export class SmsSendError extends Error {
  constructor(
    readonly kind: SmsFailureKind,
    message: string,
    /** True when the provider surely did not take the message; false when the outcome is unknown. */
    readonly notAccepted: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export type SmsDeliveryState = 'delivered' | 'failed' | 'pending';

export interface SmsProvider {
  send(sms: SmsToSend): Promise<void>;
  /** Credits left at the provider (for the account test and the no-SMS-left message). */
  credits(): Promise<number>;
  /** What the provider knows of a message we sent, by our reference; 'not_found' when it never got it. */
  status(reference: string): Promise<SmsDeliveryState | 'not_found'>;
}

export interface SmsDeliveryReport {
  reference: string;
  state: SmsDeliveryState;
  reason?: string;
}
