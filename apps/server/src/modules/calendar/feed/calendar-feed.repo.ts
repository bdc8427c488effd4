import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, calendars } from '../../../db/schema';

export async function setFeedTokenHash(db: Db, calendarId: string, tokenHash: string | null): Promise<void> {
  await db.update(calendars).set({ icsTokenHash: tokenHash }).where(eq(calendars.id, calendarId));
}

export async function findCalendarByFeedHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(calendars).where(eq(calendars.icsTokenHash, tokenHash));
  return row;
}

/** The calendar's appointments ending after `from`, in start order. */
export function findFeedAppointments(db: Db, calendarId: string, from: Date) {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.calendarId, calendarId), gte(appointments.endsAt, from)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}
