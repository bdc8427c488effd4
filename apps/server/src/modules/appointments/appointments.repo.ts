import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
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

interface AppointmentLinks {
  infrastructureIds: string[];
  vehicleIds: string[];
  studentIds: string[];
}

export async function insertAppointment(
  db: Db,
  values: typeof appointments.$inferInsert,
  links: AppointmentLinks,
): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment not written');
  await insertLinks(db, row, links);
  return row;
}

/**
 * Writes the change only if the appointment is still at `version` (then one higher), with its
 * links replaced; answers undefined when it changed meanwhile.
 */
export async function updateAppointmentRow(
  db: Db,
  id: string,
  version: number,
  values: Partial<typeof appointments.$inferInsert>,
  links: AppointmentLinks,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ ...values, version: sql`${appointments.version} + 1`, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.version, version)))
    .returning();
  if (!row) return undefined;
  await db.delete(appointmentInfrastructures).where(eq(appointmentInfrastructures.appointmentId, id));
  await db.delete(appointmentVehicles).where(eq(appointmentVehicles.appointmentId, id));
  await db.delete(appointmentStudents).where(eq(appointmentStudents.appointmentId, id));
  await insertLinks(db, row, links);
  return row;
}

export async function deleteAppointmentRow(db: Db, id: string): Promise<void> {
  await db.delete(appointments).where(eq(appointments.id, id));
}

async function insertLinks(db: Db, row: AppointmentRow, links: AppointmentLinks): Promise<void> {
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
