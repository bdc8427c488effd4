import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { calendarShares, calendars, users } from '../../../db/schema';

export type CalendarRow = typeof calendars.$inferSelect;

const share = calendarShares;

export async function findMainCalendar(db: Db, ownerId: string): Promise<CalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.ownerId, ownerId), eq(calendars.main, true)));
  return row;
}

export async function insertCalendar(db: Db, values: typeof calendars.$inferInsert): Promise<CalendarRow> {
  const [row] = await db.insert(calendars).values(values).returning();
  if (!row) throw new Error('calendar not written');
  return row;
}

export async function updateCalendar(db: Db, id: string, values: Partial<typeof calendars.$inferInsert>) {
  await db
    .update(calendars)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(calendars.id, id));
}

export async function deleteCalendar(db: Db, id: string) {
  await db.delete(calendars).where(eq(calendars.id, id));
}

export function findShares(db: Db, calendarId: string) {
  return db
    .select({
      monitor: { id: users.id, firstname: users.firstname, name: users.name, email: users.email },
      access: share.access,
    })
    .from(share)
    .innerJoin(users, eq(users.id, share.monitorId))
    .where(eq(share.calendarId, calendarId))
    .orderBy(asc(users.name), asc(users.firstname));
}

export async function upsertShare(db: Db, values: { calendarId: string; monitorId: string; access: 'read' | 'write' }) {
  await db
    .insert(share)
    .values(values)
    .onConflictDoUpdate({ target: [share.calendarId, share.monitorId], set: { access: values.access } });
}

/** Answers whether a share was there to remove. */
export async function deleteShare(db: Db, calendarId: string, monitorId: string): Promise<boolean> {
  const removed = await db
    .delete(share)
    .where(and(eq(share.calendarId, calendarId), eq(share.monitorId, monitorId)))
    .returning({ monitorId: share.monitorId });
  return removed.length > 0;
}

/** Sets the course the owner's main calendar books by default, unless one is set already. */
export async function setMainCalendarCourse(db: Db, ownerId: string, courseId: string): Promise<void> {
  await db
    .update(calendars)
    .set({ defaultCourseId: courseId })
    .where(and(eq(calendars.ownerId, ownerId), eq(calendars.main, true), isNull(calendars.defaultCourseId)));
}

/** Every share of a user's calendars, and every share with him: he leaves the school they were within. */
export async function deleteSharesOf(db: Db, userId: string): Promise<void> {
  const own = db.select({ id: calendars.id }).from(calendars).where(eq(calendars.ownerId, userId));
  await db.delete(share).where(or(eq(share.monitorId, userId), inArray(share.calendarId, own)));
}
