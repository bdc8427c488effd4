import type { PaymentMethod } from '@ds/domain';
import type { Db } from '../../../db/client';
import { settleAppointment } from '../../calendar';
import { recordStudentEvent } from '../../students';
import {
  type BilledLessonRow,
  clearLessonsInvoice,
  countLessonsOfInvoices,
  findChargesOfLessons,
  findLessonsOfInvoice,
  findOpenLessons,
  lockLessons,
  markLessonsPaid,
  setLessonsInvoice,
} from './lesson-billing.repo';

/** A lesson as accounting bills it. */
export interface BilledLesson {
  id: string;
  schoolId: string | null;
  monitorId: string;
  studentId: string;
  appointmentId: string | null;
  startedAt: Date;
  ended: boolean;
  /** Centimes, frozen when it ended. */
  priceCentimes: number | null;
  /** The course it was given as. */
  courseLabel: string | null;
  invoiceId: string | null;
  offered: boolean;
  /** Its own flag, or its appointment marked paid in the calendar (`lessonPaymentOf`). */
  paid: boolean;
  /** What it is charged beside its price (its infrastructures), frozen when it ended, in centimes. */
  charges: { label: string; amountCentimes: number }[];
}

/** An owed lesson with the student who owes it. */
export interface OpenLesson extends BilledLesson {
  student: { firstname: string; name: string; email: string | null; language: string | null };
}

/** The rows as billed lessons, each with its charges (read in one statement). */
async function withCharges<Row extends BilledLessonRow>(
  db: Db,
  rows: Row[],
): Promise<(Row & { charges: BilledLesson['charges'] })[]> {
  const charges = new Map<string, BilledLesson['charges']>();
  if (rows.length > 0) {
    for (const { lessonId, ...charge } of await findChargesOfLessons(
      db,
      rows.map((row) => row.id),
    )) {
      charges.set(lessonId, [...(charges.get(lessonId) ?? []), charge]);
    }
  }
  return rows.map((row) => ({ ...row, charges: charges.get(row.id) ?? [] }));
}

function billedLessonOf(row: BilledLessonRow & { charges: BilledLesson['charges'] }): BilledLesson {
  return {
    id: row.id,
    schoolId: row.schoolId,
    monitorId: row.monitorId,
    studentId: row.studentId,
    appointmentId: row.appointmentId,
    startedAt: row.startedAt,
    ended: row.endedAt !== null,
    priceCentimes: row.priceCentimes,
    courseLabel: row.courseLabel,
    invoiceId: row.invoiceId,
    offered: row.offered,
    paid: row.appointmentPaid ?? row.ownPaid,
    charges: row.charges,
  };
}

/** The lessons by id (those that exist), locked until the caller's transaction ends, oldest first. */
export async function lockLessonsForBilling(tx: Db, ids: string[]): Promise<BilledLesson[]> {
  return (await withCharges(tx, await lockLessons(tx, ids))).map(billedLessonOf);
}

/** The lessons an invoice bills, oldest first. */
export async function lessonsOfInvoice(db: Db, invoiceId: string): Promise<BilledLesson[]> {
  return (await withCharges(db, await findLessonsOfInvoice(db, invoiceId))).map(billedLessonOf);
}

/** How many lessons each of the invoices bills (none: absent). */
export function lessonCountsOfInvoices(db: Db, invoiceIds: string[]): Promise<Map<string, number>> {
  return countLessonsOfInvoices(db, invoiceIds);
}

/** Ended lessons with a price or a charge still owed one by one (unpaid, not offered, on no invoice), oldest first. */
export async function openLessons(db: Db, scope: { schoolId?: string; monitorId?: string }): Promise<OpenLesson[]> {
  return (await withCharges(db, await findOpenLessons(db, scope))).map((row) => ({
    ...billedLessonOf(row),
    student: row.student,
  }));
}

/**
 * Lessons paid on a day by a method (accounting's recording, an invoice's payment), in the
 * caller's transaction: their appointments follow and each student's trail records who did it.
 */
export async function recordLessonsPayment(
  tx: Db,
  actorId: string,
  lessons: BilledLesson[],
  payment: { paidOn: string; method: PaymentMethod },
): Promise<void> {
  if (lessons.length === 0) return;
  await markLessonsPaid(
    tx,
    lessons.map((lesson) => lesson.id),
    payment,
  );
  for (const lesson of lessons) {
    if (lesson.appointmentId) await settleAppointment(tx, lesson.appointmentId, true);
    await recordStudentEvent(tx, {
      studentId: lesson.studentId,
      actorId,
      action: 'lessonPayment',
      details: { lessonId: lesson.id, lessonStart: lesson.startedAt.toISOString(), title: null, payment: 'paid' },
    });
  }
}

/** The lessons are billed on the invoice: no longer owed one by one. */
export function billLessonsOnInvoice(tx: Db, lessonIds: string[], invoiceId: string): Promise<void> {
  return setLessonsInvoice(tx, lessonIds, invoiceId);
}

/** An invoice cancelled: its lessons are owed one by one again. */
export function releaseLessonsOfInvoice(tx: Db, invoiceId: string): Promise<void> {
  return clearLessonsInvoice(tx, invoiceId);
}
