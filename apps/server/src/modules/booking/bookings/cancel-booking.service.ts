import { isLateCancellation, schoolDay } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import { AppError } from '../../../lib/errors';
import { chargeStudent } from '../../accounting';
import { removeStudentLesson } from '../../calendar';
import { lateCancellationText } from '../booking-mails';
import { offerFreedSlot } from '../waitlist/waitlist-offers.service';
import { freeCancellationUntil } from './present-booking';
import { type SelfBookingRow, updateSelfBooking } from './self-bookings.repo';

export type BookingDeps = Pick<Deps, 'db' | 'mailer' | 'sms' | 'secrets' | 'publicUrl'>;
export type Canceller = NonNullable<SelfBookingRow['cancelledBy']>;

export class BookingNotCancellableError extends AppError {
  constructor() {
    super(409, 'booking_not_cancellable', 'This booking is cancelled already or its lesson has begun');
  }
}

export const lateChargeSource = (bookingId: string) => `late_cancellation:${bookingId}`;

/** A confirmed lesson the student cancels after the free window is charged; a pending one he may always drop. */
export function isChargedCancellation(booking: SelfBookingRow, by: Canceller, now: Date): boolean {
  return by === 'student' && isLateCancellation(booking.state, freeCancellationUntil(booking), now);
}

/**
 * Cancels a booking (its row locked by the caller): the appointment goes (the student's
 * cancellation notice follows from it), a late cancellation by the student becomes an open
 * bill, and the freed slot is offered to the first waiting student it suits.
 */
export async function cancelLockedBooking(
  deps: BookingDeps,
  tx: Db,
  booking: SelfBookingRow,
  courseLabel: string,
  by: Canceller,
  now: Date,
): Promise<SelfBookingRow> {
  const begun = booking.startsAt <= now && (by === 'student' || by === 'monitor');
  if (booking.state === 'cancelled' || begun) throw new BookingNotCancellableError();
  const charged = isChargedCancellation(booking, by, now);
  if (booking.appointmentId) await removeStudentLesson(tx, booking.appointmentId);
  const cancelled = await updateSelfBooking(tx, booking.id, {
    state: 'cancelled',
    cancelledAt: now,
    cancelledBy: by,
    appointmentId: null,
    chargedCentimes: charged ? booking.priceCentimes : null,
  });
  if (charged) {
    await chargeStudent(tx, {
      schoolId: booking.schoolId,
      monitorId: booking.monitorId,
      studentId: booking.studentId,
      source: lateChargeSource(booking.id),
      chargedOn: schoolDay(booking.startsAt),
      description: await lateCancellationText(tx, booking, courseLabel),
      amount: booking.priceCentimes,
    });
  }
  await offerFreedSlot(deps, tx, { monitorId: booking.monitorId, start: booking.startsAt, end: booking.endsAt }, now);
  return cancelled;
}
