import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

describe('subscribing by invoice', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let monitor: Record<string, string>;
  beforeAll(async () => {
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    admin = bearer(await tokenFor(t().app, 'admin@demo.ch'));
    monitor = bearer(await tokenFor(t().app, 'monitor@demo.ch'));
  });
  const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers });
  const mailsTo = (email: string, subject: string) =>
    t()
      .database.db.select()
      .from(messages)
      .where(and(eq(messages.recipient, email), like(messages.subject, `%${subject}%`)));

  it('offers the plans of his role; orders one with the terms accepted; the payment recorded, the licence works in his session', async () => {
    const offered = (await call(monitor, 'GET', '/api/subscription-plans/offered')).json().data;
    const basic = offered.find((plan: { nameFr: string }) => plan.nameFr === 'Basic');
    expect(basic).toMatchObject({ modules: ['admin'], price: 240 });
    expect(basic).not.toHaveProperty('userIds');

    const base = { planId: basic.id, quantity: 2, paymentMode: 'invoice' };
    const noTerms = await call(monitor, 'POST', '/api/subscription-orders', { ...base, acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error.details[0].field).toBe('body.acceptTerms');
    const card = await call(monitor, 'POST', '/api/subscription-orders', {
      ...base,
      paymentMode: 'card',
      acceptTerms: true,
    });
    expect(card.json().error.details[0]).toMatchObject({ field: 'body.paymentMode', rule: 'unavailable' });

    const ordered = await call(monitor, 'POST', '/api/subscription-orders', { ...base, acceptTerms: true });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const order = ordered.json().data;
    expect(order).toMatchObject({
      quantity: 2,
      licences: 2,
      amount: 480,
      status: 'awaiting_payment',
      paymentMode: 'invoice',
    });
    expect(order.number).toMatch(/^\d{4}-\d{5}$/);
    expect(await mailsTo('monitor@demo.ch', order.number)).toHaveLength(1);

    const me = () => call(monitor, 'GET', '/api/auth/me').then((answer) => answer.json().data.licenceAdmin);
    expect(await me()).toBe(false);
    const waiting = (await call(admin, 'GET', '/api/admin/subscription-orders?status=awaiting_payment')).json().data;
    expect(waiting.map((item: { id: string }) => item.id)).toContain(order.id);
    const paid = await call(admin, 'POST', `/api/admin/subscription-orders/${order.id}/payment`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    expect(await me()).toBe(true);
    const licences = (await call(monitor, 'GET', '/api/licences')).json().data;
    expect(licences.filter((licence: { status: string }) => licence.status === 'activated')).toHaveLength(1);
    expect(licences.filter((licence: { status: string }) => licence.status === 'notActivated')).toHaveLength(1);
    const keyPattern = /[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}/g;
    const keysMails = (await mailsTo('monitor@demo.ch', 'Basic')).filter((mail) =>
      new RegExp(keyPattern.source).test(mail.body),
    );
    expect(keysMails).toHaveLength(1);
    expect(keysMails[0]?.body.match(keyPattern)).toHaveLength(2);

    const again = await call(admin, 'POST', `/api/admin/subscription-orders/${order.id}/payment`);
    expect(again.statusCode).toBe(409);
    expect((await call(monitor, 'GET', '/api/licences')).json().data).toHaveLength(2);
  });

  it('numbers invoices in sequence, shows each buyer his own orders, and keeps students and others out', async () => {
    const offered = (await call(monitor, 'GET', '/api/subscription-plans/offered')).json().data;
    const payload = { planId: offered[0].id, quantity: 1, paymentMode: 'invoice', acceptTerms: true };
    const head = bearer(await tokenFor(t().app, 'head@demo.ch'));
    const [first, second] = await Promise.all([
      call(monitor, 'POST', '/api/subscription-orders', payload),
      call(head, 'POST', '/api/subscription-orders', payload),
    ]);
    const numbers = [first.json().data.number, second.json().data.number].map((number: string) =>
      Number(number.slice(5)),
    );
    expect(Math.abs((numbers[0] as number) - (numbers[1] as number))).toBe(1);
    const mine = (await call(head, 'GET', '/api/subscription-orders')).json().data;
    expect(mine.every((order: { buyer: { email: string } }) => order.buyer.email === 'head@demo.ch')).toBe(true);
    const student = bearer(await tokenFor(t().app, 'student@demo.ch'));
    expect((await call(student, 'GET', '/api/subscription-plans/offered')).statusCode).toBe(403);
    expect((await call(monitor, 'GET', '/api/admin/subscription-orders')).statusCode).toBe(403);
    const unknown = await call(monitor, 'POST', '/api/subscription-orders', {
      ...payload,
      planId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
