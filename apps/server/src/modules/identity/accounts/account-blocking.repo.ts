import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema';

/**
 * Blocks an account and ends every session it has, in one transaction: no request of it is
 * answered once this commits. False when there is no such account.
 */
export async function blockUser(db: Db, userId: string, reason: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ blockedAt: now, blockedReason: reason })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (rows.length === 0) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return true;
  });
}

/** False when there is no such account. */
export async function unblockUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ blockedAt: null, blockedReason: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** When each of the users last opened a session. */
export function findLastSessionStarts(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: sessions.userId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(inArray(sessions.userId, userIds))
    .groupBy(sessions.userId);
}
