import { and, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointmentInfrastructures, appointmentStudents, appointments, appointmentVehicles } from '../../../db/schema';

export interface ResourceBooking {
  resourceId: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Bookings of the given resources near [start, end), but those of `except` (being changed): the
 * window is widened by a day on each side so all-day bookings (which cover whole Swiss days) are
 * found; the domain rule decides.
 */
async function bookingsOf(
  db: Db,
  link: typeof appointmentInfrastructures | typeof appointmentVehicles | typeof appointmentStudents,
  resourceColumn:
    | typeof appointmentInfrastructures.infrastructureId
    | typeof appointmentVehicles.vehicleId
    | typeof appointmentStudents.studentId,
  ids: string[],
  window: { start: Date; end: Date },
  except: readonly string[],
): Promise<ResourceBooking[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      resourceId: resourceColumn,
      start: appointments.startsAt,
      end: appointments.endsAt,
      allDay: appointments.allDay,
    })
    .from(link)
    .innerJoin(appointments, eq(appointments.id, link.appointmentId))
    .where(
      and(
        inArray(resourceColumn, ids),
        lt(appointments.startsAt, new Date(window.end.getTime() + DAY_MS)),
        gt(appointments.endsAt, new Date(window.start.getTime() - DAY_MS)),
        except.length > 0 ? notInArray(appointments.id, [...except]) : undefined,
      ),
    );
}

type Window = { start: Date; end: Date };

export function infrastructureBookings(db: Db, ids: string[], window: Window, except: readonly string[] = []) {
  return bookingsOf(db, appointmentInfrastructures, appointmentInfrastructures.infrastructureId, ids, window, except);
}

export function vehicleBookings(db: Db, ids: string[], window: Window, except: readonly string[] = []) {
  return bookingsOf(db, appointmentVehicles, appointmentVehicles.vehicleId, ids, window, except);
}

/** A student's appointments near the window: he cannot be in two places at once. */
export function studentBookings(db: Db, ids: string[], window: Window, except: readonly string[]) {
  return bookingsOf(db, appointmentStudents, appointmentStudents.studentId, ids, window, except);
}

/**
 * Serialises bookings of the same resources: inside a transaction, whoever takes the locks
 * first checks and writes; the other waits and then sees that booking. Ids are locked in
 * one order so two bookings of the same pair cannot deadlock.
 */
export async function lockResources(db: Db, ids: string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id}, 0))`);
  }
}
