import type { Db } from '../../../db/client';
import { blockUser, findLastSessionStarts, unblockUser } from './account-blocking.repo';

/**
 * Blocks an account (the product administrator's decision): its sessions end at once, and
 * sign-in, automatic sign-in and phone sync refuse it until it is unblocked. False: no such account.
 */
export function blockAccount(db: Db, userId: string, reason: string, now = new Date()): Promise<boolean> {
  return blockUser(db, userId, reason, now);
}

/** Lets a blocked account sign in again. False: no such account. */
export function unblockAccount(db: Db, userId: string): Promise<boolean> {
  return unblockUser(db, userId);
}

/** When each of the users last signed in (a session opened), by user id; absent: never. */
export async function lastSignIns(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  const rows = await findLastSessionStarts(db, userIds);
  return new Map(rows.flatMap((row) => (row.at ? [[row.userId, row.at] as const] : [])));
}
