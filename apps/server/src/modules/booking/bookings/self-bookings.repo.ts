import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  appointments,
  bookingPolicies,
  courses,
  selfBookings,
  studentMonitors,
  students,
  users,
} from '../../../db/schema';

export type SelfBookingRow = typeof selfBookings.$inferSelect;
export const OPEN_STATES = ['awaiting_payment', 'pending', 'confirmed'] as const;

/**
 * The monitors a learner may book: for each of his own student records (one per school) not
 * archived, each monitor actively linked to it who publishes his slots.
 */
export function findBookableMonitors(db: Db, userId: string) {
  return db
    .select({
      studentId: students.id,
      schoolId: students.schoolId,
      monitorId: users.id,
      firstname: users.firstname,
      name: users.name,
    })
    .from(students)
    .innerJoin(studentMonitors, eq(studentMonitors.studentId, students.id))
    .innerJoin(users, eq(users.id, studentMonitors.monitorId))
    .innerJoin(bookingPolicies, eq(bookingPolicies.monitorId, users.id))
    .where(
      and(
        eq(students.userId, userId),
        isNull(students.archivedAt),
        eq(studentMonitors.status, 'active'),
        eq(bookingPolicies.published, true),
      ),
    )
    .orderBy(asc(users.name), asc(users.firstname), asc(users.id));
}

/** The learner's open bookings to come (not cancelled, not past), counted per monitor. */
export async function countOpenBookings(db: Db, studentIds: string[], now: Date): Promise<Map<string, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({ monitorId: selfBookings.monitorId, count: sql<number>`count(*)::int` })
    .from(selfBookings)
    .where(
      and(
        inArray(selfBookings.studentId, studentIds),
        inArray(selfBookings.state, [...OPEN_STATES]),
        gt(selfBookings.startsAt, now),
      ),
    )
    .groupBy(selfBookings.monitorId);
  return new Map(rows.map((row) => [row.monitorId, row.count]));
}

export async function insertSelfBooking(db: Db, values: typeof selfBookings.$inferInsert): Promise<SelfBookingRow> {
  const [row] = await db.insert(selfBookings).values(values).returning();
  if (!row) throw new Error('self booking not written');
  return row;
}

/** A booking under its row lock: the one change that holds it decides, the next sees the outcome. */
export async function lockSelfBooking(db: Db, id: string): Promise<SelfBookingRow | undefined> {
  const [row] = await db.select().from(selfBookings).where(eq(selfBookings.id, id)).for('update');
  return row;
}

export async function findSelfBooking(db: Db, id: string): Promise<SelfBookingRow | undefined> {
  const [row] = await db.select().from(selfBookings).where(eq(selfBookings.id, id));
  return row;
}

export async function updateSelfBooking(
  db: Db,
  id: string,
  values: Partial<typeof selfBookings.$inferInsert>,
): Promise<SelfBookingRow> {
  const [row] = await db.update(selfBookings).set(values).where(eq(selfBookings.id, id)).returning();
  if (!row) throw new Error('self booking missing');
  return row;
}

const monitors = alias(users, 'monitor');

/** Bookings with the names their answer shows. */
function presentedBookings(db: Db) {
  return db
    .select({
      booking: selfBookings,
      monitorFirstname: monitors.firstname,
      monitorName: monitors.name,
      studentFirstname: students.firstname,
      studentName: students.name,
      courseLabel: courses.label,
    })
    .from(selfBookings)
    .innerJoin(monitors, eq(monitors.id, selfBookings.monitorId))
    .innerJoin(students, eq(students.id, selfBookings.studentId))
    .innerJoin(courses, eq(courses.id, selfBookings.courseId));
}
export type PresentedBookingRow = Awaited<ReturnType<ReturnType<typeof presentedBookings>['execute']>>[number];

export function findPresentedBookings(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return presentedBookings(db).where(inArray(selfBookings.id, ids));
}

/** A learner's bookings whose lesson has not ended yet, the soonest first. */
export function findBookingsOfLearner(db: Db, userId: string, now: Date) {
  const own = db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
  return presentedBookings(db)
    .where(and(inArray(selfBookings.studentId, own), gt(selfBookings.endsAt, now)))
    .orderBy(asc(selfBookings.startsAt), asc(selfBookings.id))
    .limit(100);
}

/** The bookings his students made of a monitor's time, to come; those waiting for him first. */
export function findBookingsOfMonitor(db: Db, monitorId: string, now: Date) {
  return presentedBookings(db)
    .where(and(eq(selfBookings.monitorId, monitorId), gt(selfBookings.endsAt, now)))
    .orderBy(sql`${selfBookings.state} = 'pending' desc`, asc(selfBookings.startsAt), asc(selfBookings.id))
    .limit(200);
}

/** Who to write to about a booking: the student's record, in his language. */
export async function findBookingContact(db: Db, studentId: string) {
  const [row] = await db
    .select({
      email: students.email,
      mobile: students.mobile,
      language: students.language,
      firstname: students.firstname,
      name: students.name,
      userEmail: users.email,
      userLanguage: users.language,
    })
    .from(students)
    .leftJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, studentId));
  return row;
}

/**
 * Bookings the monitor did not confirm by `confirm_by`, taken with SKIP LOCKED. (One waiting for
 * its payment ends with the payment: the provider is asked before a payment expires.)
 */
export function claimUnconfirmedBookings(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(selfBookings)
    .where(and(eq(selfBookings.state, 'pending'), lte(selfBookings.confirmBy, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The bookings still standing of these appointments (their student and id). */
export function findStandingBookingsOf(db: Db, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: selfBookings.id, appointmentId: selfBookings.appointmentId, studentId: selfBookings.studentId })
    .from(selfBookings)
    .where(and(inArray(selfBookings.appointmentId, appointmentIds), inArray(selfBookings.state, [...OPEN_STATES])));
}

/** Standing bookings whose appointment the monitor deleted in his calendar, taken with SKIP LOCKED. */
export function claimDetachedBookings(db: Db, limit: number) {
  return db
    .select()
    .from(selfBookings)
    .where(and(inArray(selfBookings.state, [...OPEN_STATES]), isNull(selfBookings.appointmentId)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Standing bookings take the times of their appointment when the monitor moved it in his calendar. */
export async function followMovedAppointments(db: Db): Promise<number> {
  const moved = await db
    .update(selfBookings)
    .set({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, selfBookings.appointmentId),
        inArray(selfBookings.state, [...OPEN_STATES]),
        or(ne(appointments.startsAt, selfBookings.startsAt), ne(appointments.endsAt, selfBookings.endsAt)),
      ),
    )
    .returning({ id: selfBookings.id });
  return moved.length;
}
