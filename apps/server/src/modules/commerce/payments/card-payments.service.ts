import { type CardPaymentPurpose, type CardPaymentView, type PaymentStart, toChf } from '@ds/domain';
import type { Db } from '../../../db/client';
import { CardPaymentError, type CardPayments, type TransactionStatus } from '../../../kernel/card-payments';
import type { Deps } from '../../../kernel/deps';
import { AppError, NotFoundError, UnauthorizedError } from '../../../lib/errors';
import { hashToken, randomToken } from '../../../lib/secrets';
import { recordAudit } from '../../platform';
import {
  type CardPaymentRow,
  decideCardPayment,
  findCardPaymentByToken,
  findWaitingSince,
  insertCardPayment,
  lockCardPayment,
  setProviderTransaction,
} from './card-payments.repo';

export type PaymentDeps = Pick<Deps, 'db' | 'secrets' | 'log' | 'mailer' | 'publicUrl' | 'cardPayments' | 'config'>;
/** What deciding a payment may need: an outcome may send an SMS (a lesson's slot offered on). */
export type OutcomeDeps = PaymentDeps & Pick<Deps, 'sms'>;

/** What a payment was for gets its outcome here, in the payment's own transaction (under its row lock). */
export interface PurposeOutcome {
  /** Paid (a card registered): what it paid for is delivered. */
  paid(deps: OutcomeDeps, tx: Db, payment: CardPaymentRow, status: TransactionStatus): Promise<void>;
  /** Failed, cancelled or expired: what waited for it is released. */
  ended(deps: OutcomeDeps, tx: Db, payment: CardPaymentRow): Promise<void>;
}
export type PurposeOutcomes = Record<CardPaymentPurpose, PurposeOutcome>;

/** A payment still waiting this long is asked about and, unless the provider decided it, expired. */
export const CARD_PAYMENT_LIFETIME_MS = 30 * 60_000;

/** The card payment provider; a 409 when this installation offers no card payments. */
export function cardPaymentsOf(deps: Pick<Deps, 'cardPayments'>): CardPayments {
  if (!deps.cardPayments) throw new AppError(409, 'card_payment_unavailable', 'Card payments are not offered here');
  return deps.cardPayments;
}

/** The `:type` of a payment's page (spec §2 /spc/:token/:status/:type?): what it paid for. */
const PAID_FOR = { subscription_order: 'subscription', shop_order: 'shop', self_booking: 'booking' } as const;

/** Where the provider sends the browser back: the payment's page (spec §2 /spc) or the card registration's. */
function returnAddresses(publicUrl: string, purpose: CardPaymentPurpose, token: string) {
  const to = (outcome: 'ok' | 'ko' | 'cancel') =>
    purpose === 'card_registration'
      ? `${publicUrl}/account/cc/${outcome}/${token}`
      : `${publicUrl}/spc/${token}/${outcome}/${PAID_FOR[purpose]}`;
  return {
    successUrl: to('ok'),
    errorUrl: to('ko'),
    cancelUrl: to('cancel'),
    notificationUrl: `${publicUrl}/api/payments/datatrans/webhook`,
  };
}

/**
 * Starts a card payment (a registration when the purpose is a card): the payment is recorded
 * waiting, then the provider's transaction opened with our id as its reference. When the provider
 * cannot start it, the payment fails at once and the caller gets a 503.
 */
export async function startCardPayment(
  deps: PaymentDeps,
  payment: {
    purpose: CardPaymentPurpose;
    purposeId: string;
    /** Null for a shop's buyer without an account. */
    payerId: string | null;
    amount: number;
    language: string;
  },
): Promise<PaymentStart> {
  const provider = cardPaymentsOf(deps);
  const token = randomToken();
  const id = await insertCardPayment(deps.db, {
    tokenHash: hashToken(token),
    purposeKind: payment.purpose,
    purposeId: payment.purposeId,
    payerId: payment.payerId,
    amount: payment.amount,
    provider: provider.providerName,
  });
  const addresses = returnAddresses(deps.publicUrl, payment.purpose, token);
  try {
    const started =
      payment.purpose === 'card_registration'
        ? await provider.startCardRegistration({ reference: id, language: payment.language, ...addresses })
        : await provider.startPayment({
            reference: id,
            amount: payment.amount,
            language: payment.language,
            ...addresses,
          });
    await setProviderTransaction(deps.db, id, started.transactionId);
    return { token, redirectUrl: started.redirectUrl };
  } catch (error) {
    await decideCardPayment(deps.db, id, 'failed', 'start_failed');
    deps.log.error({ err: error, cardPaymentId: id }, 'card payment not started');
    throw new AppError(503, 'card_payment_unavailable', 'The card payment provider cannot be reached: try again later');
  }
}

/** What a payment's browser address may know (GET /api/payments/:token): its status, purpose and amount. */
export async function cardPaymentView(deps: Pick<Deps, 'db'>, token: string): Promise<CardPaymentView> {
  const payment = await findCardPaymentByToken(deps.db, hashToken(token));
  if (!payment) throw new NotFoundError('No such payment');
  return { status: payment.status, purpose: payment.purposeKind, amount: toChf(payment.amount) };
}

/** The payment a token names, when the actor made it (a card registration's callback). */
export async function ownCardPayment(deps: Pick<Deps, 'db'>, payerId: string, token: string): Promise<CardPaymentRow> {
  const payment = await findCardPaymentByToken(deps.db, hashToken(token));
  if (!payment || payment.payerId !== payerId) throw new NotFoundError('No such payment');
  return payment;
}

/**
 * The provider's notification (webhook): refused with a 401 unless signed by the provider; its
 * content is not believed, the transaction's status is asked of the provider instead.
 */
export async function receiveNotification(
  deps: OutcomeDeps,
  outcomes: PurposeOutcomes,
  notification: { signature: string | undefined; rawBody: string },
): Promise<void> {
  if (!deps.cardPayments) throw new NotFoundError('Card payments are not offered here');
  const verified = deps.cardPayments.verifyNotification(notification.signature, notification.rawBody);
  if (!verified) throw new UnauthorizedError('invalid_signature', 'The notification is not signed by the provider');
  await settleTransaction(deps, outcomes, verified.transactionId);
}

/** Reads a transaction's status at the provider and decides its payment once (a later or repeated call changes nothing). */
async function settleTransaction(deps: OutcomeDeps, outcomes: PurposeOutcomes, transactionId: string): Promise<void> {
  let status: TransactionStatus;
  try {
    // Asked before the row lock: no transaction stays open during an HTTP call.
    status = await cardPaymentsOf(deps).paymentStatus(transactionId);
  } catch (error) {
    // A transaction the provider does not know is none of ours; otherwise the provider tries again later.
    if (error instanceof CardPaymentError && error.kind === 'not_found') return;
    deps.log.warn({ err: error, transactionId }, 'card payment status unknown; the notification is refused');
    throw new AppError(503, 'card_payment_unavailable', 'The card payment provider cannot be reached');
  }
  await decide(deps, outcomes, { transactionId }, status);
}

/** What the provider's answer decides for a waiting payment; null while the transaction is open. */
function decisionOf(payment: CardPaymentRow, status: TransactionStatus | null) {
  if (status === null) return { status: 'expired' as const, reason: null };
  if (status.state === 'open') return null;
  if (status.state === 'failed') return { status: 'failed' as const, reason: status.failureReason };
  if (status.state === 'cancelled') return { status: 'cancelled' as const, reason: null };
  const registration = payment.purposeKind === 'card_registration';
  const sameReference = status.reference === payment.id && status.currency === payment.currency;
  const sameAmount = registration ? status.card !== null : status.amount === payment.amount;
  return sameReference && sameAmount
    ? { status: 'paid' as const, reason: null }
    : { status: 'failed' as const, reason: 'mismatch' };
}

/**
 * Decides a payment under its row lock, with what it was for, in one transaction. `status`
 * null: the provider has no decision and the payment's time is up (expired).
 */
async function decide(
  deps: OutcomeDeps,
  outcomes: PurposeOutcomes,
  which: { transactionId: string } | { id: string },
  status: TransactionStatus | null,
): Promise<void> {
  const decided = await deps.db.transaction(async (tx) => {
    const payment = await lockCardPayment(tx, which);
    if (payment?.status !== 'waiting') return null;
    const decision = decisionOf(payment, status);
    if (!decision) return null;
    await decideCardPayment(tx, payment.id, decision.status, decision.reason);
    const outcome = outcomes[payment.purposeKind];
    if (decision.status === 'paid' && status) await outcome.paid(deps, tx, payment, status);
    else await outcome.ended(deps, tx, payment);
    return { payment, decision };
  });
  if (!decided) return;
  const { payment, decision } = decided;
  if (decision.reason === 'mismatch') {
    deps.log.error({ cardPaymentId: payment.id }, 'card payment paid at the provider for another reference or amount');
  }
  await recordAudit(deps.db, deps.log, {
    action: `card_payment.${decision.status}`,
    outcome: decision.status === 'paid' ? 'success' : 'failure',
    userId: payment.payerId,
    details: { cardPaymentId: payment.id, purpose: payment.purposeKind, purposeId: payment.purposeId },
  });
}

/**
 * The expiry round: payments waiting longer than their lifetime are asked about at the provider
 * and decided by its answer; one still open there, unknown to it, or never started, expires.
 * A provider that cannot be reached leaves the payment for the next round.
 */
export async function expireWaitingPayments(
  deps: OutcomeDeps,
  outcomes: PurposeOutcomes,
  now = new Date(),
): Promise<number> {
  const stale = await findWaitingSince(deps.db, new Date(now.getTime() - CARD_PAYMENT_LIFETIME_MS), 100);
  for (const payment of stale) {
    let status: TransactionStatus | null = null;
    if (payment.providerTransactionId && deps.cardPayments) {
      try {
        status = await deps.cardPayments.paymentStatus(payment.providerTransactionId);
      } catch (error) {
        if (!(error instanceof CardPaymentError && error.kind === 'not_found')) {
          deps.log.warn({ err: error, cardPaymentId: payment.id }, 'card payment status unknown; asked again later');
          continue;
        }
      }
    }
    await decide(deps, outcomes, { id: payment.id }, status?.state === 'open' ? null : status);
  }
  return stale.length;
}
