import { describe, expect, it } from 'vitest';
import { lastMessageTo, linkToken } from '../../../test/outbox';
import { useTestApp } from '../../../test/test-app';

const PASSWORD = 'Gotthard-Tunnel-57';

describe('e-mailed links checked before their next step (issue 19)', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://app.example.ch' });
  const post = (url: string, payload: object, ip = '10.19.0.1') =>
    t().app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const sent = async (recipient: string, channel: 'email' | 'sms' = 'email') =>
    (
      await t().app.inject({ url: `/api/dev/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}` })
    ).json().data.length as number;

  async function expireLinksOf(email: string): Promise<void> {
    const { accountTokens, users } = await import('../../../db/schema');
    const { eq, inArray } = await import('drizzle-orm');
    const db = t().database.db;
    const owners = db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(accountTokens.userId, owners));
  }

  it('says a reset link works without sending the code, and refuses a forged, expired or malformed one', async () => {
    await post('/api/auth/reset', { username: 'student@demo.ch' });
    const token = linkToken((await lastMessageTo(t().app, 'student@demo.ch', 'email')).body, 'reset');
    const smsBefore = await sent('+41790000003', 'sms');
    const check = await post('/api/auth/reset/check', { token });
    expect(check.json()).toEqual({ data: { valid: true } });
    expect(await sent('+41790000003', 'sms')).toBe(smsBefore);
    expect((await post('/api/auth/reset/code', { token })).statusCode).toBe(200);

    const forged = await post('/api/auth/reset/check', { token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_token');
    const short = await post('/api/auth/reset/check', { token: 'abc' });
    expect(short.json().error).toMatchObject({ code: 'validation', details: [{ field: 'body.token' }] });

    await expireLinksOf('student@demo.ch');
    expect((await post('/api/auth/reset/check', { token })).json().error.code).toBe('invalid_token');
  });

  it('e-mails a new confirmation link when the first expired, which then confirms the account', async () => {
    const signup = await post('/api/auth/signup', {
      kind: 'student',
      username: 'gian.caduff@example.ch',
      password: PASSWORD,
      firstname: 'Gian',
      name: 'Caduff',
      language: 'de',
    });
    expect(signup.statusCode).toBe(201);
    const first = linkToken((await lastMessageTo(t().app, 'gian.caduff@example.ch', 'email')).body, 'register');
    await expireLinksOf('gian.caduff@example.ch');
    expect((await post('/api/auth/register', { token: first })).json().error.code).toBe('invalid_token');

    const resend = await post('/api/auth/register/resend', { username: 'Gian.Caduff@example.ch' });
    expect(resend.json()).toEqual({ data: { sent: true } });
    const mail = await lastMessageTo(t().app, 'gian.caduff@example.ch', 'email');
    expect(mail.subject).toBe('Bestätigen Sie Ihr Konto');
    const second = linkToken(mail.body, 'register');
    expect(second).not.toBe(first);
    expect((await post('/api/auth/register', { token: second })).json()).toEqual({
      data: { username: 'gian.caduff@example.ch' },
    });
  });

  it('answers the same for a confirmed or unknown address and sends nothing, and sends five links an hour at most', async () => {
    const before = await sent('head@demo.ch');
    for (const username of ['head@demo.ch', 'nobody@example.ch']) {
      expect((await post('/api/auth/register/resend', { username })).json()).toEqual({ data: { sent: true } });
    }
    expect(await sent('head@demo.ch')).toBe(before);
    await expect(lastMessageTo(t().app, 'nobody@example.ch', 'email')).rejects.toThrow();

    await post('/api/auth/signup', {
      kind: 'monitor',
      username: 'flood@example.ch',
      password: PASSWORD,
      firstname: 'Flo',
      name: 'Od',
    });
    for (let request = 0; request < 7; request++) {
      await post('/api/auth/register/resend', { username: 'flood@example.ch' }, `10.19.1.${request}`);
    }
    expect(await sent('flood@example.ch')).toBe(5);
  });
});
