import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, calendars } from '../../../db/schema';

/** The appointments of a member's own local calendars starting from `from`. */
export function findFutureAppointmentsOf(db: Db, userId: string, from: Date) {
  const own = db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.ownerId, userId), eq(calendars.provider, 'local')));
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      allDay: appointments.allDay,
      allowOverlap: appointments.allowOverlap,
    })
    .from(appointments)
    .where(and(inArray(appointments.calendarId, own), gte(appointments.startsAt, from)));
}

/**
 * Moves appointments into another calendar; their version rises, so phones and open forms see
 * the change (the trigger of migration 0016 gives them the new calendar owner's time).
 */
export async function moveAppointments(db: Db, ids: string[], calendarId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(appointments)
    .set({ calendarId, version: sql`${appointments.version} + 1`, updatedAt: new Date() })
    .where(inArray(appointments.id, ids));
}
