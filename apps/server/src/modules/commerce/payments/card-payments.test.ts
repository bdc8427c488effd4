import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardPayments, messages, savedCards, subscriptionOrders } from '../../../db/schema';
import {
  type DatatransSimulator,
  DECLINED_TEST_CARD,
  startDatatransSimulator,
} from '../../../integrations/payments/datatrans-simulator';
import { depsOf } from '../../../kernel/deps';
import { PAYMENT_PURPOSES } from '../../../payment-purposes';
import { datatransTestEnv, payAtProvider, transactionOf } from '../../../test/datatrans-buyer';
import { freePort } from '../../../test/server-process';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, type TestApp, useTestApp } from '../../../test/test-app';
import { CARD_PAYMENT_LIFETIME_MS, expireWaitingPayments } from './card-payments.service';

type Headers = Record<string, string>;

/**
 * Card payments end to end over HTTP: the app listens (the simulator's webhook must reach it) and
 * talks to a Datatrans simulator; the test is the buyer's browser on the simulator's payment page.
 */
describe('card payments through Datatrans (simulated)', () => {
  let simulator: DatatransSimulator;
  let t: TestApp;
  let publicUrl: string;
  let monitor: Headers;

  beforeAll(async () => {
    simulator = await startDatatransSimulator();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      PUBLIC_URL: publicUrl,
      ...datatransTestEnv(simulator),
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    monitor = bearer(await tokenFor(t.app, 'monitor@demo.ch'));
  }, 60_000);
  afterAll(async () => {
    await simulator.close();
    await t?.dispose();
  });

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers });
  const db = () => t.database.db;

  async function orderBasicByCard(headers = monitor, quantity = 1) {
    const offered = (await call(headers, 'GET', '/api/subscription-plans/offered')).json().data;
    const basic = offered.find((plan: { nameFr: string }) => plan.nameFr === 'Basic');
    expect(basic.paymentModes).toEqual(expect.arrayContaining(['card', 'invoice']));
    const answer = await call(headers, 'POST', '/api/subscription-orders', {
      planId: basic.id,
      quantity,
      paymentMode: 'card',
      acceptTerms: true,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as {
      id: string;
      number: string;
      status: string;
      payment: { redirectUrl: string; token: string };
    };
  }

  const view = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/payments/${token}` })).json();
  const orderStatus = async (id: string) =>
    (await db().select().from(subscriptionOrders).where(eq(subscriptionOrders.id, id)))[0]?.status;
  const licenceCount = async (headers = monitor) => (await call(headers, 'GET', '/api/licences')).json().data.length;
  const mailsAbout = (email: string, number: string) =>
    db()
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, email), like(messages.body, `%${number}%`)));
  const notificationsOf = (transactionId: string) =>
    simulator.notifications().filter((n) => n.transactionId === transactionId);

  it('pays a subscription order: three notifications, one before the browser returns; paid once, licences granted once', async () => {
    const before = await licenceCount();
    const order = await orderBasicByCard(monitor, 2);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment.redirectUrl).toBe(`${simulator.url}/v1/start/${transactionOf(order.payment.redirectUrl)}`);
    // Paid by card, no invoice mail: the keys come with the payment.
    expect(await mailsAbout('monitor@demo.ch', order.number)).toHaveLength(0);
    expect(await view(order.payment.token)).toEqual({
      data: { status: 'waiting', purpose: 'subscription_order', amount: 480 },
    });

    simulator.setNotifications({ beforeRedirect: 1, afterRedirect: 2 });
    const back = await payAtProvider(order.payment.redirectUrl, '4242 4242 4242 4242');
    const transactionId = transactionOf(order.payment.redirectUrl);
    expect(back).toBe(`${publicUrl}/spc/${order.payment.token}/ok/subscription?datatransTrxId=${transactionId}`);
    // The notification sent before the redirect decided it already.
    expect((await view(order.payment.token)).data.status).toBe('paid');

    await vi.waitFor(() => expect(notificationsOf(transactionId)).toHaveLength(3), { timeout: 5_000 });
    expect(notificationsOf(transactionId).map((n) => n.statusCode)).toEqual([200, 200, 200]);
    expect(await simulator.notify(transactionId)).toBe(200);

    expect(await orderStatus(order.id)).toBe('paid');
    expect(await licenceCount()).toBe(before + 2);
    const mails = await mailsAbout('monitor@demo.ch', order.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.match(/[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}/g)).toHaveLength(2);
    const [payment] = await db().select().from(cardPayments).where(eq(cardPayments.purposeId, order.id));
    expect(payment).toMatchObject({ status: 'paid', amount: 48_000, providerTransactionId: transactionId });
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 1 });
  });

  it('refuses a notification not signed by Datatrans, or signed too long ago, and believes only its status API', async () => {
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 0 });
    const order = await orderBasicByCard();
    const transactionId = transactionOf(order.payment.redirectUrl);
    const webhook = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/datatrans/webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'datatrans-signature': signature } : {}) },
        payload: body,
      });
    // A forged notification that the buyer paid, before he did: signed by Datatrans's key, the
    // status API still says otherwise and nothing changes.
    const forged = JSON.stringify({ transactionId, status: 'settled', type: 'payment', refno: 'x' });
    expect((await webhook(forged, simulator.sign(forged))).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('awaiting_payment');

    await payAtProvider(order.payment.redirectUrl, '4242424242424242');
    const body = JSON.stringify({ transactionId, status: 'settled' });
    const unsigned = await webhook(body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error.code).toBe('invalid_signature');
    const otherKey = `t=${Date.now()},s0=${'0'.repeat(64)}`;
    expect((await webhook(body, otherKey)).statusCode).toBe(401);
    expect((await webhook(body, simulator.sign(`${body} `))).statusCode).toBe(401);
    expect((await webhook(body, simulator.sign(body, Date.now() - 10 * 60_000))).statusCode).toBe(401);
    expect(await orderStatus(order.id)).toBe('awaiting_payment');
    expect((await view(order.payment.token)).data.status).toBe('waiting');

    expect(await simulator.notify(transactionId)).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 1 });
  });

  it('a declined card (KO) fails the payment and cancels the order; nothing is granted; Cancel cancels', async () => {
    const before = await licenceCount();
    const declined = await orderBasicByCard();
    const back = await payAtProvider(declined.payment.redirectUrl, DECLINED_TEST_CARD);
    expect(back).toContain(`/spc/${declined.payment.token}/ko/subscription`);
    await vi.waitFor(async () => expect((await view(declined.payment.token)).data.status).toBe('failed'));
    expect(await orderStatus(declined.id)).toBe('cancelled');
    const [failed] = await db().select().from(cardPayments).where(eq(cardPayments.purposeId, declined.id));
    expect(failed?.failureReason).toBe('DECLINED');

    const cancelled = await orderBasicByCard();
    expect(await payAtProvider(cancelled.payment.redirectUrl, null)).toContain('/cancel/subscription');
    await vi.waitFor(async () => expect((await view(cancelled.payment.token)).data.status).toBe('cancelled'));
    expect(await orderStatus(cancelled.id)).toBe('cancelled');
    expect(await licenceCount()).toBe(before);
    expect(await mailsAbout('monitor@demo.ch', declined.number)).toHaveLength(0);
  });

  it('expires what nobody finished, asking Datatrans first: a payment whose notification was lost is still paid', async () => {
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 0 });
    const before = await licenceCount();
    const abandoned = await orderBasicByCard();
    const lost = await orderBasicByCard();
    await payAtProvider(lost.payment.redirectUrl, '4242424242424242');

    const deps = depsOf(t.app);
    expect(await expireWaitingPayments(deps, PAYMENT_PURPOSES)).toBe(0);
    const later = new Date(Date.now() + CARD_PAYMENT_LIFETIME_MS + 60_000);
    expect(await expireWaitingPayments(deps, PAYMENT_PURPOSES, later)).toBeGreaterThanOrEqual(2);
    expect((await view(abandoned.payment.token)).data.status).toBe('expired');
    expect(await orderStatus(abandoned.id)).toBe('cancelled');
    expect((await view(lost.payment.token)).data.status).toBe('paid');
    expect(await orderStatus(lost.id)).toBe('paid');
    expect(await licenceCount()).toBe(before + 1);
    // The buyer coming back to the abandoned page finds it closed at the provider's too.
    expect(await simulator.notify(transactionOf(abandoned.payment.redirectUrl))).toBe(200);
    expect((await view(abandoned.payment.token)).data.status).toBe('expired');
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 1 });
  });

  it('registers a card at the provider: its alias sealed, brand, last digits and end date; a declined one is not kept', async () => {
    const started = await call(monitor, 'POST', '/api/card-registrations', { name: 'Visa du bureau' });
    expect(started.statusCode, started.body).toBe(201);
    const { redirectUrl, token } = started.json().data;
    const registration = () => call(monitor, 'GET', `/api/card-registrations/${token}`);
    expect((await registration()).json().data).toEqual({ status: 'waiting', provider: 'Datatrans', card: null });

    expect(await payAtProvider(redirectUrl, '5404 0000 0000 0001')).toBe(
      `${publicUrl}/account/cc/ok/${token}?datatransTrxId=${transactionOf(redirectUrl)}`,
    );
    await vi.waitFor(async () => expect((await registration()).json().data.status).toBe('paid'));
    const card = (await registration()).json().data.card;
    expect(card).toMatchObject({
      name: 'Visa du bureau',
      brand: 'ECA',
      lastDigits: '0001',
      expiryMonth: 12,
      expiryYear: 2039,
      shared: false,
      mine: true,
    });
    expect((await call(monitor, 'GET', '/api/saved-cards')).json().data).toEqual([card]);

    const [stored] = await db().select().from(savedCards).where(eq(savedCards.id, card.id));
    const alias = simulator.transactions().find((tx) => tx.transactionId === transactionOf(redirectUrl))?.card?.alias;
    expect(alias).toBeDefined();
    expect(stored?.aliasSealed).not.toContain(alias);
    expect(t.secrets.decrypt(stored?.aliasSealed ?? '')).toBe(alias);
    expect(JSON.stringify(stored)).not.toContain('5404000000000001');

    const refused = (await call(monitor, 'POST', '/api/card-registrations', { name: 'Refusée' })).json().data;
    expect(await payAtProvider(refused.redirectUrl, DECLINED_TEST_CARD)).toContain('/account/cc/ko/');
    await vi.waitFor(async () =>
      expect((await call(monitor, 'GET', `/api/card-registrations/${refused.token}`)).json().data).toEqual({
        status: 'failed',
        provider: 'Datatrans',
        card: null,
      }),
    );
    expect((await call(monitor, 'GET', '/api/saved-cards')).json().data).toHaveLength(1);
    expect(
      (await call(monitor, 'POST', '/api/card-registrations', { name: ' ' })).json().error.details[0],
    ).toMatchObject({
      field: 'body.name',
    });
  });

  it("shares a card with the school's employees only; another school's user finds no card and no one else's payment", async () => {
    const head = bearer(await tokenFor(t.app, 'head@demo.ch'));
    const employee = bearer(await tokenFor(t.app, 'employee@demo.ch'));
    const ceresio = bearer(await tokenFor(t.app, 'ceresio@demo.ch'));
    const { redirectUrl, token } = (
      await call(head, 'POST', '/api/card-registrations', { name: 'Carte école', shared: true })
    ).json().data;
    await payAtProvider(redirectUrl, '4242424242424242');
    await vi.waitFor(async () =>
      expect((await call(head, 'GET', `/api/card-registrations/${token}`)).json().data.status).toBe('paid'),
    );
    const card = (await call(head, 'GET', `/api/card-registrations/${token}`)).json().data.card;

    // Her employee sees it and cannot change it; a fellow monitor and another school do not see it.
    expect((await call(employee, 'GET', '/api/saved-cards')).json().data).toEqual([
      expect.objectContaining({
        id: card.id,
        mine: false,
        lastDigits: '4242',
        owner: { id: card.owner.id, name: 'Hélène Chef' },
      }),
    ]);
    expect((await call(employee, 'PUT', `/api/saved-cards/${card.id}/shared`, { shared: false })).statusCode).toBe(403);
    const monitorCards = (await call(monitor, 'GET', '/api/saved-cards')).json().data;
    expect(monitorCards.map((c: { id: string }) => c.id)).not.toContain(card.id);
    expect((await call(ceresio, 'GET', '/api/saved-cards')).json().data).toEqual([]);
    expect((await call(ceresio, 'PUT', `/api/saved-cards/${card.id}/shared`, { shared: false })).statusCode).toBe(404);
    expect((await call(ceresio, 'DELETE', `/api/saved-cards/${card.id}`)).statusCode).toBe(404);
    expect((await call(monitor, 'DELETE', `/api/saved-cards/${card.id}`)).statusCode).toBe(404);
    // Someone else's registration is unknown to him, whatever he holds of its address.
    expect((await call(ceresio, 'GET', `/api/card-registrations/${token}`)).statusCode).toBe(404);

    // A payment's address shows its status, purpose and amount to anyone holding it, nothing of the buyer.
    const order = await orderBasicByCard();
    const seen = await view(order.payment.token);
    expect(Object.keys(seen.data).sort()).toEqual(['amount', 'purpose', 'status']);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/short' })).statusCode).toBe(400);

    const unshared = await call(head, 'PUT', `/api/saved-cards/${card.id}/shared`, { shared: false });
    expect(unshared.json().data.shared).toBe(false);
    expect((await call(employee, 'GET', '/api/saved-cards')).json().data).toEqual([]);
    expect((await call(head, 'DELETE', `/api/saved-cards/${card.id}`)).json().data).toEqual({ deleted: true });
    expect((await call(head, 'GET', '/api/saved-cards')).json().data).toEqual([]);
  });
});

describe('without a card payment provider', () => {
  const t = useTestApp();

  it('offers no card, refuses a card order and a registration, and has no webhook', async () => {
    const monitor = bearer(await tokenFor(t().app, 'monitor@demo.ch'));
    const offered = (await t().app.inject({ url: '/api/subscription-plans/offered', headers: monitor })).json().data;
    expect(offered.every((plan: { paymentModes: string[] }) => !plan.paymentModes.includes('card'))).toBe(true);
    const order = await t().app.inject({
      method: 'POST',
      url: '/api/subscription-orders',
      headers: monitor,
      payload: { planId: offered[0].id, quantity: 1, paymentMode: 'card', acceptTerms: true },
    });
    expect(order.json().error.details[0]).toMatchObject({ field: 'body.paymentMode', rule: 'unavailable' });
    const registration = await t().app.inject({
      method: 'POST',
      url: '/api/card-registrations',
      headers: monitor,
      payload: { name: 'Carte' },
    });
    expect(registration.statusCode).toBe(409);
    expect(registration.json().error.code).toBe('card_payment_unavailable');
    const webhook = await t().app.inject({
      method: 'POST',
      url: '/api/payments/datatrans/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
