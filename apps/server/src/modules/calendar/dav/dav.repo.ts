import { and, asc, eq, gt, inArray, isNull, lt, max, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, calendarChanges } from '../../../db/schema';
import type { AppointmentRow } from '../appointments/appointments.repo';

/** The resource name of an appointment under its calendar collection: the one a client chose, else `<id>.ics`. */
export const davNameOf = (row: Pick<AppointmentRow, 'id' | 'davName'>) => row.davName ?? `${row.id}.ics`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A name matches the appointment that chose it, or the one without a chosen name whose default it
 * is (`<id>.ics`): both lookups use an index, unlike the coalesce expression.
 */
function namedIn(calendarId: string, names: string[]): SQL | undefined {
  const defaultIds = names
    .filter((name) => name.endsWith('.ics') && UUID.test(name.slice(0, -4)))
    .map((name) => name.slice(0, -4));
  return and(
    eq(appointments.calendarId, calendarId),
    or(
      inArray(appointments.davName, names),
      defaultIds.length > 0 ? and(isNull(appointments.davName), inArray(appointments.id, defaultIds)) : undefined,
    ),
  );
}

export async function findObjectsByName(db: Db, calendarId: string, names: string[]): Promise<AppointmentRow[]> {
  if (names.length === 0) return [];
  return db.select().from(appointments).where(namedIn(calendarId, names));
}

export async function findObjectByName(db: Db, calendarId: string, name: string): Promise<AppointmentRow | undefined> {
  const [row] = await findObjectsByName(db, calendarId, [name]);
  return row;
}

/** Every appointment of the calendar, or those overlapping the window when one is given (open ends allowed). */
export function findObjects(db: Db, calendarId: string, window: { from?: Date; to?: Date } = {}) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.calendarId, calendarId),
        window.to ? lt(appointments.startsAt, window.to) : undefined,
        window.from ? gt(appointments.endsAt, window.from) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/** The appointment of the calendar carrying that iCalendar UID, if any. */
export async function findObjectByUid(db: Db, calendarId: string, uid: string): Promise<AppointmentRow | undefined> {
  // Without a chosen UID, the id is the UID.
  const carrying = UUID.test(uid)
    ? or(eq(appointments.icalUid, uid), and(isNull(appointments.icalUid), eq(appointments.id, uid)))
    : eq(appointments.icalUid, uid);
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.calendarId, calendarId), carrying))
    .limit(1);
  return row;
}

/** Each calendar's latest change (its sync token and ctag); 0 for a calendar that never changed. */
export async function latestChanges(db: Db, calendarIds: string[]): Promise<Map<string, number>> {
  const latest = new Map(calendarIds.map((id) => [id, 0]));
  if (calendarIds.length === 0) return latest;
  const rows = await db
    .select({ calendarId: calendarChanges.calendarId, seq: max(calendarChanges.seq) })
    .from(calendarChanges)
    .where(inArray(calendarChanges.calendarId, calendarIds))
    .groupBy(calendarChanges.calendarId);
  for (const row of rows) latest.set(row.calendarId, Number(row.seq ?? 0));
  return latest;
}

/** The resource names changed (written, moved or removed) in the calendar after `since`. */
export async function changedNamesSince(db: Db, calendarId: string, since: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ davName: calendarChanges.davName })
    .from(calendarChanges)
    .where(and(eq(calendarChanges.calendarId, calendarId), gt(calendarChanges.seq, since)));
  return rows.map((row) => row.davName);
}
