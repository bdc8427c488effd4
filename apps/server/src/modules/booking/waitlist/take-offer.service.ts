import type { SelfBooking } from '@ds/domain';
import { AppError } from '../../../lib/errors';
import type { OutcomeDeps } from '../../commerce';
import { bookSlot } from '../bookings/book-lesson.service';
import { lockWaitlistEntry, updateWaitlistEntry, type WaitlistRow } from './waitlist.repo';
import { entryContext } from './waitlist-offers.service';

export class OfferExpiredError extends AppError {
  constructor() {
    super(409, 'offer_expired', 'This slot is no longer held for you');
  }
}

/** The waiting student takes the slot held for him (the signed link of the offer). */
export async function takeOffer(deps: OutcomeDeps, entry: WaitlistRow, now = new Date()): Promise<SelfBooking> {
  const held = entry.state === 'offered' && entry.offerUntil !== null && entry.offerUntil > now;
  const context = held ? await entryContext(deps.db, entry) : null;
  if (!context || !entry.offerStart) throw new OfferExpiredError();
  return bookSlot(
    deps,
    context,
    {
      start: entry.offerStart,
      lengthMinutes: entry.lengthMinutes,
      bookedBy: entry.userId,
      alsoInTransaction: async (tx) => {
        const locked = await lockWaitlistEntry(tx, entry.id);
        if (locked?.state !== 'offered' || !locked.offerUntil || locked.offerUntil <= now)
          throw new OfferExpiredError();
        await updateWaitlistEntry(tx, entry.id, { state: 'booked', offerUntil: null });
      },
    },
    now,
  );
}
