import { personName, schoolDay, WAITLIST_OFFER_HOLD_MINUTES } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import { getUser } from '../../identity';
import { sendOffer } from '../booking-mails';
import { type BookingContext, isReadyFor, offeredStarts } from '../bookings/booking-slots.service';
import { findSelfBookableCourses } from '../policy/booking-policy.repo';
import { monitorPolicy } from '../policy/booking-policy.service';
import { claimLapsedOffers, findWaitingFor, updateWaitlistEntry, type WaitlistRow } from './waitlist.repo';

type OfferDeps = Pick<Deps, 'db' | 'mailer' | 'sms' | 'secrets' | 'publicUrl'>;
const MINUTE_MS = 60_000;

/** What the waiting student would book: null when the monitor stopped publishing or the course is no longer open. */
export async function entryContext(db: Db, entry: WaitlistRow): Promise<BookingContext | null> {
  const policy = await monitorPolicy(db, entry.monitorId);
  const course = (await findSelfBookableCourses(db, entry.monitorId)).find((each) => each.id === entry.courseId);
  if (!policy.published || !course || !(await isReadyFor(db, entry.studentId, course))) return null;
  const monitor = await getUser(db, entry.monitorId);
  return {
    studentId: entry.studentId,
    schoolId: entry.schoolId,
    monitorId: entry.monitorId,
    monitorName: monitor ? personName(monitor) : '',
    policy,
    course,
  };
}

export interface FreedSlot {
  monitorId: string;
  start: Date;
  end: Date;
}

/**
 * Offers a freed slot to the first waiting student it suits (issue 30 §4): his days, a lesson of
 * his length fitting in it, and one the monitor's rules would offer him now. The slot is held for
 * him for a short while, told by e-mail and SMS with a signed link; `afterId` passes it on to the
 * entries after one whose hold lapsed.
 */
export async function offerFreedSlot(
  deps: OfferDeps,
  tx: Db,
  slot: FreedSlot,
  now: Date,
  afterId?: string,
): Promise<void> {
  const minutes = (slot.end.getTime() - slot.start.getTime()) / MINUTE_MS;
  for (const entry of await findWaitingFor(tx, slot.monitorId, schoolDay(slot.start), minutes, afterId)) {
    const context = await entryContext(tx, entry);
    if (!context) continue;
    const { slots } = await offeredStarts(tx, context, entry.lengthMinutes, now);
    if (!slots.some((each) => each.start.getTime() === slot.start.getTime())) continue;
    const offerEnd = new Date(slot.start.getTime() + entry.lengthMinutes * MINUTE_MS);
    const until = new Date(now.getTime() + WAITLIST_OFFER_HOLD_MINUTES * MINUTE_MS);
    await updateWaitlistEntry(tx, entry.id, { state: 'offered', offerStart: slot.start, offerEnd, offerUntil: until });
    await sendOffer(deps, tx, {
      studentId: entry.studentId,
      offerId: entry.id,
      monitorName: context.monitorName,
      courseLabel: context.course.label,
      start: slot.start,
      end: offerEnd,
      until,
    });
    return;
  }
}

/** Offers whose hold ran out: the student waits on, and the slot goes to the next waiting one. */
export async function passOnLapsedOffers(deps: OfferDeps, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const lapsed = await claimLapsedOffers(tx, now, 20);
    for (const entry of lapsed) {
      await updateWaitlistEntry(tx, entry.id, { state: 'waiting', offerUntil: null });
      if (entry.offerStart && entry.offerEnd) {
        await offerFreedSlot(
          deps,
          tx,
          { monitorId: entry.monitorId, start: entry.offerStart, end: entry.offerEnd },
          now,
          entry.id,
        );
      }
    }
    return lapsed.length;
  });
}
