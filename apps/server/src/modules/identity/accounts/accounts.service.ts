import type { Profile, UpdateProfileInput } from '@ds/domain';
import { languageOf, toLocale } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError, UnauthorizedError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { recordAudit } from '../../platform';
import { replacePassword } from '../auth/account-tokens.repo';
import { findUserById, type UserRow } from '../auth/auth.repo';
import { assertAcceptablePassword } from '../auth/password-policy';
import { openSession } from '../auth/session.service';
import {
  listLiveDevices,
  listLiveSessions,
  revokeOwnDevice,
  revokeOwnSession,
  updateUserProfile,
} from './accounts.repo';

function presentProfile(user: UserRow): Profile {
  return {
    username: user.email,
    gender: (user.gender as Profile['gender']) ?? null,
    firstname: user.firstname,
    name: user.name,
    mobile: user.mobile,
    address: user.address,
    postcode: user.postcode,
    city: user.city,
    language: languageOf(toLocale(user.language)),
  };
}

async function ownUser(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, actor: Actor): Promise<UserRow> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new NotFoundError();
  return user;
}

export async function getProfile(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, actor: Actor): Promise<Profile> {
  return presentProfile(await ownUser(deps, actor));
}

export async function updateProfile(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  actor: Actor,
  input: UpdateProfileInput,
): Promise<Profile> {
  const [user] = await updateUserProfile(deps.db, actor.userId, input);
  if (!user) throw new NotFoundError();
  return presentProfile(user);
}

/**
 * Changes the password under the policy; every session and remembered device ends, and
 * the caller continues in a fresh session whose token is returned.
 */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
  context: { ip: string; userAgent?: string },
): Promise<string> {
  const user = await ownUser(deps, actor);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordAudit(deps.db, deps.log, {
      action: 'password_change',
      outcome: 'failure',
      userId: user.id,
      ip: context.ip,
    });
    throw new UnauthorizedError('invalid_credentials', 'The current password is wrong');
  }
  await assertAcceptablePassword(input.newPassword, 'body.newPassword');
  const now = new Date();
  await replacePassword(deps.db, user.id, await hashPassword(input.newPassword), now);
  await recordAudit(deps.db, deps.log, {
    action: 'password_change',
    outcome: 'success',
    userId: user.id,
    ip: context.ip,
  });
  return (await openSession(deps.db, user, context, now)).token;
}

export async function securityOverview(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, actor: Actor) {
  const [sessions, devices] = await Promise.all([
    listLiveSessions(deps.db, actor.userId),
    listLiveDevices(deps.db, actor.userId),
  ]);
  return {
    sessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      ip: session.ip,
      userAgent: session.userAgent,
      current: session.id === actor.sessionId,
    })),
    devices: devices.map(({ id, createdAt, lastUsedAt, userAgent }) => ({ id, createdAt, lastUsedAt, userAgent })),
  };
}

export async function revokeSession(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  actor: Actor,
  sessionId: string,
): Promise<void> {
  if (!(await revokeOwnSession(deps.db, actor.userId, sessionId, new Date())))
    throw new NotFoundError('No such session');
}

export async function revokeDevice(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  actor: Actor,
  deviceId: string,
): Promise<void> {
  if (!(await revokeOwnDevice(deps.db, actor.userId, deviceId, new Date()))) throw new NotFoundError('No such device');
}
