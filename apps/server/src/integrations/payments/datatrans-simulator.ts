/**
 * A local stand-in for Datatrans (see datatrans-client.ts for what the client relies on), for
 * tests and the demo: nothing leaves the machine and no real card is charged. It answers the init
 * and status API as Datatrans does, serves a payment page at `/v1/start/<id>` (a card number,
 * an end date, Pay and Cancel), and, once the buyer chose, sends the webhook signed Datatrans's
 * way and the browser back to the success, error or cancel address with `datatransTrxId`.
 *
 * Test cards: any number passing the Luhn check is accepted (4242 4242 4242 4242, 5404 0000
 * 0000 0001…), except 4000 0000 0000 0002, declined; a past end date fails as an expired card.
 * The webhook can be sent before the browser is sent back, after it, and several times.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestText, sendJson, startLocalServer } from '../simulator-http';

export interface NotificationPlan {
  /** Webhooks sent, one after the other, before the browser is answered. */
  beforeRedirect: number;
  /** Webhooks sent shortly after the browser was answered. */
  afterRedirect: number;
}

export interface DatatransSimulatorOptions {
  port?: number;
  merchantId?: string;
  password?: string;
  /** Hex. */
  hmacKey?: string;
  notifications?: NotificationPlan;
}

export const DECLINED_TEST_CARD = '4000000000000002';

interface SimulatedTransaction {
  transactionId: string;
  type: 'payment' | 'card_check';
  status: 'initialized' | 'settled' | 'authorized' | 'failed' | 'canceled';
  refno: string;
  currency: string;
  amount: number | null;
  language: string;
  createAlias: boolean;
  redirect: { successUrl: string; cancelUrl: string; errorUrl: string };
  webhookUrl: string | null;
  paymentMethod?: string;
  card?: { alias?: string; masked: string; expiryMonth: string; expiryYear: string };
  fail?: { reason: string; message: string };
  history: Array<{ action: string; date: string; success: boolean }>;
}

export interface SimulatorNotification {
  transactionId: string;
  /** Our server's answer, or 0 when it could not be reached. */
  statusCode: number;
}

export interface DatatransSimulator {
  url: string;
  merchantId: string;
  password: string;
  hmacKey: string;
  transactions(): SimulatedTransaction[];
  /** Every webhook sent, with the answer it got. */
  notifications(): SimulatorNotification[];
  setNotifications(plan: NotificationPlan): void;
  /** Sends a transaction's webhook again now, freshly signed; answers our server's status code. */
  notify(transactionId: string): Promise<number>;
  /** The signature header Datatrans would send for this body at this time (milliseconds). */
  sign(rawBody: string, timestamp?: number): string;
  close(): Promise<void>;
}

const LATER_DELAY_MS = 30;
/** The largest request body taken, in bytes. */
const BODY_LIMIT = 65_536;

export async function startDatatransSimulator(options: DatatransSimulatorOptions = {}): Promise<DatatransSimulator> {
  const merchantId = options.merchantId ?? '1100000000';
  const password = options.password ?? 'simulator';
  const hmacKey = options.hmacKey ?? randomBytes(32).toString('hex');
  let plan: NotificationPlan = options.notifications ?? { beforeRedirect: 0, afterRedirect: 1 };
  const transactions = new Map<string, SimulatedTransaction>();
  const sent: SimulatorNotification[] = [];
  const pending = new Set<Promise<unknown>>();
  const authorization = `Basic ${Buffer.from(`${merchantId}:${password}`).toString('base64')}`;

  function sign(rawBody: string, timestamp = Date.now()): string {
    const s0 = createHmac('sha256', Buffer.from(hmacKey, 'hex')).update(`${timestamp}`).update(rawBody).digest('hex');
    return `t=${timestamp},s0=${s0}`;
  }

  function statusAnswer(transaction: SimulatedTransaction): object {
    const { transactionId, type, status, refno, currency, amount, language, paymentMethod, card, fail, history } =
      transaction;
    const authorized = status === 'settled' || status === 'authorized';
    return {
      transactionId,
      merchantId,
      type,
      status,
      currency,
      refno,
      paymentMethod,
      detail: {
        ...(amount !== null ? { init: { expires: new Date(Date.now() + 30 * 60_000).toISOString() } } : {}),
        ...(authorized
          ? { authorize: { ...(amount !== null ? { amount } : {}), acquirerAuthorizationCode: '100055' } }
          : {}),
        ...(status === 'settled' ? { settle: { amount } } : {}),
        ...(fail ? { fail } : {}),
      },
      language,
      ...(card ? { card } : {}),
      history,
    };
  }

  async function notify(transactionId: string): Promise<number> {
    const transaction = transactions.get(transactionId);
    if (!transaction?.webhookUrl) return 0;
    const body = JSON.stringify(statusAnswer(transaction));
    let statusCode = 0;
    try {
      const response = await fetch(transaction.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'datatrans-signature': sign(body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      statusCode = response.status;
    } catch {
      // Datatrans retries later; here a test asks again with `notify`.
    }
    sent.push({ transactionId, statusCode });
    return statusCode;
  }

  function notifyLater(transactionId: string, times: number): void {
    if (times <= 0) return;
    const run = (async () => {
      for (let i = 0; i < times; i++) {
        await new Promise((resolve) => setTimeout(resolve, LATER_DELAY_MS));
        await notify(transactionId);
      }
    })();
    pending.add(run);
    run.finally(() => pending.delete(run));
  }

  function init(body: Record<string, unknown>): { status: number; answer: object } {
    const redirect = (body.redirect ?? {}) as Record<string, unknown>;
    const option = (body.option ?? {}) as Record<string, unknown>;
    const webhook = (body.webhook ?? {}) as Record<string, unknown>;
    const invalid = (message: string) => ({ status: 400, answer: { error: { code: 'INVALID_PROPERTY', message } } });
    if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) {
      return invalid('init.initRequest.currency The given currency does not have the right format');
    }
    if (typeof body.refno !== 'string' || body.refno.length < 1 || body.refno.length > 40) {
      return invalid('init.initRequest.refno must be 1 to 40 characters');
    }
    if (body.amount !== undefined && (!Number.isInteger(body.amount) || (body.amount as number) < 0)) {
      return invalid('init.initRequest.amount must be a positive whole number');
    }
    const urls = [redirect.successUrl, redirect.cancelUrl, redirect.errorUrl];
    if (!urls.every((url) => typeof url === 'string' && URL.canParse(url))) {
      return invalid('init.initRequest.redirect the success, cancel and error URLs are required');
    }
    const amount = typeof body.amount === 'number' && body.amount > 0 ? body.amount : null;
    const transactionId = `${Date.now()}`.slice(-12) + `${randomInt(1_000_000)}`.padStart(6, '0');
    transactions.set(transactionId, {
      transactionId,
      type: amount === null ? 'card_check' : 'payment',
      status: 'initialized',
      refno: body.refno,
      currency: body.currency,
      amount,
      language: typeof body.language === 'string' ? body.language : 'en',
      createAlias: option.createAlias === true || amount === null,
      redirect: {
        successUrl: redirect.successUrl as string,
        cancelUrl: redirect.cancelUrl as string,
        errorUrl: redirect.errorUrl as string,
      },
      webhookUrl: typeof webhook.url === 'string' ? webhook.url : null,
      history: [{ action: 'init', date: new Date().toISOString(), success: true }],
    });
    return { status: 201, answer: { transactionId } };
  }

  /** The buyer's choice on the payment page: the transaction decided, or the page again with a problem. */
  function decide(transaction: SimulatedTransaction, form: URLSearchParams): { target: string } | { problem: string } {
    const back = (url: string) => ({ target: withParameter(url, 'datatransTrxId', transaction.transactionId) });
    const now = new Date().toISOString();
    if (form.get('action') === 'cancel') {
      transaction.status = 'canceled';
      transaction.history.push({ action: 'cancel', date: now, success: true });
      return back(transaction.redirect.cancelUrl);
    }
    const number = (form.get('cardNumber') ?? '').replace(/[\s-]/g, '');
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.get('expiry') ?? '');
    if (!luhn(number)) return { problem: 'Card number invalid: use a test card such as 4242 4242 4242 4242.' };
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) return { problem: 'End date invalid: MM/YY.' };
    const [, month = '', year = ''] = expiry;
    transaction.paymentMethod = brandOf(number);
    transaction.card = {
      masked: `${number.slice(0, 6)}xxxxxx${number.slice(-4)}`,
      expiryMonth: month,
      expiryYear: year,
    };
    const endOfValidity = Date.UTC(2000 + Number(year), Number(month), 1);
    const reason = number === DECLINED_TEST_CARD ? 'DECLINED' : endOfValidity <= Date.now() ? 'EXPIRED_CARD' : null;
    if (reason) {
      transaction.status = 'failed';
      transaction.fail = { reason, message: reason === 'DECLINED' ? 'declined' : 'card expired' };
      transaction.history.push({ action: 'authorize', date: now, success: false });
      return back(transaction.redirect.errorUrl);
    }
    if (transaction.createAlias) transaction.card.alias = randomBytes(24).toString('base64url');
    transaction.status = transaction.type === 'payment' ? 'settled' : 'authorized';
    transaction.history.push({ action: 'authorize', date: now, success: true });
    return back(transaction.redirect.successUrl);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://simulator').pathname;
    const json = (status: number, answer: object, headers: Record<string, string> = {}): void =>
      sendJson(response, status, answer, 'application/json; charset=utf-8', headers);
    const page = (status: number, html: string): void => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    };

    const started = /^\/v1\/start\/(\d+)$/.exec(path);
    if (started) {
      const transaction = transactions.get(started[1] ?? '');
      if (!transaction) return page(404, closedPage('This transaction does not exist.'));
      if (transaction.status !== 'initialized') return page(409, closedPage('This transaction is closed.'));
      if (request.method === 'GET') return page(200, paymentPage(transaction, null));
      if (request.method !== 'POST') return page(405, closedPage('Method not allowed.'));
      const outcome = decide(transaction, new URLSearchParams(await readRequestText(request, { limit: BODY_LIMIT })));
      if ('problem' in outcome) return page(400, paymentPage(transaction, outcome.problem));
      for (let i = 0; i < plan.beforeRedirect; i++) await notify(transaction.transactionId);
      notifyLater(transaction.transactionId, plan.afterRedirect);
      response.writeHead(303, { location: outcome.target }).end();
      return;
    }

    if (request.headers.authorization !== authorization) {
      return json(401, { error: { code: 'UNAUTHORIZED', message: 'Invalid merchantId or password' } });
    }
    if (path === '/v1/transactions' && request.method === 'POST') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readRequestText(request, { limit: BODY_LIMIT })) as Record<string, unknown>;
      } catch {
        return json(400, { error: { code: 'INVALID_JSON_PAYLOAD', message: 'Invalid JSON' } });
      }
      const { status, answer } = init(body);
      const id = (answer as { transactionId?: string }).transactionId;
      return json(status, answer, id ? { location: `${server.url}/v1/start/${id}` } : {});
    }
    const status = /^\/v1\/transactions\/([^/]+)$/.exec(path);
    if (status && request.method === 'GET') {
      const transaction = transactions.get(decodeURIComponent(status[1] ?? ''));
      if (!transaction)
        return json(404, { error: { code: 'TRANSACTION_NOT_FOUND', message: 'Transaction not found' } });
      return json(200, statusAnswer(transaction));
    }
    return json(404, { error: { code: 'UNKNOWN_ERROR', message: 'No such endpoint' } });
  }

  const server = await startLocalServer(handle, { port: options.port });

  return {
    url: server.url,
    merchantId,
    password,
    hmacKey,
    transactions: () => [...transactions.values()],
    notifications: () => [...sent],
    setNotifications(next) {
      plan = next;
    },
    notify,
    sign,
    async close() {
      await Promise.allSettled(pending);
      await server.close();
    },
  };
}

function withParameter(url: string, name: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}

function luhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'VIS';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'ECA';
  if (/^3[47]/.test(number)) return 'AMX';
  return 'VIS';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}' +
  'label{display:block;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}' +
  'button{margin:1rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem}.problem{color:#b00020}.note{color:#555;font-size:.9rem}';

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function closedPage(message: string): string {
  return layout('Datatrans simulator', `<h1>Datatrans simulator</h1><p>${escapeHtml(message)}</p>`);
}

function paymentPage(transaction: SimulatedTransaction, problem: string | null): string {
  const what =
    transaction.amount === null
      ? 'Card registration (nothing is charged)'
      : `${transaction.currency} ${(transaction.amount / 100).toFixed(2)}`;
  const nextYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  return layout(
    'Datatrans simulator: payment',
    `<h1>Datatrans simulator</h1>
<p data-testid="simulator-amount"><strong>${escapeHtml(what)}</strong> · ${escapeHtml(transaction.refno)}</p>
<p class="note">A test page: no real card is charged. Declined test card: 4000 0000 0000 0002.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/v1/start/${transaction.transactionId}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
<label for="expiry">End date (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" value="12/${nextYear}">
<label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" value="123">
<button type="submit" name="action" value="pay">${transaction.amount === null ? 'Register' : 'Pay'}</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}
