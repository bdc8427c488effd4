import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardPayments } from '../../../db/schema';

export type CardPaymentRow = typeof cardPayments.$inferSelect;
type Decision = Exclude<CardPaymentRow['status'], 'waiting'>;

export async function insertCardPayment(db: Db, values: typeof cardPayments.$inferInsert): Promise<string> {
  const [row] = await db.insert(cardPayments).values(values).returning({ id: cardPayments.id });
  if (!row) throw new Error('card payment not inserted');
  return row.id;
}

export async function setProviderTransaction(db: Db, id: string, transactionId: string): Promise<void> {
  await db.update(cardPayments).set({ providerTransactionId: transactionId }).where(eq(cardPayments.id, id));
}

/** A payment by its provider transaction or its id, locked until the transaction ends (one decision at a time). */
export async function lockCardPayment(
  db: Db,
  by: { transactionId: string } | { id: string },
): Promise<CardPaymentRow | undefined> {
  const where = 'id' in by ? eq(cardPayments.id, by.id) : eq(cardPayments.providerTransactionId, by.transactionId);
  const [row] = await db.select().from(cardPayments).where(where).for('update');
  return row;
}

/** Decides a waiting payment; false when it was decided already. */
export async function decideCardPayment(
  db: Db,
  id: string,
  status: Decision,
  failureReason: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(cardPayments)
    .set({ status, failureReason, decidedAt: new Date() })
    .where(and(eq(cardPayments.id, id), eq(cardPayments.status, 'waiting')))
    .returning({ id: cardPayments.id });
  return rows.length > 0;
}

export async function findCardPaymentByToken(db: Db, tokenHash: string): Promise<CardPaymentRow | undefined> {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.tokenHash, tokenHash));
  return row;
}

/** Payments still waiting that were started before `before`, oldest first. */
export function findWaitingSince(db: Db, before: Date, limit: number): Promise<CardPaymentRow[]> {
  return db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.status, 'waiting'), lt(cardPayments.createdAt, before)))
    .orderBy(asc(cardPayments.createdAt))
    .limit(limit);
}
