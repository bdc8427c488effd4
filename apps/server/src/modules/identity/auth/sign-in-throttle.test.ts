import { DEFAULT_SIGN_IN_LIMITS } from '@ds/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { signInCounters, users } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { hashPassword } from '../../../lib/passwords';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, type TestApp, testConfig, useTestApp } from '../../../test/test-app';
import { SignInThrottle } from './sign-in-throttle.service';

const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

describe('sign-in limits', () => {
  const t = useTestApp({ SIGN_IN_ATTEMPTS_PER_IP_MINUTE: '15', SIGN_IN_FAILURES_PER_IP: '8' });

  it('lets eleven instructors of one office sign in from one address within a minute', async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const emails = Array.from({ length: 11 }, (_, i) => `office-${i}@demo.ch`);
    const confirmedAt = new Date();
    await t()
      .database.db.insert(users)
      .values(
        emails.map((email, i) => ({
          email,
          passwordHash,
          confirmedAt,
          role: 'monitor',
          firstname: `M${i}`,
          name: 'O',
        })),
      );
    const statuses = [];
    for (const email of emails) statuses.push((await login(t().app, email, DEMO_PASSWORD, '10.3.0.1')).statusCode);
    expect(statuses).toEqual(Array(11).fill(200));
  });

  it('caps all attempts of one address a minute, successes included', async () => {
    const statuses = [];
    for (let i = 0; i < 16; i++) {
      statuses.push((await login(t().app, 'head@demo.ch', DEMO_PASSWORD, '10.3.0.2')).statusCode);
    }
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(200));
    expect(statuses[15]).toBe(429);
  });

  it('refuses an address that failed on many accounts, not the accounts elsewhere', async () => {
    const accounts = ['head@demo.ch', 'monitor@demo.ch', 'fre@demo.ch', 'ceresio@demo.ch'];
    for (let i = 0; i < 8; i++) {
      expect((await login(t().app, accounts[i % 4] ?? '', 'Wrong-Pass-2026?', '10.3.0.3')).statusCode).toBe(401);
    }
    expect((await login(t().app, 'learner@demo.ch', DEMO_PASSWORD, '10.3.0.3')).statusCode).toBe(429);
    expect((await login(t().app, 'head@demo.ch', DEMO_PASSWORD, '10.3.0.4')).statusCode).toBe(200);
  });

  it('keeps the counters as keyed digests: no address or e-mail in the table', async () => {
    const rows = await t().database.db.select().from(signInCounters);
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/10\.3\.0|@demo\.ch/);
  });

  it('counts a wrong reset code or link against the address', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { token: `not-a-real-token-${i}-${'x'.repeat(30)}` },
        remoteAddress: '10.3.0.5',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

describe('sign-in limits shared by two server processes on one database', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp();
    // A second app over the same database and server key, as a second process would be.
    second = await buildApp({ config: testConfig(), database: first.database, secrets: first.secrets });
  });
  afterAll(async () => {
    await second.close();
    await first.dispose();
  });

  it('counts failures made through either, and both refuse past the limit', async () => {
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? first.app : second;
      expect((await login(app, 'monitor@demo.ch', `Wrong-${i}-Pass!`, '10.4.0.1')).statusCode).toBe(401);
    }
    expect((await login(first.app, 'monitor@demo.ch', DEMO_PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    expect((await login(second, 'monitor@demo.ch', DEMO_PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    expect((await login(second, 'monitor@demo.ch', DEMO_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });

  it('forgets an address’s failures on the account once it signs in', async () => {
    for (let i = 0; i < 9; i++) {
      expect((await login(first.app, 'fre@demo.ch', `Wrong-${i}-Pass!`, '10.4.0.3')).statusCode).toBe(401);
    }
    expect((await login(second, 'fre@demo.ch', DEMO_PASSWORD, '10.4.0.3')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login(first.app, 'fre@demo.ch', `Wrong-${i}-Again!`, '10.4.0.3')).statusCode).toBe(401);
    }
    expect((await login(second, 'fre@demo.ch', DEMO_PASSWORD, '10.4.0.3')).statusCode).toBe(200);
  });

  it('keeps the owner’s phone syncing over CalDAV while his password is being guessed', async () => {
    const headers = bearer(await tokenFor(first.app, 'ceresio@demo.ch'));
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/accounts/me/app-passwords',
      headers,
      payload: { label: 'Phone' },
    });
    const basic = `Basic ${Buffer.from(`ceresio@demo.ch:${created.json().data.password}`).toString('base64')}`;
    for (let i = 0; i < 20; i++) await login(second, 'ceresio@demo.ch', `Wrong-${i}-Pass!`, '10.4.0.9');
    const sync = await second.inject({
      method: 'PROPFIND',
      url: '/dav/',
      headers: { depth: '0', authorization: basic },
      remoteAddress: '10.4.0.9',
    });
    expect(sync.statusCode).toBe(207);
  });
});

describe('the growing delay of an account under attack', () => {
  const t = useTestApp();

  it('waits longer after each failure past five, up to the cap, but never for a known address', async () => {
    const waits: number[] = [];
    const throttle = new SignInThrottle({
      db: t().database.db,
      secrets: t().secrets,
      limits: DEFAULT_SIGN_IN_LIMITS,
      wait: async (ms) => waits.push(ms),
    });
    const owner = { channel: 'password' as const, ip: '10.5.0.1', account: 'head@demo.ch' };
    await throttle.succeeded(await throttle.admit(owner));

    for (let i = 0; i < 10; i++) {
      const attempt = { channel: 'password' as const, ip: `10.5.1.${i}`, account: 'Head@Demo.ch' };
      await throttle.admit(attempt);
      await throttle.failed(attempt);
    }
    expect(waits).toEqual([250, 500, 1_000, 2_000, 4_000]);

    waits.length = 0;
    await throttle.admit({ channel: 'password', ip: '10.5.2.1', account: 'head@demo.ch' });
    expect(waits).toEqual([5_000]);
    waits.length = 0;
    await throttle.admit(owner);
    await throttle.admit({ channel: 'app_password', ip: '10.5.2.1', account: 'head@demo.ch' });
    expect(waits).toEqual([]);
  });
});
