import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  appointmentInfrastructures,
  appointments,
  calendars,
  communicationSettings,
  courses,
  infrastructures,
} from '../../../db/schema';
import type { AppointmentRow } from './appointments.repo';

export async function findAppointmentRow(db: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** A monitor's default lesson: his main calendar's course and length, and his default lesson price. */
export async function findDefaultLessonOf(db: Db, monitorId: string) {
  const [row] = await db
    .select({
      courseId: courses.id,
      defaultDurationMinutes: calendars.defaultDurationMinutes,
      defaultLessonPriceCentimes: communicationSettings.defaultLessonPriceCentimes,
      coursePriceCentimes: courses.priceCentimes,
      courseDurationMinutes: courses.durationMinutes,
    })
    .from(calendars)
    .leftJoin(courses, eq(courses.id, calendars.defaultCourseId))
    .leftJoin(communicationSettings, eq(communicationSettings.ownerId, calendars.ownerId))
    .where(and(eq(calendars.ownerId, monitorId), eq(calendars.main, true)));
  return row;
}

/** The appointment's infrastructures invoiced with its lessons (auto-invoice, priced), by name. */
export function findChargedInfrastructures(db: Db, appointmentId: string) {
  return db
    .select({
      infrastructureId: infrastructures.id,
      label: infrastructures.name,
      amountCentimes: infrastructures.priceCentimes,
    })
    .from(appointmentInfrastructures)
    .innerJoin(infrastructures, eq(infrastructures.id, appointmentInfrastructures.infrastructureId))
    .where(
      and(
        eq(appointmentInfrastructures.appointmentId, appointmentId),
        eq(infrastructures.autoInvoice, true),
        gt(infrastructures.priceCentimes, 0),
      ),
    )
    .orderBy(asc(infrastructures.name));
}
