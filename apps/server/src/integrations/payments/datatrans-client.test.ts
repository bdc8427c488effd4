import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardPaymentError } from '../../kernel/card-payments';
import { type LocalServer, readRequestText, startLocalServer } from '../simulator-http';
import { createDatatransClient } from './datatrans-client';
import { type DatatransSimulator, DECLINED_TEST_CARD, startDatatransSimulator } from './datatrans-simulator';

interface Received {
  signature: string | undefined;
  body: string;
}

async function failure(promise: Promise<unknown>): Promise<CardPaymentError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CardPaymentError);
  return error as CardPaymentError;
}

describe('Datatrans client against the simulator', () => {
  let simulator: DatatransSimulator;
  let listener: LocalServer;
  let base: string;
  const received: Received[] = [];

  beforeAll(async () => {
    simulator = await startDatatransSimulator();
    listener = await startLocalServer(async (request, response) => {
      const body = await readRequestText(request);
      received.push({ signature: request.headers['datatrans-signature'] as string | undefined, body });
      response.end();
    });
    base = listener.url;
  });
  afterAll(async () => {
    await simulator.close();
    await listener.close();
  });

  const client = (overrides: { password?: string; hmacKey?: string; apiUrl?: string; timeoutMs?: number } = {}) =>
    createDatatransClient({
      apiUrl: simulator.url,
      payUrl: simulator.url,
      merchantId: simulator.merchantId,
      password: simulator.password,
      hmacKey: simulator.hmacKey,
      ...overrides,
    });
  const addresses = (name: string) => ({
    successUrl: `${base}/${name}/success`,
    cancelUrl: `${base}/${name}/cancel`,
    errorUrl: `${base}/${name}/error`,
    notificationUrl: `${base}/webhook`,
  });
  /** The buyer on the payment page: the answer's redirect, not followed. */
  async function choose(redirectUrl: string, form: Record<string, string>) {
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="cardNumber"');
    const answer = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    return answer;
  }

  it('starts a payment, sends the buyer back with the transaction and settles it', async () => {
    const started = await client().startPayment({
      reference: '2026-00001',
      amount: 24_000,
      language: 'it',
      ...addresses('pay1'),
    });
    expect(started.redirectUrl).toBe(`${simulator.url}/v1/start/${started.transactionId}`);
    expect(await client().paymentStatus(started.transactionId)).toMatchObject({
      state: 'open',
      reference: '2026-00001',
    });

    const answer = await choose(started.redirectUrl, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      action: 'pay',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${base}/pay1/success?datatransTrxId=${started.transactionId}`);
    expect(await client().paymentStatus(started.transactionId)).toEqual({
      state: 'paid',
      reference: '2026-00001',
      amount: 24_000,
      currency: 'CHF',
      failureReason: null,
      card: null,
    });
    // The page is closed once decided.
    expect((await fetch(started.redirectUrl)).status).toBe(409);
  });

  it('fails the declined test card and an expired one, and cancels on Cancel', async () => {
    const declined = await client().startPayment({
      reference: 'R2',
      amount: 720,
      language: 'fr',
      ...addresses('pay2'),
    });
    const answer = await choose(declined.redirectUrl, {
      cardNumber: DECLINED_TEST_CARD,
      expiry: '12/39',
      action: 'pay',
    });
    expect(answer.headers.get('location')).toBe(`${base}/pay2/error?datatransTrxId=${declined.transactionId}`);
    expect(await client().paymentStatus(declined.transactionId)).toMatchObject({
      state: 'failed',
      failureReason: 'DECLINED',
    });

    const expired = await client().startPayment({ reference: 'R3', amount: 720, language: 'fr', ...addresses('pay3') });
    await choose(expired.redirectUrl, { cardNumber: '5404 0000 0000 0001', expiry: '01/20', action: 'pay' });
    expect(await client().paymentStatus(expired.transactionId)).toMatchObject({ failureReason: 'EXPIRED_CARD' });

    const cancelled = await client().startPayment({
      reference: 'R4',
      amount: 720,
      language: 'de',
      ...addresses('pay4'),
    });
    const back = await choose(cancelled.redirectUrl, { cardNumber: '', expiry: '', action: 'cancel' });
    expect(back.headers.get('location')).toBe(`${base}/pay4/cancel?datatransTrxId=${cancelled.transactionId}`);
    expect((await client().paymentStatus(cancelled.transactionId)).state).toBe('cancelled');
  });

  it('asks again for a number that is no card, leaving the transaction open', async () => {
    const started = await client().startPayment({ reference: 'R5', amount: 100, language: 'en', ...addresses('pay5') });
    const answer = await choose(started.redirectUrl, { cardNumber: '1234 5678', expiry: '12/39', action: 'pay' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Card number invalid');
    expect((await client().paymentStatus(started.transactionId)).state).toBe('open');
  });

  it('registers a card: nothing charged, its alias, brand, last digits and end date', async () => {
    const started = await client().startCardRegistration({ reference: 'card-1', language: 'fr', ...addresses('reg') });
    const answer = await choose(started.redirectUrl, {
      cardNumber: '5404000000000001',
      expiry: '06/31',
      action: 'pay',
    });
    expect(answer.headers.get('location')).toContain('/reg/success?');
    const status = await client().paymentStatus(started.transactionId);
    expect(status).toMatchObject({
      state: 'paid',
      amount: null,
      card: { brand: 'ECA', lastDigits: '0001', expiryMonth: 6, expiryYear: 2031 },
    });
    expect(status.card?.alias).toMatch(/^[\w-]{20,}$/);
    expect(simulator.transactions().find((t) => t.transactionId === started.transactionId)?.type).toBe('card_check');
  });

  it("verifies the webhook's signature over the raw body: a changed body, another key or an old one is refused", async () => {
    const started = await client().startPayment({ reference: 'R6', amount: 500, language: 'en', ...addresses('pay6') });
    await choose(started.redirectUrl, { cardNumber: '4242424242424242', expiry: '12/39', action: 'pay' });
    await vi.waitFor(() => expect(received.find((r) => r.body.includes(started.transactionId))).toBeDefined());
    const webhook = received.find((r) => r.body.includes(started.transactionId)) as Received;
    expect(webhook.signature).toMatch(/^t=\d{13},s0=[0-9a-f]{64}$/);
    expect(JSON.parse(webhook.body)).toMatchObject({ status: 'settled', refno: 'R6' });

    expect(client().verifyNotification(webhook.signature, webhook.body)).toEqual({
      transactionId: started.transactionId,
    });
    expect(client().verifyNotification(webhook.signature, webhook.body.replace('"R6"', '"R7"'))).toBeNull();
    expect(client({ hmacKey: 'ab'.repeat(32) }).verifyNotification(webhook.signature, webhook.body)).toBeNull();
    expect(client().verifyNotification(undefined, webhook.body)).toBeNull();
    expect(client().verifyNotification('t=1,s0=zz', webhook.body)).toBeNull();
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    expect(client().verifyNotification(simulator.sign(webhook.body, tenMinutesAgo), webhook.body)).toBeNull();
    expect(client().verifyNotification(simulator.sign(webhook.body), webhook.body)).not.toBeNull();
  });

  it('names what went wrong in our words: credentials, an unknown transaction, a refused start, no answer', async () => {
    expect(await failure(client({ password: 'wrong' }).paymentStatus('1'))).toMatchObject({ kind: 'auth' });
    expect(await failure(client().paymentStatus('999999999999999999'))).toMatchObject({ kind: 'not_found' });
    expect(
      await failure(client().startPayment({ reference: 'x'.repeat(41), amount: 1, language: 'en', ...addresses('r') })),
    ).toMatchObject({ kind: 'rejected' });

    const closed = await startLocalServer(async () => {});
    await closed.close();
    expect(await failure(client({ apiUrl: closed.url }).paymentStatus('1'))).toMatchObject({
      kind: 'connection',
    });
    const silent = await startLocalServer(async () => {});
    try {
      const impatient = client({ apiUrl: silent.url, timeoutMs: 100 });
      expect((await failure(impatient.paymentStatus('1'))).message).toContain('within 100 ms');
    } finally {
      await silent.close();
    }
  });
});
