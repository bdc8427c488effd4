import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  appointmentStudents,
  appointments,
  calendarChanges,
  googleCalendarLinks,
  googleEventLinks,
} from '../../../db/schema';

export type GoogleLinkRow = typeof googleCalendarLinks.$inferSelect;
export type GoogleEventLinkRow = typeof googleEventLinks.$inferSelect;
type LinkValues = Partial<typeof googleCalendarLinks.$inferInsert>;

export async function findLinkOfUser(db: Db, userId: string): Promise<GoogleLinkRow | undefined> {
  const [row] = await db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.userId, userId));
  return row;
}

export async function findLink(db: Db, id: string): Promise<GoogleLinkRow | undefined> {
  const [row] = await db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.id, id));
  return row;
}

export async function findLinkByChannel(db: Db, channelId: string): Promise<GoogleLinkRow | undefined> {
  const [row] = await db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.channelId, channelId));
  return row;
}

/** A new consent replaces the tokens of the user's link, or makes his link. */
export async function upsertLink(
  db: Db,
  values: { userId: string; accountEmail: string; refreshTokenSealed: string } & LinkValues,
): Promise<GoogleLinkRow> {
  const [row] = await db
    .insert(googleCalendarLinks)
    .values(values)
    .onConflictDoUpdate({ target: googleCalendarLinks.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('google link not written');
  return row;
}

export async function updateLink(db: Db, id: string, values: LinkValues): Promise<void> {
  await db
    .update(googleCalendarLinks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(googleCalendarLinks.id, id));
}

/** Holds the link for one sync, unless another holds it: false then. */
export async function claimSyncLease(db: Db, id: string, seconds: number): Promise<boolean> {
  const claimed = await db
    .update(googleCalendarLinks)
    .set({ syncLeaseUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(googleCalendarLinks.id, id),
        or(isNull(googleCalendarLinks.syncLeaseUntil), lt(googleCalendarLinks.syncLeaseUntil, sql`now()`)),
      ),
    )
    .returning({ id: googleCalendarLinks.id });
  return claimed.length > 0;
}

export async function releaseSyncLease(db: Db, id: string): Promise<void> {
  await db.update(googleCalendarLinks).set({ syncLeaseUntil: null }).where(eq(googleCalendarLinks.id, id));
}

export async function deleteLink(db: Db, id: string): Promise<void> {
  await db.delete(googleCalendarLinks).where(eq(googleCalendarLinks.id, id));
}

/** Links whose calendar changed since it was last pushed, and not waiting for a retry. */
export function findLinksToPush(db: Db, limit: number) {
  return db
    .select({ id: googleCalendarLinks.id })
    .from(googleCalendarLinks)
    .where(
      and(
        eq(googleCalendarLinks.status, 'active'),
        isNull(googleCalendarLinks.lastError),
        sql`exists (select 1 from ${calendarChanges} where ${calendarChanges.calendarId} = ${googleCalendarLinks.calendarId} and ${calendarChanges.seq} > ${googleCalendarLinks.pushedSeq})`,
      ),
    )
    .limit(limit);
}

/** Links due at the polling round: chosen, not refused for good, not synced since `before`. */
export function findLinksDue(db: Db, before: Date, limit: number) {
  return db
    .select({ id: googleCalendarLinks.id })
    .from(googleCalendarLinks)
    .where(
      and(
        isNotNull(googleCalendarLinks.googleCalendarId),
        ne(googleCalendarLinks.status, 'choosing'),
        or(isNull(googleCalendarLinks.lastError), ne(googleCalendarLinks.lastError, 'google_access_revoked')),
        or(isNull(googleCalendarLinks.lastSyncedAt), lt(googleCalendarLinks.lastSyncedAt, before)),
      ),
    )
    .orderBy(sql`${googleCalendarLinks.lastSyncedAt} asc nulls first`)
    .limit(limit);
}

export async function latestChangeSeq(db: Db, calendarId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${calendarChanges.seq}), 0)::bigint` })
    .from(calendarChanges)
    .where(eq(calendarChanges.calendarId, calendarId));
  return Number(row?.seq ?? 0);
}

/** The appointments changed after `seq` (each once, with the latest change's position). */
export async function changesAfter(db: Db, calendarId: string, seq: number, limit: number) {
  const rows = await db
    .select({ appointmentId: calendarChanges.appointmentId, seq: sql<number>`max(${calendarChanges.seq})::bigint` })
    .from(calendarChanges)
    .where(and(eq(calendarChanges.calendarId, calendarId), gt(calendarChanges.seq, seq)))
    .groupBy(calendarChanges.appointmentId)
    .orderBy(sql`2`)
    .limit(limit);
  return rows.map((row) => ({ appointmentId: row.appointmentId, seq: Number(row.seq) }));
}

export type PushedAppointment = Awaited<ReturnType<typeof findAppointmentsToPush>>[number];

/** What is pushed of each appointment still in the calendar, and whether it is a lesson (a course or students). */
export function findAppointmentsToPush(db: Db, calendarId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: appointments.id,
      title: appointments.title,
      description: appointments.description,
      location: appointments.location,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      allDay: appointments.allDay,
      version: appointments.version,
      updatedAt: appointments.updatedAt,
      isLesson: sql<boolean>`${appointments.courseId} is not null or exists (select 1 from ${appointmentStudents} where ${appointmentStudents.appointmentId} = ${appointments.id})`,
    })
    .from(appointments)
    .where(and(eq(appointments.calendarId, calendarId), inArray(appointments.id, ids)));
}

/** The calendar's appointments from `from` on, for the first push of a new link. */
export async function upcomingAppointmentIds(db: Db, calendarId: string, from: Date, limit: number) {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.calendarId, calendarId), gt(appointments.endsAt, from)))
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export function findEventLinks(db: Db, linkId: string) {
  return db.select().from(googleEventLinks).where(eq(googleEventLinks.linkId, linkId));
}

export async function saveEventLink(db: Db, row: typeof googleEventLinks.$inferInsert): Promise<void> {
  await db
    .insert(googleEventLinks)
    .values(row)
    .onConflictDoUpdate({
      target: [googleEventLinks.linkId, googleEventLinks.appointmentId],
      set: {
        googleEventId: row.googleEventId,
        etag: row.etag,
        googleUpdated: row.googleUpdated,
        appointmentVersion: row.appointmentVersion,
      },
    });
}

export async function deleteEventLink(db: Db, linkId: string, appointmentId: string): Promise<void> {
  await db
    .delete(googleEventLinks)
    .where(and(eq(googleEventLinks.linkId, linkId), eq(googleEventLinks.appointmentId, appointmentId)));
}

export async function deleteEventLinks(db: Db, linkId: string): Promise<void> {
  await db.delete(googleEventLinks).where(eq(googleEventLinks.linkId, linkId));
}

/**
 * Google's change of one of our appointments, when Google wrote last (the conflict rule): written
 * at the version we saw, answered with the new version (none when it changed meanwhile).
 */
export async function takeGoogleChange(
  db: Db,
  appointment: { id: string; version: number },
  change: { title: string; description: string; location: string | null; start: Date; end: Date; allDay: boolean },
): Promise<number | null> {
  const [row] = await db
    .update(appointments)
    .set({
      title: change.title,
      description: change.description,
      location: change.location,
      startsAt: change.start,
      endsAt: change.end,
      allDay: change.allDay,
      version: sql`${appointments.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(appointments.id, appointment.id), eq(appointments.version, appointment.version)))
    .returning({ version: appointments.version });
  return row?.version ?? null;
}

export async function deleteAppointmentAt(db: Db, appointment: { id: string; version: number }): Promise<boolean> {
  const removed = await db
    .delete(appointments)
    .where(and(eq(appointments.id, appointment.id), eq(appointments.version, appointment.version)))
    .returning({ id: appointments.id });
  return removed.length > 0;
}
