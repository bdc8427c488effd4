import { and, count, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountTokens, appPasswords, rememberedDevices, sessions, users } from '../../../db/schema';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export function insertAccountToken(db: Db, values: typeof accountTokens.$inferInsert) {
  return db.insert(accountTokens).values(values);
}

export async function findUsableAccountToken(db: Db, purpose: 'register' | 'reset', tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: accountTokens, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.tokenHash, tokenHash),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row;
}

export async function markAccountTokenUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

export async function countAccountTokensSince(db: Db, userId: string, purpose: 'register' | 'reset', since: Date) {
  const [row] = await db
    .select({ count: count() })
    .from(accountTokens)
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), gte(accountTokens.createdAt, since)),
    );
  return row?.count ?? 0;
}

export function setResetCode(db: Db, id: string, codeHash: string, codeExpiresAt: Date) {
  return db.update(accountTokens).set({ codeHash, codeExpiresAt, codeAttempts: 0 }).where(eq(accountTokens.id, id));
}

export function countResetCodeAttempt(db: Db, id: string) {
  return db
    .update(accountTokens)
    .set({ codeAttempts: sql`${accountTokens.codeAttempts} + 1` })
    .where(eq(accountTokens.id, id));
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user not written');
  return user;
}

export function confirmUser(db: Db, userId: string, now: Date) {
  return db
    .update(users)
    .set({ confirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.confirmedAt)));
}

/**
 * New password: every session and remembered device of the user ends, and his app passwords
 * (phone calendar sync) go: whoever had the old password may have made one.
 */
export async function replacePassword(db: Db, userId: string, passwordHash: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx
      .update(rememberedDevices)
      .set({ revokedAt: now })
      .where(and(eq(rememberedDevices.userId, userId), isNull(rememberedDevices.revokedAt)));
    await tx.delete(appPasswords).where(eq(appPasswords.userId, userId));
  });
}
