import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { hashToken, randomToken } from '../../../lib/secrets';
import { buildActor } from './account-standing';
import {
  findLiveSession,
  insertSession,
  revokeSessionById,
  type SessionRow,
  touchSession,
  type UserRow,
} from './auth.repo';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 4 * 60 * 60 * 1000;
/** …and in any case this long after sign-in (a remembered device signs in again silently). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface NewSession {
  token: string;
  session: SessionRow;
}

export async function openSession(
  db: Db,
  user: UserRow,
  context: { ip?: string; userAgent?: string; deviceId?: string },
  now = new Date(),
): Promise<NewSession> {
  const token = randomToken();
  const session = await insertSession(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    deviceId: context.deviceId,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return { token, session };
}

/** The actor behind a bearer token, or null when the token is unknown, revoked, idle or expired. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<Actor | null> {
  const row = await findLiveSession(db, hashToken(token), now);
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS) {
    await revokeSessionById(db, row.sessionId, now);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await touchSession(db, row.sessionId, now);
  return buildActor({ ...row, id: row.userId }, row, row.sessionId, now);
}

export function closeSession(db: Db, sessionId: string, now = new Date()) {
  return revokeSessionById(db, sessionId, now);
}
