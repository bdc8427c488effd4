import type { Deps } from '../../../kernel/deps';
import { mailCancelled } from '../booking-mails';
import { cancelLockedBooking } from '../bookings/cancel-booking.service';
import { claimExpiredBookings, findPresentedBookings } from '../bookings/self-bookings.repo';
import { passOnLapsedOffers } from '../waitlist/waitlist-offers.service';

type DeadlineDeps = Pick<Deps, 'db' | 'mailer' | 'sms' | 'secrets' | 'publicUrl'>;

/**
 * Bookings past their deadline (issue 30 §1, §5): one the monitor did not confirm in time, or
 * whose payment did not come, is cancelled without charge, the student told, the slot offered on.
 */
async function cancelExpiredBookings(deps: DeadlineDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const expired = await claimExpiredBookings(tx, now, 20);
    for (const booking of expired) {
      const [row] = await findPresentedBookings(tx, [booking.id]);
      if (!row) continue;
      const names = { monitorName: `${row.monitorFirstname} ${row.monitorName}`.trim(), courseLabel: row.courseLabel };
      const by = booking.state === 'pending' ? 'unconfirmed' : 'unpaid';
      await cancelLockedBooking(deps, tx, booking, names, by, now);
      await mailCancelled(deps, tx, booking, names, by);
    }
    return expired.length;
  });
}

/** One round of the booking deadlines: expired bookings, then lapsed waitlist offers. */
export async function runBookingDeadlines(deps: DeadlineDeps, now = new Date()): Promise<number> {
  return (await cancelExpiredBookings(deps, now)) + (await passOnLapsedOffers(deps, now));
}
