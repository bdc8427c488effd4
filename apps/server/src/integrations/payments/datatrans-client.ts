/**
 * Datatrans's JSON API v1 (https://api-reference.datatrans.ch, https://docs.datatrans.ch), as the
 * client relies on it (ADR 0008):
 * - HTTP Basic authentication, merchantId as user name and the server-to-server password.
 * - `POST /v1/transactions` (init) takes `refno`, `currency`, `amount` in the smallest unit,
 *   `language`, `redirect: { successUrl, cancelUrl, errorUrl }`, `webhook: { url }`,
 *   `autoSettle` and `option: { createAlias }`; it answers 201 `{ transactionId }` (and a
 *   Location header, the payment page). A registration only leaves the amount out: the
 *   transaction is then of type `card_check`. The browser goes to `<pay>/v1/start/<id>`, and
 *   comes back to one of the redirect addresses with `datatransTrxId` added.
 * - `GET /v1/transactions/{id}` (status) answers `type`, `status` (initialized,
 *   challenge_required, challenge_ongoing, authenticated, authorized, settled, transmitted,
 *   canceled, failed), `refno`, `currency`, `paymentMethod`, `detail.authorize.amount`,
 *   `detail.fail.reason`, and `card: { alias, masked, expiryMonth, expiryYear }` for a card
 *   (the alias when `createAlias` was asked).
 * - Errors are HTTP 4xx/5xx with `{ error: { code, message } }` (UNAUTHORIZED,
 *   TRANSACTION_NOT_FOUND, INVALID_PROPERTY…).
 * - The webhook posts the status answer's JSON with `Datatrans-Signature: t=<timestamp>,s0=<sign>`,
 *   sign = hex HMAC-SHA256, keyed with the hex-decoded HMAC key, of the timestamp's digits
 *   followed by the raw body. The timestamp is in milliseconds in Datatrans's example.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CardPaymentError,
  type CardPayments,
  type RegisteredCard,
  type StartedTransaction,
  type TransactionState,
  type TransactionStatus,
} from '../../kernel/card-payments';

export interface DatatransOptions {
  /** https://api.sandbox.datatrans.com or https://api.datatrans.com */
  apiUrl: string;
  /** https://pay.sandbox.datatrans.com or https://pay.datatrans.com */
  payUrl: string;
  merchantId: string;
  password: string;
  /** The webhook signing key, hex as the dashboard shows it. */
  hmacKey: string;
  timeoutMs?: number;
  /** How old a notification's signature may be. */
  notificationMaxAgeMs?: number;
}

interface DatatransStatus {
  type?: string;
  status?: string;
  refno?: string;
  currency?: string;
  paymentMethod?: string;
  detail?: { authorize?: { amount?: number }; fail?: { reason?: string; message?: string } };
  card?: { alias?: string; masked?: string; expiryMonth?: string; expiryYear?: string };
}

const STATES: Record<string, TransactionState> = {
  initialized: 'open',
  challenge_required: 'open',
  challenge_ongoing: 'open',
  authenticated: 'open',
  // autoSettle is asked: an authorisation is settled by Datatrans without us.
  authorized: 'paid',
  settled: 'paid',
  transmitted: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
};

const FIVE_MINUTES_MS = 5 * 60_000;

export function createDatatransClient(options: DatatransOptions): CardPayments {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const payUrl = options.payUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxAgeMs = options.notificationMaxAgeMs ?? FIVE_MINUTES_MS;
  const authorization = `Basic ${Buffer.from(`${options.merchantId}:${options.password}`).toString('base64')}`;
  const hmacKey = Buffer.from(options.hmacKey, 'hex');

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json; charset=UTF-8' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new CardPaymentError(
        'connection',
        timedOut ? `Datatrans did not answer within ${timeoutMs} ms` : `Datatrans unreachable (${String(error)})`,
      );
    }
    const json = parseJson(text);
    if (response.ok) {
      if (json === undefined) throw new CardPaymentError('connection', 'Datatrans answered something other than JSON');
      return json;
    }
    const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
    const detail = `Datatrans ${response.status} ${error?.code ?? ''}: ${error?.message ?? text.slice(0, 80)}`;
    if (response.status === 401 || response.status === 403) throw new CardPaymentError('auth', detail);
    if (response.status === 404 || error?.code === 'TRANSACTION_NOT_FOUND') {
      throw new CardPaymentError('not_found', detail);
    }
    if (response.status >= 500) throw new CardPaymentError('connection', detail);
    throw new CardPaymentError('rejected', detail);
  }

  async function init(body: object): Promise<StartedTransaction> {
    const answer = (await call('POST', '/v1/transactions', body)) as { transactionId?: unknown };
    if (typeof answer.transactionId !== 'string' || answer.transactionId === '') {
      throw new CardPaymentError('rejected', 'Datatrans answered no transactionId');
    }
    return {
      transactionId: answer.transactionId,
      redirectUrl: `${payUrl}/v1/start/${encodeURIComponent(answer.transactionId)}`,
    };
  }

  const addresses = (a: { successUrl: string; cancelUrl: string; errorUrl: string; notificationUrl: string }) => ({
    redirect: { successUrl: a.successUrl, cancelUrl: a.cancelUrl, errorUrl: a.errorUrl },
    webhook: { url: a.notificationUrl },
  });

  return {
    providerName: 'Datatrans',

    startPayment(payment) {
      return init({
        currency: 'CHF',
        refno: payment.reference,
        amount: payment.amount,
        language: payment.language,
        autoSettle: true,
        ...addresses(payment),
      });
    },

    startCardRegistration(registration) {
      return init({
        currency: 'CHF',
        refno: registration.reference,
        language: registration.language,
        option: { createAlias: true },
        ...addresses(registration),
      });
    },

    async paymentStatus(transactionId) {
      const answer = (await call('GET', `/v1/transactions/${encodeURIComponent(transactionId)}`)) as DatatransStatus;
      return statusOf(answer);
    },

    verifyNotification(signature, rawBody, now = new Date()) {
      const parts = new Map(
        (signature ?? '').split(',').map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
        }),
      );
      const timestamp = parts.get('t') ?? '';
      const sign = parts.get('s0') ?? '';
      if (!/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(sign)) return null;
      const expected = createHmac('sha256', hmacKey).update(timestamp).update(rawBody, 'utf8').digest();
      if (!timingSafeEqual(expected, Buffer.from(sign, 'hex'))) return null;
      if (Math.abs(now.getTime() - timestampMs(Number(timestamp))) > maxAgeMs) return null;
      const transactionId = (parseJson(rawBody) as { transactionId?: unknown } | undefined)?.transactionId;
      return typeof transactionId === 'string' && transactionId !== '' ? { transactionId } : null;
    },
  };
}

function statusOf(answer: DatatransStatus): TransactionStatus {
  const state = STATES[answer.status ?? ''];
  if (!state) throw new CardPaymentError('rejected', `Datatrans answered an unknown status: ${answer.status}`);
  return {
    state,
    reference: answer.refno ?? '',
    amount: typeof answer.detail?.authorize?.amount === 'number' ? answer.detail.authorize.amount : null,
    currency: answer.currency ?? '',
    failureReason: state === 'failed' ? (answer.detail?.fail?.reason ?? 'failed') : null,
    card: state === 'paid' ? cardOf(answer) : null,
  };
}

function cardOf(answer: DatatransStatus): RegisteredCard | null {
  const card = answer.card;
  if (!card?.alias || !card.masked || !card.expiryMonth || !card.expiryYear) return null;
  const year = Number(card.expiryYear);
  return {
    alias: card.alias,
    brand: answer.paymentMethod ?? '',
    lastDigits: card.masked.slice(-4),
    expiryMonth: Number(card.expiryMonth),
    expiryYear: year < 100 ? 2000 + year : year,
  };
}

/** Datatrans's example timestamp is in milliseconds; one in seconds is read as such. */
function timestampMs(timestamp: number): number {
  return timestamp < 1e11 ? timestamp * 1000 : timestamp;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
