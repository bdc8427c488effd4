import type { Deps } from '../../../kernel/deps';
import { mailCancelled } from '../booking-mails';
import { cancelLockedBooking } from '../bookings/cancel-booking.service';
import { bookingNamesOf } from '../bookings/present-booking';
import {
  claimDetachedBookings,
  claimUnconfirmedBookings,
  findPresentedBookings,
  followMovedAppointments,
  updateSelfBooking,
} from '../bookings/self-bookings.repo';
import { passOnLapsedOffers } from '../waitlist/waitlist-offers.service';

type DeadlineDeps = Pick<Deps, 'db' | 'mailer' | 'sms' | 'secrets' | 'publicUrl'>;

/**
 * Bookings the monitor did not confirm in time (issue 30 §1) are cancelled without charge, the
 * student told, the slot offered on.
 */
async function cancelUnconfirmedBookings(deps: DeadlineDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const expired = await claimUnconfirmedBookings(tx, now, 20);
    for (const booking of expired) {
      const [row] = await findPresentedBookings(tx, [booking.id]);
      if (!row) continue;
      await cancelLockedBooking(deps, tx, booking, row.courseLabel, 'unconfirmed', now);
      await mailCancelled(deps, tx, booking, bookingNamesOf(row), 'unconfirmed');
    }
    return expired.length;
  });
}

/**
 * Bookings the monitor changed in his calendar rather than on the booking page: one whose
 * appointment he deleted is cancelled by him, free of charge, its slot offered on (the student's
 * "cancelled" notice came with the deletion); one he moved takes the new times.
 */
async function followCalendarChanges(deps: DeadlineDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const detached = await claimDetachedBookings(tx, 20);
    for (const booking of detached) {
      const [row] = await findPresentedBookings(tx, [booking.id]);
      if (booking.startsAt <= now || !row)
        await updateSelfBooking(tx, booking.id, { state: 'cancelled', cancelledAt: now, cancelledBy: 'monitor' });
      else await cancelLockedBooking(deps, tx, booking, row.courseLabel, 'monitor', now);
    }
    return detached.length + (await followMovedAppointments(tx));
  });
}

/** One round of the booking deadlines: calendar changes, unconfirmed bookings, then lapsed waitlist offers. */
export async function runBookingDeadlines(deps: DeadlineDeps, now = new Date()): Promise<number> {
  return (
    (await followCalendarChanges(deps, now)) +
    (await cancelUnconfirmedBookings(deps, now)) +
    (await passOnLapsedOffers(deps, now))
  );
}
