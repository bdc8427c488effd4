import { randomBytes } from 'node:crypto';
import {
  APP_PASSWORDS_MAX,
  type AppPassword,
  type AppPasswordInput,
  type CreatedAppPassword,
  type PhoneSync,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { hashToken, safeEqual } from '../../../lib/secrets';
import { recordAudit } from '../../platform';
import { findUserByEmail, type UserRow } from '../auth/auth.repo';
import {
  type AppPasswordRow,
  countAppPasswords,
  deleteAppPassword,
  findAppPasswordByHash,
  findAppPasswords,
  insertAppPassword,
  touchAppPassword,
} from './app-passwords.repo';
import { appleProfileUrl } from './apple-profile';
import { caldavUrl } from './caldav-addresses';

/**
 * 32 letters and digits without the look-alikes l, o, 0 and 1: each character is 5 random bits,
 * so 20 of them hold 100 bits, and a person can type them on a phone's keyboard.
 */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 20;
/** `last_used_at` is written at most this often, so a syncing phone does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/** A new app password, grouped by four for reading it out: `k7rm-x2qp-…`. */
export function generateAppPassword(): string {
  const characters = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/** What is hashed: case, spaces and dashes do not matter (phones capitalise the first letter). */
export function normaliseAppPassword(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

const hashAppPassword = (password: string) => hashToken(normaliseAppPassword(password));

function present(row: AppPasswordRow): AppPassword {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listAppPasswords(deps: Deps, actor: Actor): Promise<PhoneSync> {
  return {
    caldavUrl: caldavUrl(deps.publicUrl),
    username: actor.username,
    passwords: (await findAppPasswords(deps.db, actor.userId)).map(present),
    appleProfileUrl: appleProfileUrl(deps, actor.userId),
  };
}

/** Generates a password, keeps only its SHA-256 and answers it this once. */
export async function createAppPassword(
  { db, log, publicUrl }: Deps,
  actor: Actor,
  input: AppPasswordInput,
  ip: string,
): Promise<CreatedAppPassword> {
  if ((await countAppPasswords(db, actor.userId)) >= APP_PASSWORDS_MAX) {
    throw new ConflictError(`At most ${APP_PASSWORDS_MAX} app passwords: revoke one you no longer use`);
  }
  const password = generateAppPassword();
  const row = await insertAppPassword(db, {
    userId: actor.userId,
    label: input.label,
    tokenHash: hashAppPassword(password),
  });
  await recordAudit(db, log, {
    action: 'app_password_created',
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    username: actor.username,
    ip,
    details: { appPasswordId: row.id, label: row.label },
  });
  return { ...present(row), password, caldavUrl: caldavUrl(publicUrl), username: actor.username };
}

/** Someone else's password (or an unknown id) is a 404: its existence is not told. */
export async function revokeAppPassword({ db, log }: Deps, actor: Actor, id: string, ip: string): Promise<void> {
  if (!(await deleteAppPassword(db, actor.userId, id))) throw new NotFoundError('No such app password');
  await recordAudit(db, log, {
    action: 'app_password_revoked',
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    username: actor.username,
    ip,
    details: { appPasswordId: id },
  });
}

/**
 * The account behind HTTP Basic credentials: the user name is the account's e-mail (any case),
 * the password one of its app passwords, never the account password. Found by the password's
 * hash (unique), then checked to belong to that account; a blocked account is refused.
 */
export async function verifyAppPassword(
  db: Db,
  username: string,
  password: string,
  now = new Date(),
): Promise<{ user: UserRow; appPassword: AppPasswordRow } | null> {
  if (normaliseAppPassword(password).length !== LENGTH) return null;
  const appPassword = await findAppPasswordByHash(db, hashAppPassword(password));
  const user = await findUserByEmail(db, username.trim());
  if (!appPassword || !user || !safeEqual(appPassword.userId, user.id) || !user.confirmedAt || user.blockedAt) {
    return null;
  }
  if (!appPassword.lastUsedAt || now.getTime() - appPassword.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await touchAppPassword(db, appPassword.id, now);
  }
  return { user, appPassword };
}
