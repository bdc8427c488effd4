import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { DEMO_HEAD_QUICK_ACTIONS } from '../../../db/seed/demo-preferences';
import { bearer } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

describe('POST /api/auth/login', () => {
  const t = useTestApp();
  const login = (payload: object, ip = '10.0.0.1') =>
    t().app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });

  it('signs in with the demo password and answers the me object and a session token', async () => {
    const response = await login({ username: 'Head@Demo.ch', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.me).toEqual({
      username: 'head@demo.ch',
      roles: [{ name: 'monitor' }],
      firstname: 'Hélène',
      name: 'Chef',
      // Her own app logo (the demo's), by a signed address an <img> opens.
      logo: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\?variant=original&expires=\d+&signature=/),
      ownLogo: true,
      language: 'fr',
      licenceDidactique: true,
      licenceFinance: true,
      licenceStatistiques: true,
      licenceAdmin: true,
      trainingCardLevel: 2,
      schoolHead: true,
      employee: null,
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
      quickActions: DEMO_HEAD_QUICK_ACTIONS,
      setup: { step: 'licence', done: true },
    });
    expect(body.data.autologinId).toBeUndefined();
    const me = await t().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json().data.username).toBe('head@demo.ch');
  });

  it('gives autologin credentials when asked to remember', async () => {
    const response = await login({ username: 'monitor@demo.ch', password: DEMO_PASSWORD, remember: true });
    const { data } = response.json();
    expect(data.autologinId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.autologinToken).toMatch(/^[\w-]{43}$/);
    expect(data.me.licenceAdmin).toBe(false);
  });

  it('answers one generic message for a wrong password and for an unknown user', async () => {
    const wrong = await login({ username: 'head@demo.ch', password: 'Wrong-Pass-2026!' });
    const unknown = await login({ username: 'nobody@demo.ch', password: 'Wrong-Pass-2026!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('refuses a username that is not an e-mail, naming the field', async () => {
    const response = await login({ username: 'head', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('body.username');
  });

  it('refuses an address after ten wrong passwords on one account, while its owner signs in elsewhere', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 20; i++) {
      const response = await login({ username: 'employee@demo.ch', password: `Wrong-Pass-${i}!` }, '10.0.0.9');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
    const refused = await login({ username: 'employee@demo.ch', password: DEMO_PASSWORD }, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');

    const owner = await login({ username: 'employee@demo.ch', password: DEMO_PASSWORD }, '10.0.0.10');
    expect(owner.statusCode).toBe(200);
  });

  it('writes sign-ins and failures to the audit table', async () => {
    const { auditEvents } = await import('../../../db/schema');
    const rows = await t().database.db.select().from(auditEvents);
    expect(rows.some((row) => row.action === 'login' && row.outcome === 'failure')).toBe(true);
    expect(rows.some((row) => row.action === 'login' && row.outcome === 'success' && row.ip === '10.0.0.1')).toBe(true);
  });
});

describe('sessions', () => {
  const t = useTestApp();

  it('answers 401 without a token, with an unknown token, and after logout', async () => {
    const me = (headers = {}) => t().app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await me()).statusCode).toBe(401);
    expect((await me(bearer('not-a-token'))).statusCode).toBe(401);
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'student@demo.ch', password: DEMO_PASSWORD },
    });
    const token = login.json().token;
    expect((await me(bearer(token))).statusCode).toBe(200);
    const logout = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'fre@demo.ch', password: DEMO_PASSWORD },
    });
    const token: string = login.json().token;
    const { sessions } = await import('../../../db/schema');
    const rows = await t().database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('stores the language for the next sign-in', async () => {
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'head@demo.ch', password: DEMO_PASSWORD },
    });
    const token = login.json().token;
    const change = await t().app.inject({
      method: 'PUT',
      url: '/api/auth/changelang',
      headers: bearer(token),
      payload: { language: 'de' },
    });
    expect(change.statusCode).toBe(200);
    const me = await t().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.language).toBe('de');
    const bad = await t().app.inject({
      method: 'PUT',
      url: '/api/auth/changelang',
      headers: bearer(token),
      payload: { language: 'es' },
    });
    expect(bad.json().error.details[0].field).toBe('body.language');
  });
});
