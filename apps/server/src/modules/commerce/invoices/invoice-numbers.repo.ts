import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoiceCounters } from '../../../db/schema';

/**
 * The next sequence of a seller's year: one upsert that raises the counter's row and keeps it
 * locked until the caller's transaction ends, so parallel invoices of one seller wait for each
 * other (no gap, no double) and a transaction that fails gives its number back.
 */
export async function nextInvoiceSequence(db: Db, seller: string, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ seller, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.seller, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter not raised');
  return row.last;
}
