import { type Availability, type Booking, isFree } from '@ds/domain';
import type { Db } from '../../../db/client';
import { infrastructureBookings, type ResourceBooking, studentBookings, vehicleBookings } from './availability.repo';

export interface WantedResources {
  infrastructureIds: string[];
  vehicleIds: string[];
}

function busyAmong(ids: string[], bookings: ResourceBooking[], wanted: Booking): string[] {
  return ids.filter(
    (id) =>
      !isFree(
        wanted,
        bookings.filter((booking) => booking.resourceId === id),
      ),
  );
}

/**
 * Whether the infrastructures and vehicles are free for `wanted`, from every appointment that
 * uses them (whoever booked it) but those of `except`, being changed. Touching bookings are
 * free; all-day ones block their days.
 */
export async function resourceAvailability(
  db: Db,
  resources: WantedResources,
  wanted: Booking,
  except: readonly string[],
): Promise<Availability> {
  const [infrastructures, vehicles] = await Promise.all([
    infrastructureBookings(db, resources.infrastructureIds, wanted, except),
    vehicleBookings(db, resources.vehicleIds, wanted, except),
  ]);
  const busyInfrastructureIds = busyAmong(resources.infrastructureIds, infrastructures, wanted);
  const busyVehicleIds = busyAmong(resources.vehicleIds, vehicles, wanted);
  return {
    free: busyInfrastructureIds.length === 0 && busyVehicleIds.length === 0,
    busyInfrastructureIds,
    busyVehicleIds,
  };
}

/** The students among `studentIds` who already have an appointment overlapping `wanted` (but those of `except`). */
export async function busyStudents(
  db: Db,
  studentIds: string[],
  wanted: Booking,
  except: readonly string[],
): Promise<string[]> {
  return busyAmong(studentIds, await studentBookings(db, studentIds, wanted, except), wanted);
}
