import type { SelfBooking } from '@ds/domain';
import type { Db } from '../../../db/client';
import { settleAppointment } from '../../calendar';
import { CARD_PAYMENT_LIFETIME_MS, type OutcomeDeps, type PurposeOutcome, startCardPayment } from '../../commerce';
import { mailCancelled } from '../booking-mails';
import { cancelLockedBooking } from '../bookings/cancel-booking.service';
import { bookingNamesOf } from '../bookings/present-booking';
import {
  findPresentedBookings,
  lockSelfBooking,
  type SelfBookingRow,
  updateSelfBooking,
} from '../bookings/self-bookings.repo';

/** How long a slot paid at booking is held: as long as its card payment may wait (then it expires, the slot freed). */
export const PAYMENT_HOLD_MS = CARD_PAYMENT_LIFETIME_MS;

/**
 * Opens the card payment of a lesson paid when booked (issue 30 §5), after the booking committed
 * (the provider is called outside any transaction). When the provider cannot start it, the booking
 * is cancelled at once and the student gets 503 `card_payment_unavailable`.
 */
export async function startBookingPayment(
  deps: OutcomeDeps,
  booking: SelfBookingRow,
  payerId: string,
  language: string,
): Promise<NonNullable<SelfBooking['payment']>> {
  try {
    return await startCardPayment(deps, {
      purpose: 'self_booking',
      purposeId: booking.id,
      payerId,
      amount: booking.priceCentimes,
      language,
    });
  } catch (error) {
    await endUnpaid(deps, deps.db, booking.id);
    throw error;
  }
}

/** The booking's payment ended without money (failed, cancelled, expired): the booking goes, the slot is offered on. */
async function endUnpaid(deps: OutcomeDeps, tx: Db, bookingId: string): Promise<void> {
  const booking = await lockSelfBooking(tx, bookingId);
  if (booking?.state !== 'awaiting_payment') return;
  const [row] = await findPresentedBookings(tx, [bookingId]);
  if (!row) return;
  const names = bookingNamesOf(row);
  await cancelLockedBooking(deps, tx, booking, names.courseLabel, 'unpaid', new Date());
  await mailCancelled(deps, tx, booking, names, 'unpaid');
}

/**
 * What a lesson's card payment decides, in the payment's transaction: paid → the booking stands
 * (confirmed) and its appointment is marked paid, so the lesson is never owed again; ended → the
 * booking is cancelled without charge. A booking no longer waiting is left as it is.
 */
export const BOOKING_PAYMENT_PURPOSES: Record<'self_booking', PurposeOutcome> = {
  self_booking: {
    paid: async (_deps, tx, payment) => {
      const booking = await lockSelfBooking(tx, payment.purposeId);
      if (booking?.state !== 'awaiting_payment') return;
      await updateSelfBooking(tx, booking.id, { state: 'confirmed', holdUntil: null });
      if (booking.appointmentId) await settleAppointment(tx, booking.appointmentId, true);
    },
    ended: (deps, tx, payment) => endUnpaid(deps, tx, payment.purposeId),
  },
};
