import type { Deps } from '../../../kernel/deps';
import { mailCancelled } from '../booking-mails';
import { cancelLockedBooking } from '../bookings/cancel-booking.service';
import { claimUnconfirmedBookings, findPresentedBookings } from '../bookings/self-bookings.repo';
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
      const names = { monitorName: `${row.monitorFirstname} ${row.monitorName}`.trim(), courseLabel: row.courseLabel };
      await cancelLockedBooking(deps, tx, booking, names, 'unconfirmed', now);
      await mailCancelled(deps, tx, booking, names, 'unconfirmed');
    }
    return expired.length;
  });
}

/** One round of the booking deadlines: unconfirmed bookings, then lapsed waitlist offers. */
export async function runBookingDeadlines(deps: DeadlineDeps, now = new Date()): Promise<number> {
  return (await cancelUnconfirmedBookings(deps, now)) + (await passOnLapsedOffers(deps, now));
}
