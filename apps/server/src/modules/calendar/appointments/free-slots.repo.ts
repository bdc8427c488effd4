import { and, asc, desc, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointmentStudents, appointments, calendars, cities, schools } from '../../../db/schema';

/**
 * The school's canton: set on the school, else the one of its Swiss postcode. A postcode that
 * names no locality (a box or business code such as 1003 Lausanne) falls back on the locality
 * of the same name, then on a neighbouring postcode (same first three digits, same region).
 */
export async function findSchoolCanton(db: Db, schoolId: string | null): Promise<string | null> {
  if (!schoolId) return null;
  const [school] = await db
    .select({ canton: schools.canton, postcode: schools.postcode, city: schools.city })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!school) return null;
  if (school.canton) return school.canton;
  const postcode = school.postcode?.trim() ?? '';
  if (!/^\d{4}$/.test(postcode)) return null;
  const [city] = await db
    .select({ canton: cities.canton })
    .from(cities)
    .where(
      and(
        eq(cities.country, 'CH'),
        or(
          eq(cities.postcode, postcode),
          school.city ? eq(cities.name, school.city.trim()) : undefined,
          like(cities.postcode, `${postcode.slice(0, 3)}%`),
        ),
      ),
    )
    .orderBy(
      desc(eq(cities.postcode, postcode)),
      desc(school.city ? eq(cities.name, school.city.trim()) : sql`false`),
      asc(cities.postcode),
    )
    .limit(1);
  return city?.canton ?? null;
}

/**
 * What keeps a lesson from being booked in [from, to): the monitor's appointments in his own
 * calendars (external ones included) and every appointment of the student (when one is named),
 * whoever booked it.
 */
export function findBusyTimes(db: Db, monitorId: string, studentId: string | undefined, from: Date, to: Date) {
  const ownCalendars = db.select({ id: calendars.id }).from(calendars).where(eq(calendars.ownerId, monitorId));
  const studentAppointments = studentId
    ? db
        .select({ id: appointmentStudents.appointmentId })
        .from(appointmentStudents)
        .where(eq(appointmentStudents.studentId, studentId))
    : undefined;
  return db
    .select({ start: appointments.startsAt, end: appointments.endsAt, allDay: appointments.allDay })
    .from(appointments)
    .where(
      and(
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        or(
          inArray(appointments.calendarId, ownCalendars),
          studentAppointments ? inArray(appointments.id, studentAppointments) : undefined,
        ),
      ),
    );
}
