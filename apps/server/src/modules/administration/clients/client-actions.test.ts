import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, smsCreditEntries, users } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { hashPassword } from '../../../lib/passwords';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { autologinProof, verifyAppPassword } from '../../identity';

describe('product administration: blocking accounts, offering SMS', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    admin = bearer(await tokenFor(t().app, 'admin@demo.ch'));
    adminId = await idOf('admin@demo.ch');
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
    t().app.inject({ method, url, payload, headers });
  const post = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload });
  const signIn = (username: string, extra: object = {}) =>
    post('/api/auth/login', { username, password: DEMO_PASSWORD, ...extra });
  const idOf = async (email: string) => {
    const [row] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const auditOf = (action: string) =>
    t()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.outcome, 'success')))
      .orderBy(desc(auditEvents.at));
  const clientId = async (q: string) => (await call('GET', `/api/admin/clients?q=${q}`)).json().data[0].id as string;

  it('blocks an account: its session ends, sign-in, automatic sign-in and phone sync are refused; unblocked, it signs in', async () => {
    const monitorId = await idOf('monitor@demo.ch');
    const session = bearer(await tokenFor(t().app, 'monitor@demo.ch'));
    const remembered = (await signIn('monitor@demo.ch', { remember: true })).json().data;
    const appPassword = (await call('POST', '/api/accounts/me/app-passwords', { label: 'Phone' }, session)).json().data
      .password;
    expect(await verifyAppPassword(t().database.db, 'monitor@demo.ch', appPassword)).not.toBeNull();

    const blocked = await call('PUT', `/api/admin/users/${monitorId}/blocked`, {
      blocked: true,
      reason: 'Invoice unpaid since March',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toMatchObject({
      id: monitorId,
      email: 'monitor@demo.ch',
      blocked: true,
      blockedReason: 'Invoice unpaid since March',
    });

    expect((await call('GET', '/api/auth/me', undefined, session)).statusCode).toBe(401);
    const refused = await signIn('monitor@demo.ch');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account_blocked');
    expect(refused.json().token).toBeUndefined();
    // A wrong password still says only that: the block is told to the account's holder alone.
    const wrong = await post('/api/auth/login', { username: 'monitor@demo.ch', password: 'Wrong-Pass-2026!' });
    expect(wrong.json().error.code).toBe('invalid_credentials');
    const token1 = (await post('/api/auth/prelogin', { username: 'monitor@demo.ch' })).json().data.token1;
    const autologin = await post('/api/auth/autologin', {
      token: autologinProof(remembered.autologinToken, token1),
      username: 'monitor@demo.ch',
      autologinId: remembered.autologinId,
    });
    expect(autologin.statusCode).toBe(403);
    expect(autologin.json().error.code).toBe('account_blocked');
    expect(await verifyAppPassword(t().database.db, 'monitor@demo.ch', appPassword)).toBeNull();

    const demo = await clientId('Auto-%C3%A9cole');
    const detail = (await call('GET', `/api/admin/clients/${demo}`)).json().data;
    expect(detail).toMatchObject({ blocked: false, blockedMembers: 1 });
    expect(detail.members.find((member: { id: string }) => member.id === monitorId)).toMatchObject({
      blocked: true,
      blockedReason: 'Invoice unpaid since March',
    });
    const [audit] = await auditOf('administration.account_blocked');
    expect(audit).toMatchObject({
      userId: adminId,
      details: { targetUserId: monitorId, reason: 'Invoice unpaid since March' },
    });

    const unblocked = await call('PUT', `/api/admin/users/${monitorId}/blocked`, {
      blocked: false,
      reason: 'Invoice paid',
    });
    expect(unblocked.json().data).toMatchObject({ blocked: false, blockedAt: null, blockedReason: null });
    const again = await signIn('monitor@demo.ch');
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, bearer(again.json().token))).statusCode).toBe(200);
    expect(await verifyAppPassword(t().database.db, 'monitor@demo.ch', appPassword)).not.toBeNull();
    expect((await auditOf('administration.account_unblocked'))[0]?.details).toEqual({
      targetUserId: monitorId,
      reason: 'Invoice paid',
    });
  });

  it('never blocks his own account nor another administrator’s', async () => {
    const self = await call('PUT', `/api/admin/users/${adminId}/blocked`, { blocked: true, reason: 'Testing' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('cannot_block_self');
    const [other] = await t()
      .database.db.insert(users)
      .values({
        email: 'other-admin@demo.ch',
        role: 'admin',
        firstname: 'Otto',
        name: 'Admin',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        confirmedAt: new Date(),
      })
      .returning();
    const another = await call('PUT', `/api/admin/users/${other?.id}/blocked`, { blocked: true, reason: 'Testing' });
    expect(another.statusCode).toBe(403);
    expect(another.json().error.code).toBe('cannot_block_admin');
    const unknown = await call('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/blocked', {
      blocked: true,
      reason: 'Testing',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('offers SMS to a school: its available credits rise by the SMS offered, the reason kept and audited', async () => {
    const ceresio = await clientId('ceresio');
    const before = (await call('GET', `/api/admin/clients/${ceresio}`)).json().data.smsCredits;
    const offered = await call('POST', `/api/admin/clients/${ceresio}/sms-credits`, {
      sms: 25,
      reason: 'Welcome gift',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.available).toBe(before.available + 2500);
    expect(offered.json().data.packs).toBe(before.packs + 2500);
    const after = (await call('GET', `/api/admin/clients/${ceresio}`)).json().data.smsCredits;
    expect(after.available).toBe(before.available + 2500);

    const [entry] = await t()
      .database.db.select()
      .from(smsCreditEntries)
      .where(and(eq(smsCreditEntries.payerId, ceresio), eq(smsCreditEntries.kind, 'offer')));
    expect(entry).toMatchObject({ amount: 2500, reason: 'Welcome gift' });
    const [audit] = await auditOf('administration.sms_offered');
    expect(audit).toMatchObject({
      userId: adminId,
      schoolId: ceresio,
      details: { clientId: ceresio, kind: 'school', sms: 25, reason: 'Welcome gift' },
    });

    // A monitor without a school pays his own SMS.
    const fre = await clientId('fre@demo.ch');
    const solo = await call('POST', `/api/admin/clients/${fre}/sms-credits`, { sms: 1, reason: 'Trial' });
    expect(solo.json().data.packs).toBe(100);
    expect(
      (
        await call('POST', `/api/admin/clients/${await idOf('learner@demo.ch')}/sms-credits`, {
          sms: 1,
          reason: 'No client',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a missing or malformed reason and SMS out of range, naming the field', async () => {
    const monitorId = await idOf('monitor@demo.ch');
    const ceresio = await clientId('ceresio');
    const before = (await call('GET', `/api/admin/clients/${ceresio}`)).json().data;
    const field = async (method: 'PUT' | 'POST', url: string, payload: object) => {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response
        .json()
        .error.details.map((detail: { field: string; rule: string }) => `${detail.field} ${detail.rule}`);
    };
    const block = `/api/admin/users/${monitorId}/blocked`;
    expect((await field('PUT', block, { blocked: true }))[0]).toMatch(/^body\.reason /);
    expect(await field('PUT', block, { blocked: true, reason: 'ab' })).toEqual(['body.reason too_small']);
    expect(await field('PUT', block, { blocked: true, reason: 'Unpaid\u0007' })).toEqual([
      'body.reason control_character',
    ]);
    const offer = `/api/admin/clients/${ceresio}/sms-credits`;
    expect(await field('POST', offer, { sms: 0, reason: 'Gift' })).toEqual(['body.sms too_small']);
    expect(await field('POST', offer, { sms: 10_001, reason: 'Gift' })).toEqual(['body.sms too_big']);
    expect((await field('POST', offer, { sms: 5 }))[0]).toMatch(/^body\.reason /);
    // Nothing was blocked nor offered.
    const detail = (await call('GET', `/api/admin/clients/${ceresio}`)).json().data;
    expect(detail.blockedMembers).toBe(0);
    expect(detail.smsCredits).toEqual(before.smsCredits);
  });
});
