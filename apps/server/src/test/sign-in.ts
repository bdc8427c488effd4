import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from '../modules/auth/auth.repo';
import { openSession } from '../modules/auth/session.service';

/** A session token for a demo account, opened directly (no sign-in route, no rate limit). */
export async function tokenFor(app: FastifyInstance, email: string): Promise<string> {
  const user = await findUserByEmail(app.database.db, email);
  if (!user) throw new Error(`no demo user ${email}`);
  return (await openSession(app.database.db, user, { ip: '127.0.0.1' })).token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
