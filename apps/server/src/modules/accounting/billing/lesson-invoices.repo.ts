import type { PaymentMethod } from '@ds/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountingSettings, lessonInvoices } from '../../../db/schema';

export type LessonInvoiceRow = typeof lessonInvoices.$inferSelect;
export type AccountingSettingsRow = typeof accountingSettings.$inferSelect;

export async function insertLessonInvoice(
  db: Db,
  values: typeof lessonInvoices.$inferInsert,
): Promise<LessonInvoiceRow> {
  const [row] = await db.insert(lessonInvoices).values(values).returning();
  if (!row) throw new Error('lesson invoice not written');
  return row;
}

export async function findLessonInvoice(db: Db, id: string): Promise<LessonInvoiceRow | undefined> {
  const [row] = await db.select().from(lessonInvoices).where(eq(lessonInvoices.id, id));
  return row;
}

/** The invoice paid, if it was open (undefined otherwise: paid or cancelled before). */
export async function markLessonInvoicePaid(
  db: Db,
  id: string,
  payment: { paidOn: string; method: PaymentMethod },
): Promise<LessonInvoiceRow | undefined> {
  const [row] = await db
    .update(lessonInvoices)
    .set({ status: 'paid', paidOn: payment.paidOn, paymentMethod: payment.method })
    .where(and(eq(lessonInvoices.id, id), eq(lessonInvoices.status, 'open')))
    .returning();
  return row;
}

/** The invoice cancelled, if it was open. */
export async function markLessonInvoiceCancelled(db: Db, id: string): Promise<LessonInvoiceRow | undefined> {
  const [row] = await db
    .update(lessonInvoices)
    .set({ status: 'cancelled' })
    .where(and(eq(lessonInvoices.id, id), eq(lessonInvoices.status, 'open')))
    .returning();
  return row;
}

/** Open invoices of a school, of a monitor, or both, oldest first. */
export function findOpenLessonInvoices(db: Db, scope: { schoolId?: string; monitorId?: string }) {
  return db
    .select()
    .from(lessonInvoices)
    .where(
      and(
        eq(lessonInvoices.status, 'open'),
        scope.schoolId ? eq(lessonInvoices.schoolId, scope.schoolId) : undefined,
        scope.monitorId ? eq(lessonInvoices.monitorId, scope.monitorId) : undefined,
      ),
    )
    .orderBy(asc(lessonInvoices.issuedOn), asc(lessonInvoices.number));
}

/** Every open invoice with its seller's reminder days (the defaults where the seller kept them). */
export function findOpenInvoicesWithReminderDays(db: Db) {
  return db
    .select({
      invoice: lessonInvoices,
      reminderDays: sql<number[] | null>`${accountingSettings.reminderDays}`,
    })
    .from(lessonInvoices)
    .leftJoin(accountingSettings, eq(accountingSettings.series, lessonInvoices.series))
    .where(eq(lessonInvoices.status, 'open'))
    .orderBy(asc(lessonInvoices.dueOn));
}

/** One more reminder counted, if none was counted meanwhile (`sent` still the count read) and the invoice is open. */
export async function countReminder(db: Db, id: string, sent: number): Promise<boolean> {
  const rows = await db
    .update(lessonInvoices)
    .set({ remindersSent: sent + 1 })
    .where(and(eq(lessonInvoices.id, id), eq(lessonInvoices.status, 'open'), eq(lessonInvoices.remindersSent, sent)))
    .returning({ id: lessonInvoices.id });
  return rows.length === 1;
}

export async function findAccountingSettings(db: Db, series: string): Promise<AccountingSettingsRow | undefined> {
  const [row] = await db.select().from(accountingSettings).where(eq(accountingSettings.series, series));
  return row;
}

export async function upsertAccountingSettings(
  db: Db,
  series: string,
  values: { paymentTermDays: number; reminderDays: number[] },
): Promise<void> {
  await db
    .insert(accountingSettings)
    .values({ series, ...values })
    .onConflictDoUpdate({ target: accountingSettings.series, set: { ...values, updatedAt: new Date() } });
}
