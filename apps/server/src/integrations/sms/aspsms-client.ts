/**
 * ASPSMS's JSON API (https://json.aspsms.com/). Its page, http://json.aspsms.com/, documents:
 * every method is an HTTP POST of a JSON object to `<base>/<Method>` naming `UserName` (the
 * UserKey) and `Password`; `CheckCredits` answers `{ Credits, StatusCode, StatusInfo }`;
 * `SendTextSMS` ("single or multipart text messages in GSM 7-bit or Unicode") takes
 * `Originator`, `Recipients` (an array of strings), `MessageText`, `URLDeliveryNotification`,
 * `URLNonDeliveryNotification`…; tags such as `<RCPNT>` in a notification URL are replaced when
 * ASPSMS requests it.
 *
 * The page we could read says no more; the rest comes from ASPSMS's other documents and from
 * clients written against the service:
 * - StatusCode "1" is OK, "3" authorization failed, "5" not enough credits, and so on: the web
 *   service's list as copied in github.com/nadar/aspsms (src/Aspsms.php); hitobito's ASPSMS
 *   provider (json.aspsms.com) and its tests agree on "1" and "3", and accept "0" as OK for
 *   `InquireDeliveryNotifications`.
 * - A recipient carries its TransRefNumber as `MSISDN:TransRefNumber`
 *   (https://www.aspsms.com/asptoken/documentation/: `<Recipients>+41790000000:12345</Recipients>`),
 *   letters and digits only (nadar/aspsms). We send that string in `Recipients`.
 * - "The submitted TransactionReferenceNumber will [be] added to the URL" of a notification (same
 *   page): our notification URLs end with `reference=`, and name the state themselves.
 * - `InquireDeliveryNotifications` takes `TransactionReferenceNumbers` ("a;b") and answers
 *   `DeliveryNotifications: [{ TransactionReferenceNumber, DeliveryStatus, … }]`, DeliveryStatus
 *   -1 not yet submitted or rejected, 0 delivered, 1 buffered, 2 not delivered (hitobito's test,
 *   nadar/aspsms). Whether an unknown reference comes back absent or as -1 is not documented: we
 *   read absent as 'not_found', -1 as 'pending'.
 * - No code names an invalid number: we read 20, "Missing a recipient", as what is left once
 *   ASPSMS has refused the only one (unverified).
 */
import {
  type SmsDeliveryReport,
  type SmsDeliveryState,
  type SmsFailureKind,
  type SmsProvider,
  SmsSendError,
} from './sms-provider';

export interface AspsmsOptions {
  /** https://json.aspsms.com */
  baseUrl: string;
  userKey: string;
  password: string;
  timeoutMs?: number;
}

interface AspsmsAnswer {
  StatusCode?: string;
  StatusInfo?: string;
  Credits?: string;
  DeliveryNotifications?: Array<{ TransactionReferenceNumber?: string; DeliveryStatus?: string }>;
}

const TRANS_REF_NUMBER = /^[A-Za-z0-9]+$/;

/** ASPSMS refused: every answered code but 6 means it did not take the message. */
const REFUSALS: Record<string, [SmsFailureKind, boolean]> = {
  '2': ['connection', true], // Connect failed
  '3': ['auth', true], // Authorization failed
  '5': ['no_credit', true], // Not enough credits available
  '6': ['connection', false], // Time out error: ASPSMS's own, after taking the request
  '7': ['connection', true], // Transmission error, please try again
  '8': ['auth', true], // Invalid UserKey
  '9': ['auth', true], // Invalid password
  '20': ['invalid_number', true], // Missing a recipient
  '24': ['connection', true], // Service temporarily not available
  '25': ['auth', true], // User access denied
};

/** Errors raised before a connection exists: the request cannot have reached ASPSMS. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function createAspsmsProvider(options: AspsmsOptions): SmsProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(method: string, payload: object): Promise<AspsmsAnswer> {
    let text: string;
    let status: number;
    try {
      const response = await fetch(`${baseUrl}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ UserName: options.userKey, Password: options.password, ...payload }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw transportError(error, timeoutMs);
    }
    if (status >= 500) throw new SmsSendError('connection', `ASPSMS answered HTTP ${status}`, false);
    if (status >= 400) throw new SmsSendError('rejected', `ASPSMS answered HTTP ${status}`, true);
    try {
      return JSON.parse(text) as AspsmsAnswer;
    } catch {
      throw new SmsSendError('connection', `ASPSMS answered something other than JSON: ${text.slice(0, 80)}`, false);
    }
  }

  function expectOk(answer: AspsmsAnswer, okCodes: string[]): void {
    const code = answer.StatusCode;
    if (code !== undefined && okCodes.includes(code)) return;
    if (code === undefined) throw new SmsSendError('connection', 'ASPSMS answered without a StatusCode', false);
    const [kind, notAccepted] = REFUSALS[code] ?? ['rejected', true];
    throw new SmsSendError(kind, `ASPSMS ${code}: ${answer.StatusInfo ?? ''}`, notAccepted);
  }

  return {
    async send(sms) {
      if (!TRANS_REF_NUMBER.test(sms.reference)) {
        throw new SmsSendError(
          'rejected',
          `ASPSMS takes letters and digits only as a reference: ${sms.reference}`,
          true,
        );
      }
      const notifications = sms.deliveryUrl
        ? {
            URLDeliveryNotification: notificationUrl(sms.deliveryUrl, 'delivered'),
            URLNonDeliveryNotification: notificationUrl(sms.deliveryUrl, 'failed'),
          }
        : {};
      const answer = await call('SendTextSMS', {
        Originator: sms.originator,
        Recipients: [`${sms.to}:${sms.reference}`],
        MessageText: sms.text,
        ...notifications,
      });
      expectOk(answer, ['1']);
    },

    async credits() {
      const answer = await call('CheckCredits', {});
      expectOk(answer, ['1']);
      const credits = Number(answer.Credits);
      if (answer.Credits === undefined || !Number.isFinite(credits)) {
        throw new SmsSendError('rejected', `ASPSMS answered no credit count: ${answer.Credits}`, true);
      }
      return credits;
    },

    async status(reference) {
      const answer = await call('InquireDeliveryNotifications', { TransactionReferenceNumbers: reference });
      expectOk(answer, ['0', '1']);
      const notification = answer.DeliveryNotifications?.find((n) => n.TransactionReferenceNumber === reference);
      if (!notification) return 'not_found';
      return deliveryState(notification.DeliveryStatus);
    },
  };
}

function deliveryState(aspsmsStatus: string | undefined): SmsDeliveryState {
  if (aspsmsStatus === '0') return 'delivered';
  if (aspsmsStatus === '2') return 'failed';
  return 'pending';
}

/** ASPSMS appends the TransRefNumber to the URL it calls, so the URL ends with `reference=`. */
function notificationUrl(deliveryUrl: string, state: 'delivered' | 'failed'): string {
  return `${deliveryUrl}${deliveryUrl.includes('?') ? '&' : '?'}state=${state}&reference=`;
}

/** Reads the query string of a notification URL `send` gave ASPSMS; null when it is not one. */
export function parseAspsmsDeliveryReport(query: Record<string, string | undefined>): SmsDeliveryReport | null {
  const { reference, state } = query;
  if (!reference || !TRANS_REF_NUMBER.test(reference)) return null;
  if (state !== 'delivered' && state !== 'failed') return null;
  return { reference, state };
}

function transportError(error: unknown, timeoutMs: number): SmsSendError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new SmsSendError('connection', `ASPSMS did not answer within ${timeoutMs} ms`, false);
  }
  const codes = errorCodes(error instanceof Error ? error.cause : undefined);
  const neverConnected = codes.length > 0 && codes.every((code) => NEVER_CONNECTED.has(code));
  const detail = codes.join(', ') || (error instanceof Error ? error.message : String(error));
  return new SmsSendError('connection', `ASPSMS unreachable (${detail})`, neverConnected);
}

/** The system error codes of a fetch failure's cause; one per address tried when there were several. */
function errorCodes(cause: unknown): string[] {
  if (cause instanceof AggregateError) return cause.errors.flatMap(errorCodes);
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return [cause.code];
  return [];
}
