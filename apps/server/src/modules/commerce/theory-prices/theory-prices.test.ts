import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, licences, shopOrders, theoryPriceRequests, users } from '../../../db/schema';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { storedLicenceKey } from '../../identity';
import { preferentialTheoryPrice } from './theory-prices.service';

type Headers = Record<string, string>;

describe('the preferential theory-exam price on request', () => {
  const t = useTestApp();
  const db = () => t().database.db;
  const headers: Record<'admin' | 'head' | 'monitor' | 'employee' | 'ceresio' | 'fre' | 'student', Headers> = {
    admin: {},
    head: {},
    monitor: {},
    employee: {},
    ceresio: {},
    fre: {},
    student: {},
  };
  let schoolId = '';
  let monitorId = '';
  let orders = 0;
  const call = (who: keyof typeof headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: headers[who] });
  const request = (who: keyof typeof headers, payload: object = {}) =>
    call(who, 'POST', '/api/theory-price-requests', payload);
  const decide = (id: string, payload: object, who: keyof typeof headers = 'admin') =>
    call(who, 'POST', `/api/theory-price-requests/${id}/decision`, payload);
  const userOf = async (email: string) => {
    const [user] = await db().select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(email);
    return user;
  };
  /** A paid order of head@demo.ch's licence article of these days, bought by `email`. */
  const buyLicences = async (email: string, quantity: number, status: 'paid' | 'cancelled' = 'paid') => {
    const buyer = await userOf(email);
    const head = await userOf('head@demo.ch');
    const [article] = await db().select().from(articles).where(eq(articles.code, 'Theo30'));
    orders += 1;
    await db()
      .insert(shopOrders)
      .values({
        series: head.schoolId ?? '',
        number: `2026-T${orders}`,
        sellerId: head.id,
        schoolId: head.schoolId,
        articleId: article?.id ?? '',
        buyerId: buyer.id,
        buyerFirstname: buyer.firstname,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerLanguage: buyer.language,
        quantity,
        unitPrice: 2240,
        subtotal: 2240 * quantity,
        vat: 0,
        total: 2240 * quantity,
        due: 2240 * quantity,
        paymentMode: 'invoice',
        status,
        accessTokenHash: `theory-${orders}`,
        termsAcceptedAt: new Date(),
      });
  };
  const approve = { decision: 'approve', price1Day: 6, price30Days: 19, price365Days: 35.5 };

  beforeAll(async () => {
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    for (const [who, email] of [
      ['admin', 'admin@demo.ch'],
      ['head', 'head@demo.ch'],
      ['monitor', 'monitor@demo.ch'],
      ['employee', 'employee@demo.ch'],
      ['ceresio', 'ceresio@demo.ch'],
      ['fre', 'fre@demo.ch'],
    ] as const) {
      headers[who] = bearer(await tokenFor(t().app, email));
    }
    // The other school's administrator holds the admin licence too, so only the school tells them apart.
    const ceresio = await userOf('ceresio@demo.ch');
    await db()
      .insert(licences)
      .values({
        ...storedLicenceKey('CERE-2026-TEST-0001'),
        modules: ['admin'],
        durationDays: 365,
        userId: ceresio.id,
        activatedAt: new Date(),
        endsAt: new Date(Date.now() + 365 * 86_400_000),
      });
    schoolId = (await userOf('head@demo.ch')).schoolId ?? '';
    monitorId = (await userOf('monitor@demo.ch')).id;
  });

  it('takes one open request a school, from its administrator only', async () => {
    const asked = await request('head', { message: '  Six moniteurs passent par nous.  ' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({
      school: { id: schoolId },
      requestedBy: { name: 'Hélène Chef' },
      message: 'Six moniteurs passent par nous.',
      status: 'pending',
      prices: null,
      decidedBy: null,
      licencesBought: 0,
    });
    const again = await request('head');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('theory_price_request_open');

    expect((await request('monitor')).statusCode).toBe(403);
    expect((await request('employee')).statusCode).toBe(403);
    expect((await request('fre')).statusCode).toBe(404);
    const mine = await call('head', 'GET', '/api/theory-price-requests');
    expect(mine.json().data).toEqual([expect.objectContaining({ id: asked.json().data.id })]);
  });

  it("hides a school's requests from another school, and lets only the product administrator decide", async () => {
    const [open] = (await call('admin', 'GET', '/api/theory-price-requests')).json().data;
    expect((await call('ceresio', 'GET', '/api/theory-price-requests')).json().data).toEqual([]);
    expect((await call('monitor', 'GET', '/api/theory-price-requests')).statusCode).toBe(403);
    for (const who of ['head', 'ceresio', 'fre'] as const) {
      const refused = await decide(open.id, approve, who);
      expect(refused.statusCode, who).toBe(403);
    }
    const [still] = await db().select().from(theoryPriceRequests).where(eq(theoryPriceRequests.id, open.id));
    expect(still?.status).toBe('pending');
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const [open] = (await call('admin', 'GET', '/api/theory-price-requests')).json().data;
    const cases: [object, string][] = [
      [{ ...approve, price1Day: -1 }, 'body.price1Day'],
      [{ ...approve, price30Days: 19.555 }, 'body.price30Days'],
      [{ decision: 'approve', price1Day: 6, price30Days: 19 }, 'body.price365Days'],
      [{ decision: 'maybe' }, 'body.decision'],
    ];
    for (const [payload, field] of cases) {
      const answer = await decide(open.id, payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    const control = await decide(open.id, { ...approve, decision: 'approve\u0007' });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.details[0]).toMatchObject({ field: 'body.decision', rule: 'control_character' });
    const message = await request('ceresio', { message: 'Bonjour\u0000' });
    expect(message.json().error.details[0]).toMatchObject({ field: 'body.message', rule: 'control_character' });
    expect((await decide('00000000-0000-4000-8000-000000000000', approve)).statusCode).toBe(404);
    const rows = await db().select().from(theoryPriceRequests);
    expect(rows.map((row) => row.status)).toEqual(['pending']);
  });

  it('refuses a request once; the school may ask again, and an approval sets its prices', async () => {
    const [open] = (await call('admin', 'GET', '/api/theory-price-requests')).json().data;
    const refused = await decide(open.id, { decision: 'refuse' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'refused', prices: null, decidedBy: { name: 'Anna Admin' } });
    const twice = await decide(open.id, approve);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('theory_price_request_decided');
    expect(await preferentialTheoryPrice(db(), { buyerId: monitorId, days: 30 })).toBeNull();

    const asked = await request('head');
    expect(asked.statusCode).toBe(201);
    const approved = await decide(asked.json().data.id, approve);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      prices: { price1Day: 6, price30Days: 19, price365Days: 35.5 },
    });
    const seen = (await call('head', 'GET', '/api/theory-price-requests')).json().data;
    expect(seen.map((row: { status: string }) => row.status)).toEqual(['approved', 'refused']);
  });

  it("prices a member's licence preferentially once the school bought 5, and a later approval replaces the price", async () => {
    await buyLicences('monitor@demo.ch', 3);
    await buyLicences('head@demo.ch', 1);
    await buyLicences('head@demo.ch', 5, 'cancelled');
    // A learner of the school (his account names it) is no member; nor is another school's monitor.
    await buyLicences('student@demo.ch', 5);
    await buyLicences('learner@demo.ch', 5);
    await buyLicences('ceresio@demo.ch', 5);
    expect(await preferentialTheoryPrice(db(), { buyerId: monitorId, days: 30 })).toBeNull();
    const [listed] = (await call('admin', 'GET', '/api/theory-price-requests'))
      .json()
      .data.filter((row: { school: { id: string } }) => row.school.id === schoolId);
    expect(listed.licencesBought).toBe(4);

    await buyLicences('monitor@demo.ch', 1);
    const head = (await userOf('head@demo.ch')).id;
    expect(await preferentialTheoryPrice(db(), { buyerId: monitorId, days: 1 })).toBe(600);
    expect(await preferentialTheoryPrice(db(), { buyerId: head, days: 30 })).toBe(1900);
    expect(await preferentialTheoryPrice(db(), { buyerId: monitorId, days: 365 })).toBe(3550);
    for (const other of ['student@demo.ch', 'ceresio@demo.ch', 'fre@demo.ch']) {
      expect(await preferentialTheoryPrice(db(), { buyerId: (await userOf(other)).id, days: 30 }), other).toBeNull();
    }

    const asked = await request('head', { message: 'Encore mieux ?' });
    await decide(asked.json().data.id, { ...approve, price30Days: 17.5 });
    expect(await preferentialTheoryPrice(db(), { buyerId: monitorId, days: 30 })).toBe(1750);

    // The checkout prices the whole order so: a member of the school at the school's price, a learner at the article's.
    const quote = (who: keyof typeof headers) =>
      call(who, 'POST', '/api/checkout/quote', { shopCode: 'HeleneChef', articleCode: 'Theo30', quantity: 3 });
    const monitorQuote = await quote('monitor');
    expect(monitorQuote.statusCode, monitorQuote.body).toBe(200);
    expect(monitorQuote.json().data.money).toMatchObject({ unitPrice: 17.5, preferential: true, total: 52.5 });
    headers.student = bearer(await tokenFor(t().app, 'student@demo.ch'));
    expect((await quote('student')).json().data.money).toMatchObject({ unitPrice: 22.4, preferential: false });
  });
});
