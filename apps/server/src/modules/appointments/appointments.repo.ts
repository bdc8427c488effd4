import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentInfrastructures,
  appointments,
  appointmentVehicles,
  courses,
  infrastructures,
  vehicles,
} from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;

export async function insertAppointment(
  db: Db,
  values: typeof appointments.$inferInsert,
  links: { infrastructureIds: string[]; vehicleIds: string[] },
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
  return row;
}

export async function findOwnAppointment(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.ownerId, ownerId)));
  return row;
}

export function findOwnAppointmentsBetween(db: Db, ownerId: string, from: Date, to: Date) {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.ownerId, ownerId), lt(appointments.startsAt, to), gt(appointments.endsAt, from)))
    .orderBy(asc(appointments.startsAt));
}

/** The course, infrastructures and vehicles an appointment shows, disabled course included. */
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
  return { course, infrastructures: usedInfrastructures, vehicles: usedVehicles };
}
