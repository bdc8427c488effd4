import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { autologinProof } from '../modules/auth/login.service';
import { lastMessageTo, linkToken } from './outbox';
import { bearer } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

describe('logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: stream });
  });
  afterAll(() => t.dispose());

  it('never hold a password, a token or a code, but record each sign-in as one audit line', async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const login = await post('/api/auth/login', { username: 'head@demo.ch', password: DEMO_PASSWORD, remember: true });
    const { token } = login.json();
    const { autologinId, autologinToken } = login.json().data;
    const { token1 } = (await post('/api/auth/prelogin', { username: 'head@demo.ch' })).json().data;
    const proof = autologinProof(autologinToken, token1);
    const again = await post('/api/auth/autologin', { token: proof, username: 'head@demo.ch', autologinId });
    await t.app.inject({ url: `/api/auth/me?token=${token}`, headers: bearer(token) });
    await post('/api/auth/reset', { username: 'monitor@demo.ch' });
    const resetToken = linkToken((await lastMessageTo(t.app, 'monitor@demo.ch', 'email')).body, 'reset');
    await post('/api/auth/reset/code', { token: resetToken });
    const code = (await lastMessageTo(t.app, '+41790000002', 'sms')).body.match(/\d{6}/)?.[0] ?? '';
    await post('/api/auth/reset/confirm', { token: resetToken, code, password: 'Wrong' });

    const log = lines.join('');
    const secrets = [
      DEMO_PASSWORD,
      token,
      autologinToken,
      again.json().token,
      again.json().data.autologinToken,
      token1,
      proof,
      resetToken,
      code,
    ];
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log.includes(secret), 'a secret reached the log').toBe(false);
    }
    const audit = lines.map((line) => JSON.parse(line)).filter((entry) => entry.audit);
    expect(audit.find((entry) => entry.audit.action === 'login')?.audit).toMatchObject({
      outcome: 'success',
      username: 'head@demo.ch',
      ip: '127.0.0.1',
      at: expect.stringMatching(/Z$/),
    });
    expect(audit.find((entry) => entry.audit.action === 'login').audit.schoolId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
