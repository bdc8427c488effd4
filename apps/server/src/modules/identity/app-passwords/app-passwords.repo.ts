import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appPasswords } from '../../../db/schema';

export type AppPasswordRow = typeof appPasswords.$inferSelect;

export function findAppPasswords(db: Db, userId: string): Promise<AppPasswordRow[]> {
  return db
    .select()
    .from(appPasswords)
    .where(eq(appPasswords.userId, userId))
    .orderBy(asc(appPasswords.createdAt), asc(appPasswords.id));
}

export async function countAppPasswords(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(appPasswords).where(eq(appPasswords.userId, userId));
  return row?.total ?? 0;
}

export async function insertAppPassword(db: Db, values: typeof appPasswords.$inferInsert): Promise<AppPasswordRow> {
  const [row] = await db.insert(appPasswords).values(values).returning();
  if (!row) throw new Error('app password not written');
  return row;
}

/** Answers whether the user had that password to remove. */
export async function deleteAppPassword(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(appPasswords)
    .where(and(eq(appPasswords.id, id), eq(appPasswords.userId, userId)))
    .returning({ id: appPasswords.id });
  return removed.length > 0;
}

export async function findAppPasswordByHash(db: Db, tokenHash: string): Promise<AppPasswordRow | undefined> {
  const [row] = await db.select().from(appPasswords).where(eq(appPasswords.tokenHash, tokenHash));
  return row;
}

export async function touchAppPassword(db: Db, id: string, at: Date): Promise<void> {
  await db.update(appPasswords).set({ lastUsedAt: at }).where(eq(appPasswords.id, id));
}
