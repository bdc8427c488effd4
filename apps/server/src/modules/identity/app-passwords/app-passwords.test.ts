import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPasswords } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, logLines, type TestApp, useTestApp } from '../../../test/test-app';

const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});
const PROPFIND_ROOT = { method: 'PROPFIND' as const, url: '/dav/', headers: { depth: '0' } };

describe('app passwords for phone sync', () => {
  const t = useTestApp();
  const call = async (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const dav = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t().app.inject({
      ...PROPFIND_ROOT,
      headers: { ...PROPFIND_ROOT.headers, ...basic(username, password) },
      remoteAddress,
    });

  it('generates a password shown once, with the CalDAV address and the user name', async () => {
    const created = await call('head@demo.ch', 'POST', '/api/accounts/me/app-passwords', { label: 'iPhone' });
    expect(created.statusCode).toBe(201);
    const { password, ...rest } = created.json().data;
    expect(password).toMatch(/^[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){4}$/);
    expect(rest).toMatchObject({
      label: 'iPhone',
      lastUsedAt: null,
      caldavUrl: `${t().config.PUBLIC_URL}/dav/`,
      username: 'head@demo.ch',
    });

    // Only its SHA-256 (of the lower-case form without dashes) is stored.
    const [row] = await t().database.db.select().from(appPasswords).where(eq(appPasswords.id, rest.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(password.replaceAll('-', '')).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(password.replaceAll('-', ''));

    const listed = await call('head@demo.ch', 'GET', '/api/accounts/me/app-passwords');
    expect(listed.json().data).toEqual({
      caldavUrl: `${t().config.PUBLIC_URL}/dav/`,
      username: 'head@demo.ch',
      passwords: [{ id: rest.id, label: 'iPhone', createdAt: rest.createdAt, lastUsedAt: null }],
      appleProfileUrl: expect.stringMatching(new RegExp(`^${t().config.PUBLIC_URL}/api/phone-sync/`)),
    });
    expect(listed.body).not.toContain(password);
    expect(listed.body).not.toContain(row?.tokenHash);
  });

  it('signs a phone in to /dav/ and records when it was last used', async () => {
    const { id, password } = (
      await call('monitor@demo.ch', 'POST', '/api/accounts/me/app-passwords', { label: 'Android' })
    ).json().data;
    expect((await dav('monitor@demo.ch', password)).statusCode).toBe(207);
    const [used] = (await call('monitor@demo.ch', 'GET', '/api/accounts/me/app-passwords')).json().data.passwords;
    expect(used).toMatchObject({ id, lastUsedAt: expect.any(String) });
    // Another account's user name with my password: refused.
    expect((await dav('head@demo.ch', password)).statusCode).toBe(401);
  });

  it('revokes a password: the phone is refused at once; another user cannot revoke mine', async () => {
    const { id, password } = (
      await call('head@demo.ch', 'POST', '/api/accounts/me/app-passwords', { label: 'Old phone' })
    ).json().data;
    expect((await dav('head@demo.ch', password)).statusCode).toBe(207);

    const foreign = await call('monitor@demo.ch', 'DELETE', `/api/accounts/me/app-passwords/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await dav('head@demo.ch', password)).statusCode).toBe(207);

    const revoked = await call('head@demo.ch', 'DELETE', `/api/accounts/me/app-passwords/${id}`);
    expect(revoked.json()).toEqual({ data: { revoked: true } });
    const refused = await dav('head@demo.ch', password);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Basic realm=/);
    expect((await call('head@demo.ch', 'DELETE', `/api/accounts/me/app-passwords/${id}`)).statusCode).toBe(404);
    const left = (await call('head@demo.ch', 'GET', '/api/accounts/me/app-passwords')).json().data.passwords;
    expect(left.map((entry: { id: string }) => entry.id)).not.toContain(id);
  });

  it('ends every app password when the account password changes', async () => {
    const { password } = (
      await call('fre@demo.ch', 'POST', '/api/accounts/me/app-passwords', { label: 'Tablet' })
    ).json().data;
    expect((await dav('fre@demo.ch', password)).statusCode).toBe(207);
    const changed = await call('fre@demo.ch', 'POST', '/api/accounts/me/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Lavaux-Terrasses-2027',
    });
    expect(changed.statusCode).toBe(200);
    expect((await dav('fre@demo.ch', password)).statusCode).toBe(401);
    const rows = await t().database.db.select().from(appPasswords);
    expect(rows.every((row) => row.label !== 'Tablet')).toBe(true);
  });

  it('needs a label of at most 60 characters', async () => {
    const response = await call('head@demo.ch', 'POST', '/api/accounts/me/app-passwords', { label: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((detail: { field: string }) => detail.field)).toEqual(['body.label']);
  });

  it('stops guessing from one address after 10 failures, while the owner’s phone keeps syncing elsewhere', async () => {
    const { password } = (
      await call('employee@demo.ch', 'POST', '/api/accounts/me/app-passwords', { label: 'Phone' })
    ).json().data;
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await dav('employee@demo.ch', `guess-${attempt}-aaaa-bbbb-cccc`, '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await dav('employee@demo.ch', password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await dav('employee@demo.ch', password, '10.2.0.2')).statusCode).toBe(207);
  });
});

describe('phone sync secrets and logs', () => {
  const { lines, logStream } = logLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream });
  });
  afterAll(() => t.dispose());

  it('never logs an app password or a feed token, even when they are used or wrong', async () => {
    const headers = bearer(await tokenFor(t.app, 'head@demo.ch'));
    const { password } = (
      await t.app.inject({ method: 'POST', url: '/api/accounts/me/app-passwords', headers, payload: { label: 'x' } })
    ).json().data;
    const calendarId = (await t.app.inject({ url: '/api/calendars', headers })).json().data[0].id;
    const { url } = (await t.app.inject({ method: 'POST', url: `/api/calendars/${calendarId}/feed`, headers })).json()
      .data;
    const feedToken = new URL(url).searchParams.get('token') ?? '';
    expect((await t.app.inject({ ...PROPFIND_ROOT, headers: basic('head@demo.ch', password) })).statusCode).toBe(207);
    await t.app.inject({ ...PROPFIND_ROOT, headers: basic('head@demo.ch', `${password}x`) });
    expect((await t.app.inject({ url: new URL(url).pathname + new URL(url).search })).statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('app_password_created');
    for (const secret of [password, password.replaceAll('-', ''), feedToken]) {
      expect(secret.length).toBeGreaterThanOrEqual(20);
      expect(log.includes(secret), 'a secret reached the log').toBe(false);
    }
  });
});
