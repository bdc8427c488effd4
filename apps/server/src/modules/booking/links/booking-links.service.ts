import type { BookingLink, BookingLinkKind } from '@ds/domain';
import { personName, toChf } from '@ds/domain';
import { NotFoundError } from '../../../lib/errors';
import type { OutcomeDeps } from '../../commerce';
import { cancelLockedBooking, isChargedCancellation } from '../bookings/cancel-booking.service';
import { bookingNamesOf } from '../bookings/present-booking';
import { findPresentedBookings, lockSelfBooking } from '../bookings/self-bookings.repo';
import { takeOffer } from '../waitlist/take-offer.service';
import { findPresentedEntries } from '../waitlist/waitlist.repo';
import { isBookingLinkSigned } from './booking-links';

export interface LinkParams {
  kind: BookingLinkKind;
  id: string;
  signature: string;
}

type LinkDeps = OutcomeDeps;

/** A link not signed by this server, or for nothing, is a 404: nothing to learn from it. */
function assertSigned(deps: Pick<LinkDeps, 'secrets'>, link: LinkParams): void {
  if (!isBookingLinkSigned(deps.secrets, link.kind, link.id, link.signature)) throw new NotFoundError('No such link');
}

async function cancelLink(deps: LinkDeps, id: string, now: Date): Promise<BookingLink> {
  const [row] = await findPresentedBookings(deps.db, [id]);
  if (!row) throw new NotFoundError('No such link');
  const { booking } = row;
  const status = booking.state === 'cancelled' ? 'used' : booking.startsAt <= now ? 'expired' : 'open';
  return {
    kind: 'cancel',
    status,
    ...bookingNamesOf(row),
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    charged: status === 'open' && isChargedCancellation(booking, 'student', now),
    price: toChf(booking.priceCentimes),
    until: null,
    payment: null,
  };
}

async function offerLink(deps: LinkDeps, id: string, now: Date): Promise<BookingLink> {
  const [row] = await findPresentedEntries(deps.db, [id]);
  const entry = row?.entry;
  if (!row || !entry?.offerStart || !entry.offerEnd) throw new NotFoundError('No such link');
  const held = entry.state === 'offered' && entry.offerUntil !== null && entry.offerUntil > now;
  return {
    kind: 'offer',
    status: entry.state === 'booked' ? 'used' : held ? 'open' : 'expired',
    monitorName: personName({ firstname: row.monitorFirstname, name: row.monitorName }),
    courseLabel: row.courseLabel,
    start: entry.offerStart.toISOString(),
    end: entry.offerEnd.toISOString(),
    charged: false,
    price: 0,
    until: entry.offerUntil?.toISOString() ?? null,
    payment: null,
  };
}

/** What a signed link of a mail or an SMS would do (no session: the link is the key). */
export async function readBookingLink(deps: LinkDeps, link: LinkParams, now = new Date()): Promise<BookingLink> {
  assertSigned(deps, link);
  return link.kind === 'cancel' ? cancelLink(deps, link.id, now) : offerLink(deps, link.id, now);
}

/**
 * Uses a signed link once: cancels the booking as its student would (charged after the free
 * window), or books the offered slot for the waiting student. A second use is 409.
 */
export async function useBookingLink(deps: LinkDeps, link: LinkParams, now = new Date()): Promise<BookingLink> {
  assertSigned(deps, link);
  if (link.kind === 'cancel') {
    const [row] = await findPresentedBookings(deps.db, [link.id]);
    if (!row) throw new NotFoundError('No such link');
    await deps.db.transaction(async (tx) => {
      const booking = await lockSelfBooking(tx, link.id);
      if (!booking) throw new NotFoundError('No such link');
      await cancelLockedBooking(deps, tx, booking, row.courseLabel, 'student', now);
    });
    return cancelLink(deps, link.id, now);
  }
  const [row] = await findPresentedEntries(deps.db, [link.id]);
  if (!row) throw new NotFoundError('No such link');
  const booked = await takeOffer(deps, row.entry, now);
  return { ...(await offerLink(deps, link.id, now)), payment: booked.payment };
}
