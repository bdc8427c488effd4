import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { smsCreditAccounts, smsCreditEntries } from '../../../db/schema';

export type CreditAccountRow = typeof smsCreditAccounts.$inferSelect;

/** The payer's credit account, locked until the transaction ends (created empty the first time). */
export async function lockCreditAccount(db: Db, payerId: string, period: string): Promise<CreditAccountRow> {
  await db.insert(smsCreditAccounts).values({ payerId, period }).onConflictDoNothing();
  const [row] = await db.select().from(smsCreditAccounts).where(eq(smsCreditAccounts.payerId, payerId)).for('update');
  if (!row) throw new Error('credit account not written');
  return row;
}

export function findCreditAccount(db: Db, payerId: string) {
  return db.query.smsCreditAccounts.findFirst({ where: eq(smsCreditAccounts.payerId, payerId) });
}

export function saveCreditAccount(
  db: Db,
  payerId: string,
  values: Pick<CreditAccountRow, 'period' | 'allowanceUsed' | 'packBalance'>,
) {
  return db
    .update(smsCreditAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(smsCreditAccounts.payerId, payerId));
}

export function insertCreditEntries(db: Db, entries: Array<typeof smsCreditEntries.$inferInsert>) {
  if (entries.length === 0) return Promise.resolve();
  return db
    .insert(smsCreditEntries)
    .values(entries)
    .onConflictDoNothing()
    .then(() => undefined);
}
