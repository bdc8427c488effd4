import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { bookingWaitlist, courses, students, users } from '../../../db/schema';

export type WaitlistRow = typeof bookingWaitlist.$inferSelect;

export async function insertWaitlistEntry(db: Db, values: typeof bookingWaitlist.$inferInsert): Promise<WaitlistRow> {
  const [row] = await db.insert(bookingWaitlist).values(values).returning();
  if (!row) throw new Error('waitlist entry not written');
  return row;
}

export async function lockWaitlistEntry(db: Db, id: string): Promise<WaitlistRow | undefined> {
  const [row] = await db.select().from(bookingWaitlist).where(eq(bookingWaitlist.id, id)).for('update');
  return row;
}

export async function updateWaitlistEntry(db: Db, id: string, values: Partial<typeof bookingWaitlist.$inferInsert>) {
  await db.update(bookingWaitlist).set(values).where(eq(bookingWaitlist.id, id));
}

/**
 * The entries waiting for a slot of the monitor on `day` of at most `minutes`, first come first;
 * `afterId` skips those up to an entry whose offer lapsed (the slot goes to the next).
 */
export function findWaitingFor(db: Db, monitorId: string, day: string, minutes: number, afterId?: string) {
  return db
    .select()
    .from(bookingWaitlist)
    .where(
      and(
        eq(bookingWaitlist.monitorId, monitorId),
        eq(bookingWaitlist.state, 'waiting'),
        lte(bookingWaitlist.fromDay, day),
        sql`${bookingWaitlist.toDay} >= ${day}`,
        lte(bookingWaitlist.lengthMinutes, minutes),
        // Compared in the database: a JavaScript date drops PostgreSQL's microseconds.
        afterId
          ? sql`(${bookingWaitlist.createdAt}, ${bookingWaitlist.id}) > (select w.created_at, w.id from booking_waitlist w where w.id = ${afterId})`
          : undefined,
      ),
    )
    .orderBy(asc(bookingWaitlist.createdAt), asc(bookingWaitlist.id))
    .limit(50);
}

/** Slots held for a waiting student (offers running), which nobody else may book meanwhile. */
export function findHeldOffers(db: Db, monitorId: string, exceptStudentId: string, now: Date) {
  return db
    .select({ start: bookingWaitlist.offerStart, end: bookingWaitlist.offerEnd })
    .from(bookingWaitlist)
    .where(
      and(
        eq(bookingWaitlist.monitorId, monitorId),
        eq(bookingWaitlist.state, 'offered'),
        gt(bookingWaitlist.offerUntil, now),
        ne(bookingWaitlist.studentId, exceptStudentId),
      ),
    );
}

/** Offers whose hold ran out, taken with SKIP LOCKED. */
export function claimLapsedOffers(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(bookingWaitlist)
    .where(and(eq(bookingWaitlist.state, 'offered'), lte(bookingWaitlist.offerUntil, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

const monitors = alias(users, 'monitor');

/** Entries with the names their answer shows. */
function presentedEntries(db: Db) {
  return db
    .select({
      entry: bookingWaitlist,
      monitorFirstname: monitors.firstname,
      monitorName: monitors.name,
      courseLabel: courses.label,
    })
    .from(bookingWaitlist)
    .innerJoin(monitors, eq(monitors.id, bookingWaitlist.monitorId))
    .innerJoin(courses, eq(courses.id, bookingWaitlist.courseId));
}
export type PresentedEntryRow = Awaited<ReturnType<ReturnType<typeof presentedEntries>['execute']>>[number];

export function findPresentedEntries(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return presentedEntries(db).where(inArray(bookingWaitlist.id, ids));
}

/** A learner's entries still waiting or offered. */
export function findEntriesOfLearner(db: Db, userId: string) {
  const own = db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
  return presentedEntries(db)
    .where(and(inArray(bookingWaitlist.studentId, own), inArray(bookingWaitlist.state, ['waiting', 'offered'])))
    .orderBy(asc(bookingWaitlist.createdAt), asc(bookingWaitlist.id));
}
