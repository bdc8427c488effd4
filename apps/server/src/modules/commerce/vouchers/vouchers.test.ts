import { dayPlus, schoolDay } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopSellers, users, voucherMovements, vouchers } from '../../../db/schema';
import { DEMO_LICENCE_KEYS } from '../../../db/seed/demo';
import { DEMO_SELLER_CODE } from '../../../db/seed/demo-articles';
import { DEMO_VOUCHER_CODES } from '../../../db/seed/demo-vouchers';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { redeemVoucher } from './voucher-redemption.service';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

describe('gift vouchers', () => {
  // Few failures before the checkout's preview answers 429, so the last test reaches it quickly.
  const t = useTestApp({ SIGN_IN_FAILURES_PER_IP: '6' });
  const today = schoolDay(new Date());
  const nextYear = dayPlus(today, 365);
  let head: Headers;
  let monitor: Headers;
  let ceresio: Headers;
  let headSeller: { userId: string; schoolId: string | null };
  let ceresioSeller: { userId: string; schoolId: string | null };

  const call = (headers: Headers, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers });
  const issue = async (headers: Headers, payload: object) => {
    const answer = await call(headers, 'POST', '/api/vouchers', { validFrom: today, validTo: nextYear, ...payload });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  };
  const redeem = (code: string, wanted: number, seller = headSeller) =>
    t()
      .database.db.transaction((tx) => redeemVoucher(tx, { seller, code, wantedCentimes: wanted, actorId: null }))
      .then((redemption) => redemption.taken);
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'redeemed',
      (error: { code?: string }) => error.code,
    );
  const sellerOf = async (email: string) => {
    const [user] = await t()
      .database.db.select({ userId: users.id, schoolId: users.schoolId })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new Error(`no ${email}`);
    return user;
  };
  /** The movements always add up to what is available. */
  const expectBalanced = async (id: string) => {
    const detail = (await call(head, 'GET', `/api/vouchers/${id}`)).json().data;
    const sum = detail.movements.reduce((total: number, movement: { amount: number }) => total + movement.amount, 0);
    expect(Math.round(sum * 100)).toBe(Math.round(detail.available * 100));
    return detail;
  };

  beforeAll(async () => {
    head = bearer(await tokenFor(t().app, 'head@demo.ch'));
    monitor = bearer(await tokenFor(t().app, 'monitor@demo.ch'));
    ceresio = bearer(await tokenFor(t().app, 'ceresio@demo.ch'));
    // The demo's monitors have no admin licence: each activates one of the demo's keys.
    const [monitorKey, ceresioKey] = DEMO_LICENCE_KEYS.toActivate;
    expect((await call(monitor, 'POST', '/api/licences/activate', { key: monitorKey })).statusCode).toBe(200);
    expect((await call(ceresio, 'POST', '/api/licences/activate', { key: ceresioKey })).statusCode).toBe(200);
    headSeller = await sellerOf('head@demo.ch');
    ceresioSeller = await sellerOf('ceresio@demo.ch');
  });

  it("seeds the demo school's vouchers: one untouched, one partly spent, one disabled, each balanced", async () => {
    const demo = async (code: string) => {
      const [found] = (await call(head, 'GET', `/api/vouchers?q=${code}`)).json().data;
      return expectBalanced(found.id);
    };
    expect(await demo(DEMO_VOUCHER_CODES.unused)).toMatchObject({ amount: 50, available: 50, status: 'usable' });
    const partly = await demo(DEMO_VOUCHER_CODES.partlyUsed);
    expect(partly).toMatchObject({ amount: 100, available: 70, status: 'usable' });
    expect(partly.movements.map((movement: { kind: string }) => movement.kind)).toEqual([
      'issue',
      'redemption',
      'correction',
    ]);
    expect(await demo(DEMO_VOUCHER_CODES.disabled)).toMatchObject({ available: 0, state: 'disabled' });
  });

  it('issues a voucher with a 13-character code, lists and finds it, with its issue recorded', async () => {
    const voucher = await issue(head, { amount: 50, buyerName: 'Anna Keller', beneficiaryName: 'Luca Keller' });
    expect(voucher).toMatchObject({
      amount: 50,
      available: 50,
      state: 'active',
      status: 'usable',
      source: 'manual',
      validFrom: today,
      validTo: nextYear,
      buyerName: 'Anna Keller',
      beneficiaryName: 'Luca Keller',
      schoolName: 'Auto-école Démo',
      disabledAt: null,
    });
    expect(voucher.code).toMatch(/^[2-9A-HJKMNP-Z]{13}$/);
    expect(voucher.movements).toEqual([
      expect.objectContaining({ kind: 'issue', amount: 50, availableAfter: 50, reason: null }),
    ]);
    expect(voucher.movements[0].actor.name).toBe(voucher.seller.name);

    const list = (await call(head, 'GET', '/api/vouchers')).json();
    expect(list.data.map((item: { id: string }) => item.id)).toContain(voucher.id);
    const typed = `${voucher.code.slice(0, 4).toLowerCase()}-${voucher.code.slice(4, 9)}`;
    const found = (await call(head, 'GET', `/api/vouchers?q=${encodeURIComponent(typed)}`)).json();
    expect(found.data.map((item: { id: string }) => item.id)).toEqual([voucher.id]);
    const byName = (await call(head, 'GET', '/api/vouchers?q=keller&status=usable')).json();
    expect(byName.data.map((item: { id: string }) => item.id)).toContain(voucher.id);
    const disabled = (await call(head, 'GET', '/api/vouchers?q=keller&status=disabled')).json();
    expect(disabled.page.total).toBe(0);
  });

  it('corrects the amount up and down with a reason, never below nothing', async () => {
    const voucher = await issue(head, { amount: 40 });
    const url = `/api/vouchers/${voucher.id}/corrections`;
    const up = await call(head, 'POST', url, { amount: 10.5, reason: 'Geste commercial' });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data.available).toBe(50.5);
    const down = await call(head, 'POST', url, { amount: -20, reason: 'Erreur de saisie' });
    expect(down.json().data.available).toBe(30.5);

    const below = await call(head, 'POST', url, { amount: -30.55, reason: 'Trop' });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.details).toEqual([expect.objectContaining({ field: 'body.amount', rule: 'below_zero' })]);

    const detail = await expectBalanced(voucher.id);
    expect(detail.available).toBe(30.5);
    expect(
      detail.movements.map((movement: { kind: string; amount: number; reason: string | null }) => movement),
    ).toEqual([
      expect.objectContaining({ kind: 'issue', amount: 40 }),
      expect.objectContaining({ kind: 'correction', amount: 10.5, reason: 'Geste commercial', availableAfter: 50.5 }),
      expect.objectContaining({ kind: 'correction', amount: -20, reason: 'Erreur de saisie', availableAfter: 30.5 }),
    ]);
  });

  it('refuses bad input naming the field', async () => {
    const voucher = await issue(head, { amount: 10 });
    const noReason = await call(head, 'POST', `/api/vouchers/${voucher.id}/corrections`, { amount: 5 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.map((detail: { field: string }) => detail.field)).toEqual(['body.reason']);

    const control = await call(head, 'POST', '/api/vouchers', {
      amount: 20,
      validFrom: today,
      validTo: nextYear,
      beneficiaryName: 'Luca\u0007',
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.details[0]).toMatchObject({ field: 'body.beneficiaryName', rule: 'control_character' });

    const fields = async (payload: object) =>
      (await call(head, 'POST', '/api/vouchers', { amount: 20, validFrom: today, validTo: nextYear, ...payload }))
        .json()
        .error.details.map((detail: { field: string; rule: string }) => `${detail.field} ${detail.rule}`);
    expect(await fields({ amount: 0 })).toEqual(['body.amount not_positive']);
    expect(await fields({ validTo: dayPlus(today, -1), validFrom: dayPlus(today, -2) })).toEqual([
      'body.validTo ends_in_past',
    ]);
    expect(await fields({ validTo: today, validFrom: dayPlus(today, 1) })).toEqual(['body.validTo end_before_start']);
    expect(
      (await call(head, 'POST', '/api/vouchers/check', { code: 'ABC', amount: 10 })).json().error.details[0].field,
    ).toBe('body.code');
  });

  it('takes part of a voucher, then what is left, then refuses it used up', async () => {
    const voucher = await issue(head, { amount: 50 });
    expect(await redeem(voucher.code, 3_000)).toBe(3_000);
    expect((await call(head, 'GET', `/api/vouchers/${voucher.id}`)).json().data.available).toBe(20);
    // Typed in lower case with its dashes.
    const typed = `${voucher.code.slice(0, 4)}-${voucher.code.slice(4)}`.toLowerCase();
    expect(await redeem(typed, 5_000)).toBe(2_000);
    expect(await refusalOf(redeem(voucher.code, 100))).toBe('voucher_exhausted');

    const detail = await expectBalanced(voucher.id);
    expect(detail).toMatchObject({ available: 0, status: 'exhausted' });
    expect(
      detail.movements.map((movement: { kind: string; amount: number }) => [movement.kind, movement.amount]),
    ).toEqual([
      ['issue', 50],
      ['redemption', -30],
      ['redemption', -20],
    ]);
  });

  it('two redemptions of the last francs at once: one takes them, the other what is left or nothing', async () => {
    const last = await issue(head, { amount: 10 });
    const both = await Promise.all([
      refusalOf(redeem(last.code, 1_000).then((taken) => expect(taken).toBe(1_000))),
      refusalOf(redeem(last.code, 1_000).then((taken) => expect(taken).toBe(1_000))),
    ]);
    expect(both.sort()).toEqual(['redeemed', 'voucher_exhausted']);
    expect((await expectBalanced(last.id)).available).toBe(0);

    const shared = await issue(head, { amount: 20 });
    const taken = await Promise.all([redeem(shared.code, 1_500), redeem(shared.code, 1_500)]);
    expect(taken.sort((a, b) => a - b)).toEqual([500, 1_500]);
    const detail = await expectBalanced(shared.id);
    expect(detail.available).toBe(0);
    expect(detail.movements.filter((movement: { kind: string }) => movement.kind === 'redemption')).toHaveLength(2);
  });

  it('disables a voucher for good: what was left written off, no correction nor redemption after', async () => {
    const voucher = await issue(head, { amount: 25 });
    await redeem(voucher.code, 500);
    const disabled = await call(head, 'PUT', `/api/vouchers/${voucher.id}/disabled`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ state: 'disabled', status: 'disabled', available: 0 });
    expect(disabled.json().data.movements.at(-1)).toMatchObject({ kind: 'disable', amount: -20, availableAfter: 0 });
    await expectBalanced(voucher.id);

    const again = await call(head, 'PUT', `/api/vouchers/${voucher.id}/disabled`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('voucher_disabled');
    const correction = await call(head, 'POST', `/api/vouchers/${voucher.id}/corrections`, {
      amount: 5,
      reason: 'Réactivation',
    });
    expect(correction.statusCode).toBe(409);
    expect(await refusalOf(redeem(voucher.code, 100))).toBe('voucher_disabled');
  });

  it('pays only within its validity window, only at its seller, never with an unknown code', async () => {
    const later = await issue(head, { amount: 30, validFrom: dayPlus(today, 1) });
    expect(later.status).toBe('notYetValid');
    expect(await refusalOf(redeem(later.code, 100))).toBe('voucher_not_yet_valid');

    const expired = await issue(head, { amount: 30 });
    await t()
      .database.db.update(vouchers)
      .set({ validFrom: dayPlus(today, -30), validTo: dayPlus(today, -1) })
      .where(eq(vouchers.id, expired.id));
    expect(await refusalOf(redeem(expired.code, 100))).toBe('voucher_expired');
    expect((await call(head, 'GET', `/api/vouchers/${expired.id}`)).json().data.status).toBe('expired');

    const usable = await issue(head, { amount: 30 });
    expect(await refusalOf(redeem(usable.code, 100, ceresioSeller))).toBe('invalid_voucher');
    expect(await refusalOf(redeem('ZZZZ-ZZZZZ-ZZZZ', 100))).toBe('invalid_voucher');
    // Nothing was taken by the refusals.
    const movements = await t()
      .database.db.select()
      .from(voucherMovements)
      .where(eq(voucherMovements.voucherId, usable.id));
    expect(movements).toHaveLength(1);
  });

  it("keeps each seller to his vouchers and the head to his school's; another school's are unknown (404)", async () => {
    const mine = await issue(monitor, { amount: 15 });
    expect(mine.seller.name).toBe('Marco Rossi');
    const headsList = (await call(head, 'GET', '/api/vouchers?q=')).json().data.map((item: { id: string }) => item.id);
    expect(headsList).toContain(mine.id);
    const headVoucher = await issue(head, { amount: 12 });
    const monitorsList = (await call(monitor, 'GET', '/api/vouchers')).json().data;
    expect(monitorsList.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    expect((await call(monitor, 'GET', `/api/vouchers/${headVoucher.id}`)).statusCode).toBe(404);

    expect((await call(ceresio, 'GET', '/api/vouchers')).json().page.total).toBe(0);
    for (const [method, url, payload] of [
      ['GET', `/api/vouchers/${headVoucher.id}`],
      ['POST', `/api/vouchers/${headVoucher.id}/corrections`, { amount: 1, reason: 'Intrusion' }],
      ['PUT', `/api/vouchers/${headVoucher.id}/disabled`],
    ] as [Method, string, object?][]) {
      const answer = await call(ceresio, method, url, payload);
      expect(answer.statusCode, url).toBe(404);
    }
    expect((await call(head, 'GET', `/api/vouchers/${headVoucher.id}`)).json().data.state).toBe('active');

    const student = bearer(await tokenFor(t().app, 'student@demo.ch'));
    expect((await call(student, 'GET', '/api/vouchers')).statusCode).toBe(403);
    const employee = bearer(await tokenFor(t().app, 'employee@demo.ch'));
    expect((await call(employee, 'GET', '/api/vouchers')).statusCode).toBe(403);
  });

  it('previews a voucher at the checkout without a session, at its seller only; unknown codes end in 429', async () => {
    const voucher = await issue(head, { amount: 40 });
    // The demo gives head@demo.ch her seller code; ceresio@demo.ch gets one here.
    await t().database.db.insert(shopSellers).values({ userId: ceresioSeller.userId, code: 'Ceresio026' });
    const check = (payload: object) => t().app.inject({ method: 'POST', url: '/api/vouchers/check', payload });

    const preview = await check({ sellerCode: DEMO_SELLER_CODE, code: voucher.code.toLowerCase(), amount: 55.5 });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({ code: voucher.code, available: 40, applicable: 40, validTo: nextYear });
    expect((await check({ code: voucher.code, amount: 12.35 })).json().data.applicable).toBe(12.35);
    // A preview takes nothing.
    expect((await call(head, 'GET', `/api/vouchers/${voucher.id}`)).json().data.movements).toHaveLength(1);

    const elsewhere = await check({ sellerCode: 'Ceresio026', code: voucher.code, amount: 10 });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('invalid_voucher');
    const refusals = [];
    for (let attempt = 0; attempt < 6; attempt++)
      refusals.push((await check({ code: `ZZZZZZZZZZZ${attempt}Z`, amount: 10 })).statusCode);
    expect(refusals.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(refusals.at(-1)).toBe(429);
    // The address is refused every voucher check until the window ends, a right code too.
    expect((await check({ code: voucher.code, amount: 10 })).statusCode).toBe(429);
  });
});
