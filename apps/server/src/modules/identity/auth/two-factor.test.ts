import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

describe('two-factor sign-in', () => {
  const t = useTestApp();
  const login = (payload: object, ip: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: DEMO_PASSWORD, ...payload },
      remoteAddress: ip,
    });

  it('confines an administrator without two-factor sign-in to enrolling it', async () => {
    const token = await tokenFor(t().app, 'admin@demo.ch');
    const me = await t().app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.twoFactorSetupRequired).toBe(true);
    const licences = await t().app.inject({ url: '/api/licences', headers: bearer(token) });
    expect(licences.statusCode).toBe(403);
    expect(licences.json().error.code).toBe('two_factor_setup_required');
  });

  it('asks for the code after the password, accepts it once, and accepts a recovery code once', async () => {
    const totp = await enrolTwoFactor(t().app, 'head@demo.ch');
    const withoutCode = await login({ username: 'head@demo.ch' }, '10.3.0.1');
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().error.code).toBe('otp_required');
    expect(withoutCode.json().token).toBeUndefined();

    // The enrolment used the current step's code; the next step's code is a new one.
    const otp = totp.generate({ timestamp: Date.now() + 30_000 });
    const wrong = await login({ username: 'head@demo.ch', otp: otp === '123456' ? '654321' : '123456' }, '10.3.0.2');
    expect(wrong.json().error.code).toBe('invalid_otp');
    const ok = await login({ username: 'head@demo.ch', otp }, '10.3.0.3');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.me.twoFactorEnabled).toBe(true);
    const replay = await login({ username: 'head@demo.ch', otp }, '10.3.0.4');
    expect(replay.json().error.code).toBe('invalid_otp');
  });

  it('lets a remembered device sign in without the second factor, until it is revoked', async () => {
    const totp = await enrolTwoFactor(t().app, 'fre@demo.ch');
    const first = await login(
      { username: 'fre@demo.ch', otp: totp.generate({ timestamp: Date.now() + 30_000 }), remember: true },
      '10.3.1.1',
    );
    expect(first.statusCode).toBe(200);
    const { autologinId, autologinToken } = first.json().data;
    const { autologinProof } = await import('./login.service');
    const prelogin = await t().app.inject({
      method: 'POST',
      url: '/api/auth/prelogin',
      payload: { username: 'fre@demo.ch' },
    });
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/auth/autologin',
      payload: {
        token: autologinProof(autologinToken, prelogin.json().data.token1),
        username: 'fre@demo.ch',
        autologinId,
      },
    });
    expect(again.statusCode).toBe(200);
    const session: string = again.json().token;
    await t().app.inject({
      method: 'DELETE',
      url: `/api/accounts/me/devices/${autologinId}`,
      headers: bearer(session),
    });
    expect((await t().app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
  });

  it('gives ten recovery codes that each work once', async () => {
    const token = await tokenFor(t().app, 'monitor@demo.ch');
    const setup = await t().app.inject({ method: 'POST', url: '/api/accounts/me/two-factor', headers: bearer(token) });
    expect(setup.json().data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const { Secret, TOTP } = await import('otpauth');
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().data.secret) });
    const confirm = await t().app.inject({
      method: 'POST',
      url: '/api/accounts/me/two-factor/confirm',
      headers: bearer(token),
      payload: { otp: totp.generate() },
    });
    const codes: string[] = confirm.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect((await login({ username: 'monitor@demo.ch', recoveryCode: codes[0] }, '10.3.2.1')).statusCode).toBe(200);
    expect((await login({ username: 'monitor@demo.ch', recoveryCode: codes[0] }, '10.3.2.2')).statusCode).toBe(401);
  });

  it('keeps the administrator from turning it off, but lets others with their password', async () => {
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    const admin = await tokenFor(t().app, 'admin@demo.ch');
    const refused = await t().app.inject({
      method: 'DELETE',
      url: '/api/accounts/me/two-factor',
      headers: bearer(admin),
      payload: { password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    const head = await tokenFor(t().app, 'head@demo.ch');
    const off = await t().app.inject({
      method: 'DELETE',
      url: '/api/accounts/me/two-factor',
      headers: bearer(head),
      payload: { password: DEMO_PASSWORD },
    });
    expect(off.statusCode).toBe(200);
    expect((await login({ username: 'head@demo.ch' }, '10.3.3.1')).statusCode).toBe(200);
  });
});
