import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { getUserByEmail, openSession } from '../modules/identity';

/** A session token for a demo account, opened directly (no sign-in route, no rate limit). */
export async function tokenFor(app: FastifyInstance, email: string): Promise<string> {
  const user = await getUserByEmail(app.database.db, email);
  if (!user) throw new Error(`no demo user ${email}`);
  return (await openSession(app.database.db, user, { ip: '127.0.0.1' })).token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Enrols two-factor sign-in through the API and answers the TOTP generator of the account. */
export async function enrolTwoFactor(app: FastifyInstance, email: string): Promise<TOTP> {
  const token = await tokenFor(app, email);
  const setup = await app.inject({ method: 'POST', url: '/api/accounts/me/two-factor', headers: bearer(token) });
  const totp = new TOTP({ secret: Secret.fromBase32(setup.json().data.secret) });
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/accounts/me/two-factor/confirm',
    headers: bearer(token),
    payload: { otp: totp.generate() },
  });
  if (confirm.statusCode !== 200) throw new Error(`two-factor enrolment failed: ${confirm.body}`);
  return totp;
}
