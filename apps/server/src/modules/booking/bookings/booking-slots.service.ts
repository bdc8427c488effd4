import {
  type BookingPolicy,
  type BookingSlots,
  type BookingSlotsQuery,
  dayPlus,
  offeredSlots,
  personName,
  type Slot,
  schoolDay,
  schoolDayBounds,
} from '@ds/domain';
import dayjs from 'dayjs';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { AppError, ValidationError } from '../../../lib/errors';
import { busyTimes, monitorWorkday, schoolHolidays } from '../../calendar';
import { domainReadiness } from '../../training';
import { findSelfBookableCourses } from '../policy/booking-policy.repo';
import { monitorPolicy } from '../policy/booking-policy.service';
import { findHeldOffers } from '../waitlist/waitlist.repo';
import { findBookableMonitors } from './self-bookings.repo';

const SUNDAY = 0;
/** Holidays are looked up this far past the horizon, for a notice counted in open days. */
const NOTICE_MARGIN_DAYS = 21;

/** Not published, not his monitor, or no such course: the same answer, nothing to learn from it. */
export class BookingUnavailableError extends AppError {
  constructor() {
    super(404, 'booking_unavailable', 'This instructor does not take bookings for this course');
  }
}

export type BookableCourse = Awaited<ReturnType<typeof findSelfBookableCourses>>[number];

/** The course asks the student to be ready in a domain of his training card, and he is not yet. */
export class NotReadyForCourseError extends AppError {
  constructor(domain: string) {
    super(409, 'not_ready_for_course', `This course is booked once your instructor rates you ready in ${domain}`, {
      domain,
    });
  }
}

/** Whether the student may book the course: no domain asked, or every skill of it ready on his card. */
export async function isReadyFor(db: Db, studentId: string, course: Pick<BookableCourse, 'readyDomain'>) {
  if (!course.readyDomain) return true;
  return (await domainReadiness(db, studentId)).get(course.readyDomain) === 1;
}

/** What a learner books with one monitor: his own student record there, the monitor's policy and the course. */
export interface BookingContext {
  studentId: string;
  schoolId: string | null;
  monitorId: string;
  monitorName: string;
  policy: BookingPolicy;
  course: BookableCourse;
}

export async function bookingContext(
  db: Db,
  actor: Actor,
  monitorId: string,
  courseId: string,
): Promise<BookingContext> {
  const link = (await findBookableMonitors(db, actor.userId)).find((each) => each.monitorId === monitorId);
  if (!link) throw new BookingUnavailableError();
  const course = (await findSelfBookableCourses(db, monitorId)).find((each) => each.id === courseId);
  if (!course) throw new BookingUnavailableError();
  if (!(await isReadyFor(db, link.studentId, course))) throw new NotReadyForCourseError(course.readyDomain ?? '');
  return {
    studentId: link.studentId,
    schoolId: link.schoolId,
    monitorId,
    monitorName: personName(link),
    policy: await monitorPolicy(db, monitorId),
    course,
  };
}

/** A lesson of `lengthMinutes` costs the course's price in proportion to its length, to 5 centimes. */
export function lessonPriceCentimes(
  course: Pick<BookableCourse, 'priceCentimes' | 'durationMinutes'>,
  lengthMinutes: number,
) {
  return Math.round((course.priceCentimes * lengthMinutes) / course.durationMinutes / 5) * 5;
}

export function assertLengthOffered(policy: BookingPolicy, lengthMinutes: number, field: string): void {
  if (!(policy.lessonLengths as number[]).includes(lengthMinutes)) {
    throw new ValidationError([
      { field, rule: 'length_not_offered', message: 'is not a length this instructor offers' },
    ]);
  }
}

/**
 * Every start the monitor's rules offer the student for a lesson of `lengthMinutes`, from now to
 * the end of the horizon: his work-day hours on open days (no Sunday, no holiday of the canton),
 * after the notice, clear of his and the student's appointments (and of slots held for other
 * waiting students) by the buffer.
 */
export async function offeredStarts(
  db: Db,
  context: Pick<BookingContext, 'monitorId' | 'studentId' | 'schoolId' | 'policy'>,
  lengthMinutes: number,
  now: Date,
  language = 'fr',
) {
  const today = schoolDay(now);
  const lastDay = dayPlus(today, context.policy.horizonWeeks * 7);
  const holidays = await schoolHolidays(db, context.schoolId, today, dayPlus(lastDay, NOTICE_MARGIN_DAYS), language);
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const workday = await monitorWorkday(db, context.monitorId);
  const busy = [
    ...(await busyTimes(
      db,
      context.monitorId,
      context.studentId,
      schoolDayBounds(today).start,
      schoolDayBounds(dayPlus(lastDay, 1)).end,
    )),
    ...(await heldOffers(db, context.monitorId, context.studentId, now)),
  ];
  const slots = offeredSlots({
    rules: context.policy,
    lengthMinutes,
    now,
    workdayStart: workday.workdayStart,
    workdayEnd: workday.workdayEnd,
    isClosed: (day) => holidayDates.has(day) || dayjs(day).day() === SUNDAY,
    busy,
  });
  return { slots, holidays, lastDay };
}

/** Slots held for another waiting student: busy for everyone else until the hold ends. */
async function heldOffers(db: Db, monitorId: string, studentId: string, now: Date) {
  const offers = await findHeldOffers(db, monitorId, studentId, now);
  return offers.flatMap((offer) =>
    offer.start && offer.end ? [{ start: offer.start, end: offer.end, allDay: false }] : [],
  );
}

const presentSlot = (slot: Slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() });

/** The free starts of a monitor for a course, over the days asked (clipped to his horizon). */
export async function findBookingSlots(
  db: Db,
  actor: Actor,
  query: BookingSlotsQuery,
  now = new Date(),
): Promise<BookingSlots> {
  const context = await bookingContext(db, actor, query.monitorId, query.courseId);
  assertLengthOffered(context.policy, query.lengthMinutes, 'querystring.lengthMinutes');
  const first = query.from ?? schoolDay(now);
  const last = dayPlus(first, query.days - 1);
  const { slots, holidays, lastDay } = await offeredStarts(db, context, query.lengthMinutes, now, query.language);
  const from = schoolDayBounds(first).start;
  const to = schoolDayBounds(last).end;
  return {
    slots: slots.filter((slot) => slot.start >= from && slot.start < to).map(presentSlot),
    holidays: holidays.filter((holiday) => holiday.date >= first && holiday.date <= last && holiday.date <= lastDay),
    lastDay,
  };
}

/** The next starts after `after` (for a student whose slot was just taken). */
export function nextSlots(slots: Slot[], after: Date, count = 6) {
  return slots
    .filter((slot) => slot.start >= after)
    .slice(0, count)
    .map(presentSlot);
}
