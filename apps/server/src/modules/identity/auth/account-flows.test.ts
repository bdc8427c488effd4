import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { lastMessageTo, linkToken } from '../../../test/outbox';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

const NEW_PASSWORD = 'Gotthard-Tunnel-57';

describe('sign-up and confirmation', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://app.example.ch' });
  const post = (url: string, payload: object, ip = '10.1.0.1') =>
    t().app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const signup = (overrides: object = {}) =>
    post('/api/auth/signup', {
      kind: 'student',
      username: 'lea.keller@example.ch',
      password: NEW_PASSWORD,
      firstname: 'Léa',
      name: 'Keller',
      language: 'de',
      ...overrides,
    });

  it('creates an unconfirmed account that cannot sign in until the e-mailed link is followed', async () => {
    expect((await signup()).statusCode).toBe(201);
    const login = () => post('/api/auth/login', { username: 'lea.keller@example.ch', password: NEW_PASSWORD });
    expect((await login()).json().error.code).toBe('account_unconfirmed');

    const mail = await lastMessageTo(t().app, 'lea.keller@example.ch', 'email');
    expect(mail.subject).toBe('Bestätigen Sie Ihr Konto');
    expect(mail.body).toContain('https://app.example.ch/register/');
    const token = linkToken(mail.body, 'register');

    const confirmed = await post('/api/auth/register', { token });
    expect(confirmed.json()).toEqual({ data: { username: 'lea.keller@example.ch' } });
    expect((await post('/api/auth/register', { token })).json().error.code).toBe('invalid_token');

    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.me.roles).toEqual([{ name: 'user' }]);
  });

  it('gives a new monitor the default driving lesson (60 minutes, CHF 100, individual) and his main calendar', async () => {
    expect(
      (await signup({ kind: 'monitor', username: 'nouveau.moniteur@example.ch', language: 'it' })).statusCode,
    ).toBe(201);
    const { calendars, courses, users } = await import('../../../db/schema');
    const { eq } = await import('drizzle-orm');
    const rows = await t()
      .database.db.select({
        label: courses.label,
        price: courses.priceCentimes,
        minutes: courses.durationMinutes,
        individual: courses.individual,
      })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.ownerId))
      .where(eq(users.email, 'nouveau.moniteur@example.ch'));
    expect(rows).toEqual([{ label: 'Lezione di guida', price: 10_000, minutes: 60, individual: true }]);
    const owned = await t()
      .database.db.select({
        label: calendars.label,
        main: calendars.main,
        minutes: calendars.defaultDurationMinutes,
        course: courses.label,
      })
      .from(calendars)
      .innerJoin(users, eq(users.id, calendars.ownerId))
      .leftJoin(courses, eq(courses.id, calendars.defaultCourseId))
      .where(eq(users.email, 'nouveau.moniteur@example.ch'));
    // The main calendar books the new lesson by default (the phone's booking form starts with it).
    expect(owned).toEqual([{ label: 'Il mio calendario', main: true, minutes: 60, course: 'Lezione di guida' }]);
  });

  it('says the account already exists, whatever the case of the address', async () => {
    const response = await signup({ username: 'HEAD@demo.ch' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('account_exists');
  });

  it('refuses a weak or common password and writes nothing', async () => {
    const short = await signup({ username: 'weak@example.ch', password: 'Ab1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0]).toMatchObject({ field: 'body.password', message: 'tooShort' });
    const common = await signup({ username: 'weak@example.ch', password: 'Password123' });
    expect(common.json().error.details[0]).toMatchObject({ field: 'body.password', rule: 'common' });
    const login = await post('/api/auth/login', { username: 'weak@example.ch', password: 'Password123' });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a forged confirmation token', async () => {
    const response = await post('/api/auth/register', { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_token');
  });
});

describe('password reset by e-mail link and SMS code', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, ip = '10.2.0.1') =>
    t().app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  async function resetLink(username: string): Promise<string> {
    expect((await post('/api/auth/reset', { username })).statusCode).toBe(200);
    return linkToken((await lastMessageTo(t().app, username, 'email')).body, 'reset');
  }

  it('resets the password with the code sent by SMS and ends every old session', async () => {
    const oldSession = await tokenFor(t().app, 'head@demo.ch');
    const token = await resetLink('head@demo.ch');
    const code = await post('/api/auth/reset/code', { token });
    expect(code.json().data).toEqual({ channel: 'sms', destination: '+41 79 *** ** 01' });
    const sms = await lastMessageTo(t().app, '+41790000001', 'sms');
    const digits = sms.body.match(/\d{6}/)?.[0] ?? '';

    const wrong = await post('/api/auth/reset/confirm', {
      token,
      code: digits === '000000' ? '111111' : '000000',
      password: NEW_PASSWORD,
    });
    expect(wrong.json().error.code).toBe('invalid_code');
    const done = await post('/api/auth/reset/confirm', { token, code: digits, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);

    const me = await t().app.inject({ url: '/api/auth/me', headers: bearer(oldSession) });
    expect(me.statusCode).toBe(401);
    const login = await post('/api/auth/login', { username: 'head@demo.ch', password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    const reuse = await post('/api/auth/reset/confirm', { token, code: digits, password: NEW_PASSWORD });
    expect(reuse.json().error.code).toBe('invalid_token');
  });

  it('sends the code by e-mail when the account has no mobile', async () => {
    const token = await resetLink('employee@demo.ch');
    const code = await post('/api/auth/reset/code', { token });
    expect(code.json().data).toEqual({ channel: 'email', destination: 'e***@demo.ch' });
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const response = await post('/api/auth/reset', { username: 'nobody@demo.ch' });
    expect(response.json()).toEqual({ data: { sent: true } });
    await expect(lastMessageTo(t().app, 'nobody@demo.ch', 'email')).rejects.toThrow();
  });

  it('e-mails at most five reset links to an account an hour, answering the same to every request', async () => {
    const outbox = async () =>
      (await t().app.inject({ url: '/api/dev/outbox?channel=email&recipient=fre%40demo.ch' })).json().data.length;
    const before = await outbox();
    for (let request = 0; request < 7; request++) {
      const response = await post('/api/auth/reset', { username: 'fre@demo.ch' }, `10.2.3.${request}`);
      expect(response.json()).toEqual({ data: { sent: true } });
    }
    expect((await outbox()) - before).toBe(5);
  });

  it('burns the link after five wrong codes', async () => {
    const token = await resetLink('monitor@demo.ch');
    await post('/api/auth/reset/code', { token }, '10.2.0.2');
    const sms = await lastMessageTo(t().app, '+41790000002', 'sms');
    const right = sms.body.match(/\d{6}/)?.[0] ?? '';
    const wrong = right === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) {
      const ip = `10.2.1.${attempt}`;
      expect(
        (await post('/api/auth/reset/confirm', { token, code: wrong, password: NEW_PASSWORD }, ip)).statusCode,
      ).toBe(400);
    }
    const late = await post('/api/auth/reset/confirm', { token, code: right, password: NEW_PASSWORD }, '10.2.2.1');
    expect(late.json().error.code).toBe('invalid_token');
    const login = await post('/api/auth/login', { username: 'monitor@demo.ch', password: DEMO_PASSWORD }, '10.2.2.2');
    expect(login.statusCode).toBe(200);
  });
});
