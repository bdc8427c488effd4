import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentCharges } from '../../../db/schema';

export type StudentChargeRow = typeof studentCharges.$inferSelect;

/** Written once per source: a second charge of the same cause is nothing. */
export async function insertStudentCharge(db: Db, values: typeof studentCharges.$inferInsert) {
  const [row] = await db.insert(studentCharges).values(values).onConflictDoNothing().returning();
  return row;
}

/** Drops an unpaid charge of a source (waived); a paid one stays. */
export async function deleteUnpaidCharge(db: Db, source: string): Promise<boolean> {
  const rows = await db
    .delete(studentCharges)
    .where(and(eq(studentCharges.source, source), isNull(studentCharges.paidOn)))
    .returning({ id: studentCharges.id });
  return rows.length > 0;
}

/** The unpaid charges in a reader's scope (a school, or one monitor). */
export function findOpenCharges(db: Db, scope: { schoolId?: string; monitorId?: string }) {
  return db
    .select()
    .from(studentCharges)
    .where(
      and(
        isNull(studentCharges.paidOn),
        scope.schoolId ? eq(studentCharges.schoolId, scope.schoolId) : undefined,
        scope.monitorId ? eq(studentCharges.monitorId, scope.monitorId) : undefined,
      ),
    );
}

export async function lockStudentCharge(db: Db, id: string): Promise<StudentChargeRow | undefined> {
  const [row] = await db.select().from(studentCharges).where(eq(studentCharges.id, id)).for('update');
  return row;
}

export async function markChargePaid(db: Db, id: string, paidOn: string, method: StudentChargeRow['paymentMethod']) {
  await db.update(studentCharges).set({ paidOn, paymentMethod: method }).where(eq(studentCharges.id, id));
}
