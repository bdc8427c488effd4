import type { MonitorBookings, MonitorCancellationInput, SelfBooking } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { waiveCharge } from '../../accounting';
import { mailCancelled } from '../booking-mails';
import { type BookingDeps, cancelLockedBooking, lateChargeSource } from './cancel-booking.service';
import { bookingNamesOf, presentBooking } from './present-booking';
import {
  findBookingsOfMonitor,
  findPresentedBookings,
  lockSelfBooking,
  type PresentedBookingRow,
  type SelfBookingRow,
  updateSelfBooking,
} from './self-bookings.repo';

/** /account/online-booking: the bookings his students made of the monitor's time, to come. */
export async function monitorBookings(db: Db, actor: Actor, now = new Date()): Promise<MonitorBookings> {
  return { bookings: (await findBookingsOfMonitor(db, actor.userId, now)).map((row) => presentBooking(row)) };
}

/** A booking of the monitor's time (or of his school's, for its head), locked; anyone else's is a 404. */
async function changeOwnBooking(
  deps: Pick<BookingDeps, 'db'>,
  actor: Actor,
  id: string,
  change: (tx: Db, booking: SelfBookingRow, row: PresentedBookingRow) => Promise<void>,
): Promise<SelfBooking> {
  const [row] = await findPresentedBookings(deps.db, [id]);
  const mine =
    row &&
    (row.booking.monitorId === actor.userId ||
      (actor.schoolHead && actor.schoolId !== null && row.booking.schoolId === actor.schoolId));
  if (!row || !mine) throw new NotFoundError('No such booking');
  await deps.db.transaction(async (tx) => {
    const booking = await lockSelfBooking(tx, id);
    if (!booking) throw new NotFoundError('No such booking');
    await change(tx, booking, row);
  });
  const [changed] = await findPresentedBookings(deps.db, [id]);
  if (!changed) throw new NotFoundError('No such booking');
  return presentBooking(changed);
}

/** The monitor confirms a booking that waits for him (409 `conflict` once it is not pending). */
export function confirmBooking(deps: BookingDeps, actor: Actor, id: string): Promise<SelfBooking> {
  return changeOwnBooking(deps, actor, id, async (tx, booking) => {
    if (booking.state !== 'pending') throw new ConflictError('This booking does not wait for a confirmation');
    await updateSelfBooking(tx, booking.id, { state: 'confirmed', confirmBy: null });
  });
}

/** The monitor cancels a booking, always free of charge, telling the student why. */
export function cancelBookingAsMonitor(
  deps: BookingDeps,
  actor: Actor,
  id: string,
  input: MonitorCancellationInput,
  now = new Date(),
): Promise<SelfBooking> {
  return changeOwnBooking(deps, actor, id, async (tx, booking, row) => {
    await cancelLockedBooking(deps, tx, booking, row.courseLabel, 'monitor', now);
    await mailCancelled(deps, tx, booking, bookingNamesOf(row), 'cancelledByMonitor', input.message);
  });
}

/** The monitor waives the charge of a late cancellation: it leaves the student's open bills (409 `not_payable` once paid). */
export function waiveBookingCharge(deps: BookingDeps, actor: Actor, id: string): Promise<SelfBooking> {
  return changeOwnBooking(deps, actor, id, async (tx, booking) => {
    if (booking.chargedCentimes === null) throw new ConflictError('Nothing is charged for this booking');
    if (!(await waiveCharge(tx, lateChargeSource(booking.id)))) {
      throw new ConflictError('This charge is paid already', 'not_payable');
    }
    await updateSelfBooking(tx, booking.id, { chargedCentimes: null });
  });
}
