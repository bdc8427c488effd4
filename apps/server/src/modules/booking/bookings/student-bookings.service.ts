import { type BookingOffers, type MyBookings, personName, type SelfBooking, toChf } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { findSelfBookableCourses } from '../policy/booking-policy.repo';
import { monitorPolicy } from '../policy/booking-policy.service';
import { presentEntry } from '../waitlist/present-entry';
import { findEntriesOfLearner } from '../waitlist/waitlist.repo';
import { isReadyFor, lessonPriceCentimes } from './booking-slots.service';
import { type BookingDeps, cancelLockedBooking } from './cancel-booking.service';
import { isOwnRecord } from './own-records';
import { presentBooking } from './present-booking';
import {
  countOpenBookings,
  findBookableMonitors,
  findBookingsOfLearner,
  findPresentedBookings,
  lockSelfBooking,
} from './self-bookings.repo';

/** What the learner may book: each monitor of his who publishes, his open courses and terms. */
export async function bookingOffers(db: Db, actor: Actor, now = new Date()): Promise<BookingOffers> {
  const links = await findBookableMonitors(db, actor.userId);
  const monitors: BookingOffers['monitors'] = [];
  for (const link of links) {
    if (monitors.some((each) => each.monitorId === link.monitorId)) continue;
    const policy = await monitorPolicy(db, link.monitorId);
    const courses = await findSelfBookableCourses(db, link.monitorId);
    if (courses.length === 0) continue;
    monitors.push({
      monitorId: link.monitorId,
      name: personName(link),
      courses: await Promise.all(
        courses.map(async (course) => ({
          id: course.id,
          label: course.label,
          lengths: policy.lessonLengths.map((minutes) => ({
            minutes,
            price: toChf(lessonPriceCentimes(course, minutes)),
          })),
          payAtBooking: course.paymentAtRegistration,
          readyDomain: course.readyDomain,
          ready: await isReadyFor(db, link.studentId, course),
        })),
      ),
      freeCancellationHours: policy.freeCancellationHours,
      requireConfirmation: policy.requireConfirmation,
      maxOpenBookings: policy.maxOpenBookings,
      horizonWeeks: policy.horizonWeeks,
    });
  }
  const open = await countOpenBookings(
    db,
    links.map((link) => link.studentId),
    now,
  );
  return { monitors, openBookings: Object.fromEntries(open) };
}

/** The learner's bookings to come and his waitlist entries. */
export async function myBookings(db: Db, actor: Actor, now = new Date()): Promise<MyBookings> {
  const [bookings, entries] = await Promise.all([
    findBookingsOfLearner(db, actor.userId, now),
    findEntriesOfLearner(db, actor.userId),
  ]);
  return { bookings: bookings.map((row) => presentBooking(row)), waitlist: entries.map(presentEntry) };
}

/**
 * The student cancels his booking from his dashboard (issue 30 §3): free until the monitor's
 * window, charged after it. Another's booking is a 404.
 */
export async function cancelMyBooking(
  deps: BookingDeps,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<SelfBooking> {
  const [row] = await findPresentedBookings(deps.db, [id]);
  if (!row || !(await isOwnRecord(deps.db, actor.userId, row.booking.studentId)))
    throw new NotFoundError('No such booking');
  await deps.db.transaction(async (tx) => {
    const booking = await lockSelfBooking(tx, id);
    if (!booking) throw new NotFoundError('No such booking');
    await cancelLockedBooking(deps, tx, booking, row.courseLabel, 'student', now);
  });
  const [cancelled] = await findPresentedBookings(deps.db, [id]);
  if (!cancelled) throw new NotFoundError('No such booking');
  return presentBooking(cancelled);
}
