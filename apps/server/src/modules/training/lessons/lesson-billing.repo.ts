import type { PaymentMethod } from '@ds/domain';
import { and, asc, count, eq, exists, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, courses, lessonCharges, lessons, students } from '../../../db/schema';

const billedLessonColumns = {
  id: lessons.id,
  schoolId: lessons.schoolId,
  monitorId: lessons.monitorId,
  studentId: lessons.studentId,
  appointmentId: lessons.appointmentId,
  startedAt: lessons.startedAt,
  endedAt: lessons.endedAt,
  priceCentimes: lessons.priceCentimes,
  courseLabel: courses.label,
  invoiceId: lessons.invoiceId,
  offered: lessons.offered,
  ownPaid: lessons.paid,
  appointmentPaid: appointments.paid,
};

function billedLessons(db: Db) {
  return db
    .select(billedLessonColumns)
    .from(lessons)
    .leftJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(appointments, eq(appointments.id, lessons.appointmentId));
}

export type BilledLessonRow = Awaited<ReturnType<typeof lockLessons>>[number];

/** Lessons by id, their rows locked until the transaction ends: their payment or invoice is decided one at a time. */
export function lockLessons(db: Db, ids: string[]) {
  return billedLessons(db)
    .where(inArray(lessons.id, ids))
    .orderBy(asc(lessons.startedAt))
    .for('update', { of: lessons });
}

export function findLessonsOfInvoice(db: Db, invoiceId: string) {
  return billedLessons(db).where(eq(lessons.invoiceId, invoiceId)).orderBy(asc(lessons.startedAt));
}

/** How many lessons each of the invoices bills. */
export async function countLessonsOfInvoices(db: Db, invoiceIds: string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: lessons.invoiceId, lessons: count() })
    .from(lessons)
    .where(inArray(lessons.invoiceId, invoiceIds))
    .groupBy(lessons.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId as string, row.lessons]));
}

/** The charges of the lessons, by name. */
export function findChargesOfLessons(db: Db, lessonIds: string[]) {
  return db
    .select({
      lessonId: lessonCharges.lessonId,
      label: lessonCharges.label,
      amountCentimes: lessonCharges.amountCentimes,
    })
    .from(lessonCharges)
    .where(inArray(lessonCharges.lessonId, lessonIds))
    .orderBy(asc(lessonCharges.label));
}

/**
 * Ended lessons owed and billable one by one: not settled as the domain's `lessonPaymentOf` says
 * (their appointment's paid flag, else their own), not offered, priced or charged, on no invoice; of
 * a school, of a monitor, or both; oldest first.
 */
export function findOpenLessons(db: Db, scope: { schoolId?: string; monitorId?: string }) {
  const unsettled = sql`not coalesce(${appointments.paid}, ${lessons.paid})`;
  const charged = exists(
    db.select({ id: lessonCharges.id }).from(lessonCharges).where(eq(lessonCharges.lessonId, lessons.id)),
  );
  return db
    .select({
      ...billedLessonColumns,
      student: {
        firstname: students.firstname,
        name: students.name,
        email: students.email,
        language: students.language,
      },
    })
    .from(lessons)
    .innerJoin(students, eq(students.id, lessons.studentId))
    .leftJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(appointments, eq(appointments.id, lessons.appointmentId))
    .where(
      and(
        scope.schoolId ? eq(lessons.schoolId, scope.schoolId) : undefined,
        scope.monitorId ? eq(lessons.monitorId, scope.monitorId) : undefined,
        isNotNull(lessons.endedAt),
        eq(lessons.offered, false),
        isNull(lessons.invoiceId),
        or(isNotNull(lessons.priceCentimes), charged),
        unsettled,
      ),
    )
    .orderBy(asc(lessons.startedAt));
}

export async function markLessonsPaid(
  db: Db,
  ids: string[],
  payment: { paidOn: string; method: PaymentMethod },
): Promise<void> {
  await db
    .update(lessons)
    .set({ paid: true, offered: false, paidOn: payment.paidOn, paymentMethod: payment.method })
    .where(inArray(lessons.id, ids));
}

export async function setLessonsInvoice(db: Db, ids: string[], invoiceId: string): Promise<void> {
  await db.update(lessons).set({ invoiceId }).where(inArray(lessons.id, ids));
}

export async function clearLessonsInvoice(db: Db, invoiceId: string): Promise<void> {
  await db.update(lessons).set({ invoiceId: null }).where(eq(lessons.invoiceId, invoiceId));
}
