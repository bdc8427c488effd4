import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, calendars, communicationSettings, courses } from '../../../db/schema';
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
