import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { bearer } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { autologinProof } from './login.service';

describe('automatic sign-in (prelogin → autologin)', () => {
  const t = useTestApp();
  const post = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload });

  async function remember(username: string) {
    const response = await post('/api/auth/login', { username, password: DEMO_PASSWORD, remember: true });
    const { autologinId, autologinToken } = response.json().data;
    return { autologinId: autologinId as string, autologinToken: autologinToken as string };
  }

  async function challenge(username: string): Promise<string> {
    return (await post('/api/auth/prelogin', { username })).json().data.token1;
  }

  it('signs in again from the remembered device and rotates its token', async () => {
    const device = await remember('head@demo.ch');
    const token1 = await challenge('head@demo.ch');
    const response = await post('/api/auth/autologin', {
      token: autologinProof(device.autologinToken, token1),
      username: 'head@demo.ch',
      autologinId: device.autologinId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      licence_didactique: true,
      licence_finance: true,
      licence_statistiques: true,
      licence_administrative: true,
    });
    expect(body.data.autologinToken).not.toBe(device.autologinToken);
    const me = await t().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a replayed challenge', async () => {
    const device = await remember('monitor@demo.ch');
    const token1 = await challenge('monitor@demo.ch');
    const payload = {
      token: autologinProof(device.autologinToken, token1),
      username: 'monitor@demo.ch',
      autologinId: device.autologinId,
    };
    expect((await post('/api/auth/autologin', payload)).statusCode).toBe(200);
    const replay = await post('/api/auth/autologin', payload);
    expect(replay.statusCode).toBe(401);
  });

  it('revokes the device when an already-rotated token is presented again', async () => {
    const device = await remember('fre@demo.ch');
    const first = await post('/api/auth/autologin', {
      token: autologinProof(device.autologinToken, await challenge('fre@demo.ch')),
      username: 'fre@demo.ch',
      autologinId: device.autologinId,
    });
    const rotated: string = first.json().data.autologinToken;
    const sessionToken: string = first.json().token;

    const stolen = await post('/api/auth/autologin', {
      token: autologinProof(device.autologinToken, await challenge('fre@demo.ch')),
      username: 'fre@demo.ch',
      autologinId: device.autologinId,
    });
    expect(stolen.statusCode).toBe(401);

    const legitimate = await post('/api/auth/autologin', {
      token: autologinProof(rotated, await challenge('fre@demo.ch')),
      username: 'fre@demo.ch',
      autologinId: device.autologinId,
    });
    expect(legitimate.statusCode).toBe(401);
    const me = await t().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(sessionToken) });
    expect(me.statusCode).toBe(401);
  });

  it('answers prelogin for an unknown user like for a known one', async () => {
    const response = await post('/api/auth/prelogin', { username: 'ghost@demo.ch' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token1).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a malformed proof naming the field', async () => {
    const response = await post('/api/auth/autologin', {
      token: 'zz',
      username: 'head@demo.ch',
      autologinId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('body.token');
  });
});
