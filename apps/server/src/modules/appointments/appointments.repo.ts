import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentInfrastructures,
  appointmentStudents,
  appointments,
  appointmentVehicles,
  calendars,
  courses,
  infrastructures,
  students,
  vehicles,
} from '../../db/schema';
import { visibleTo } from '../calendars/calendars.repo';

export type AppointmentRow = typeof appointments.$inferSelect;

export async function insertAppointment(
  db: Db,
  values: typeof appointments.$inferInsert,
  links: { infrastructureIds: string[]; vehicleIds: string[]; studentIds: string[] },
): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment not written');
  if (links.infrastructureIds.length > 0) {
    await db
      .insert(appointmentInfrastructures)
      .values(links.infrastructureIds.map((infrastructureId) => ({ appointmentId: row.id, infrastructureId })));
  }
  if (links.vehicleIds.length > 0) {
    await db
      .insert(appointmentVehicles)
      .values(links.vehicleIds.map((vehicleId) => ({ appointmentId: row.id, vehicleId })));
  }
  if (links.studentIds.length > 0) {
    await db
      .insert(appointmentStudents)
      .values(links.studentIds.map((studentId) => ({ appointmentId: row.id, studentId })));
  }
  return row;
}

/** The appointment if it is in a calendar the user sees (his own, or shared with him). */
export async function findVisibleAppointment(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(calendars, eq(calendars.id, appointments.calendarId))
    .where(and(eq(appointments.id, id), visibleTo(userId)));
  return row?.appointment;
}

/** The appointments of the given calendars overlapping [from, to), in start order. */
export function findAppointmentsBetween(db: Db, calendarIds: string[], from: Date, to: Date) {
  if (calendarIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(appointments)
    .where(
      and(inArray(appointments.calendarId, calendarIds), lt(appointments.startsAt, to), gt(appointments.endsAt, from)),
    )
    .orderBy(asc(appointments.startsAt));
}

/** The course, infrastructures, vehicles and students an appointment shows, disabled course included. */
export async function findAppointmentDetails(db: Db, appointment: AppointmentRow) {
  const [course] = appointment.courseId
    ? await db.select().from(courses).where(eq(courses.id, appointment.courseId))
    : [];
  const usedInfrastructures = await db
    .select({ id: infrastructures.id, name: infrastructures.name })
    .from(appointmentInfrastructures)
    .innerJoin(infrastructures, eq(infrastructures.id, appointmentInfrastructures.infrastructureId))
    .where(eq(appointmentInfrastructures.appointmentId, appointment.id))
    .orderBy(asc(infrastructures.name));
  const usedVehicles = await db
    .select({ id: vehicles.id, plate: vehicles.plate, label: vehicles.label })
    .from(appointmentVehicles)
    .innerJoin(vehicles, eq(vehicles.id, appointmentVehicles.vehicleId))
    .where(eq(appointmentVehicles.appointmentId, appointment.id))
    .orderBy(asc(vehicles.plate));
  const forStudents = await db
    .select({ id: students.id, firstname: students.firstname, name: students.name })
    .from(appointmentStudents)
    .innerJoin(students, eq(students.id, appointmentStudents.studentId))
    .where(eq(appointmentStudents.appointmentId, appointment.id))
    .orderBy(asc(students.name), asc(students.firstname));
  return { course, infrastructures: usedInfrastructures, vehicles: usedVehicles, students: forStudents };
}
