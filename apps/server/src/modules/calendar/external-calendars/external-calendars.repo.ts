import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, calendars } from '../../../db/schema';
import type { CalendarRow } from '../calendars/calendars.repo';

/** The resource an appointment was copied from: its `dav_name` up to the `#` of an occurrence. */
const objectNameOf = sql<string>`split_part(${appointments.davName}, '#', 1)`;
const CHUNK = 500;

function chunks<T>(values: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < values.length; index += size) out.push(values.slice(index, index + size));
  return out;
}

/** What is stored of each copied resource: its name and ETag (all its occurrences share them). */
export async function findCopiedObjects(db: Db, calendarId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .selectDistinct({ name: objectNameOf, etag: appointments.externalEtag })
    .from(appointments)
    .where(eq(appointments.calendarId, calendarId));
  return new Map(rows.map((row) => [row.name, row.etag]));
}

/**
 * Taken first in a refresh's write transaction: a refresh in another process waits for this one
 * to commit, then replaces its copies rather than adding to them.
 */
export async function lockCalendarCopies(db: Db, calendarId: string): Promise<void> {
  await db.select({ id: calendars.id }).from(calendars).where(eq(calendars.id, calendarId)).for('update');
}

export async function deleteCopiedObjects(db: Db, calendarId: string, names: string[]): Promise<void> {
  for (const batch of chunks(names)) {
    await db.delete(appointments).where(and(eq(appointments.calendarId, calendarId), inArray(objectNameOf, batch)));
  }
}

export async function deleteAllCopies(db: Db, calendarId: string): Promise<void> {
  await db.delete(appointments).where(eq(appointments.calendarId, calendarId));
}

export async function insertCopies(db: Db, rows: (typeof appointments.$inferInsert)[]): Promise<void> {
  for (const batch of chunks(rows, 200)) await db.insert(appointments).values(batch);
}

export async function insertExternalCalendar(db: Db, values: typeof calendars.$inferInsert): Promise<CalendarRow> {
  const [row] = await db
    .insert(calendars)
    .values({ ...values, provider: 'caldav' })
    .returning();
  if (!row) throw new Error('calendar not written');
  return row;
}

export async function findCalendarRow(db: Db, id: string): Promise<CalendarRow | undefined> {
  const [row] = await db.select().from(calendars).where(eq(calendars.id, id));
  return row;
}

export async function updateExternalCalendar(db: Db, id: string, values: Partial<typeof calendars.$inferInsert>) {
  await db
    .update(calendars)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(calendars.id, id));
}

/** External calendars not refreshed since `before` (never refreshed first), for the background refresher. */
export function findDueExternalCalendars(db: Db, before: Date, limit: number) {
  return db
    .select({ id: calendars.id })
    .from(calendars)
    .where(
      and(
        eq(calendars.provider, 'caldav'),
        or(isNull(calendars.externalSyncedAt), lt(calendars.externalSyncedAt, before)),
      ),
    )
    .orderBy(sql`${calendars.externalSyncedAt} asc nulls first`, asc(calendars.id))
    .limit(limit);
}
