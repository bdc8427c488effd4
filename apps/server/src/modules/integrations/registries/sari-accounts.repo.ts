import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sariAccounts, users } from '../../../db/schema';

export type SariAccountRow = typeof sariAccounts.$inferSelect;

export async function findSariAccount(db: Db, userId: string): Promise<SariAccountRow | undefined> {
  const [row] = await db.select().from(sariAccounts).where(eq(sariAccounts.userId, userId));
  return row;
}

/**
 * The account a user's sendings go through: his own, else the first of his school's
 * administrators who has one (as mail and SMS do, spec §1 "the school's or the monitor's").
 */
export async function findSendingSariAccount(db: Db, userId: string): Promise<SariAccountRow | undefined> {
  const own = await findSariAccount(db, userId);
  if (own) return own;
  const [row] = await db
    .select({ account: sariAccounts })
    .from(sariAccounts)
    .innerJoin(users, eq(users.id, sariAccounts.userId))
    .where(
      and(
        eq(users.isSchoolHead, true),
        sql`${users.schoolId} = (select ${users.schoolId} from ${users} where ${users.id} = ${userId})`,
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row?.account;
}

/** Writes the account; new credentials forget the tokens and the last test's outcome. */
export async function upsertSariAccount(
  db: Db,
  userId: string,
  values: { username: string; clientId: string; secretSealed: string; passwordSealed: string },
): Promise<SariAccountRow> {
  const forgotten = {
    accessTokenSealed: null,
    refreshTokenSealed: null,
    accessTokenExpiresAt: null,
    verifiedAt: null,
    refusedAt: null,
  };
  const [row] = await db
    .insert(sariAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: sariAccounts.userId,
      set: { ...values, ...forgotten, version: sql`${sariAccounts.version} + 1`, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('SARI account not written');
  return row;
}

export async function deleteSariAccount(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(sariAccounts)
    .where(eq(sariAccounts.userId, userId))
    .returning({ id: sariAccounts.userId });
  return rows.length > 0;
}

export async function setSariTokens(
  db: Db,
  userId: string,
  tokens: { accessTokenSealed: string; refreshTokenSealed: string | null; accessTokenExpiresAt: Date },
): Promise<void> {
  await db.update(sariAccounts).set(tokens).where(eq(sariAccounts.userId, userId));
}

/** Records SARI's last word on the credentials: accepted (`verifiedAt`) or refused (`refusedAt`). */
export async function setSariVerdict(
  db: Db,
  userId: string,
  accepted: boolean,
  at: Date,
): Promise<SariAccountRow | undefined> {
  const [row] = await db
    .update(sariAccounts)
    .set(accepted ? { verifiedAt: at, refusedAt: null } : { refusedAt: at })
    .where(eq(sariAccounts.userId, userId))
    .returning();
  return row;
}
