import { type Booking, occupiedSpan } from '../calendar/availability.rules';
import { freeSlots, type Slot } from '../calendar/free-slots.rules';
import { dayPlus, SCHOOL_TIME_ZONE, schoolDay, schoolDayBounds } from '../kernel/time/school-time';
import type { BookingPolicy } from './booking-policy.schema';

export type SlotRules = Pick<
  BookingPolicy,
  'horizonWeeks' | 'noticeUnit' | 'noticeAmount' | 'bufferMinutes' | 'stepMinutes'
>;

export interface OfferSearch {
  rules: SlotRules;
  lengthMinutes: number;
  now: Date;
  /** The calendar's work-day hours, HH:mm. */
  workdayStart: string;
  workdayEnd: string;
  /**
   * Days nobody books: Sundays, the canton's holidays, the monitor's days off. A function, since
   * the window depends on the notice, which counts open days.
   */
  isClosed(day: string): boolean;
  /** The monitor's appointments and blocked times (and the student's own lessons). */
  busy: readonly Booking[];
  timeZone?: string;
}

/**
 * From when to when a student may book: after the notice (hours from now, or from the start of
 * the N-th open day after today) and until the end of the horizon's last day.
 */
export function bookingWindow(search: Omit<OfferSearch, 'lengthMinutes' | 'busy' | 'workdayStart' | 'workdayEnd'>): {
  earliest: Date;
  latest: Date;
  days: string[];
} {
  const timeZone = search.timeZone ?? SCHOOL_TIME_ZONE;
  const today = schoolDay(search.now, timeZone);
  const lastDay = dayPlus(today, search.rules.horizonWeeks * 7);
  let earliest = new Date(
    search.now.getTime() + (search.rules.noticeUnit === 'hours' ? search.rules.noticeAmount * 3_600_000 : 0),
  );
  if (search.rules.noticeUnit === 'working_days' && search.rules.noticeAmount > 0) {
    let day = today;
    for (let open = 0; open < search.rules.noticeAmount; ) {
      day = dayPlus(day, 1);
      if (!search.isClosed(day)) open += 1;
    }
    earliest = schoolDayBounds(day, timeZone).start;
  }
  const days: string[] = [];
  for (let day = today; day <= lastDay; day = dayPlus(day, 1)) days.push(day);
  return { earliest, latest: schoolDayBounds(lastDay, timeZone).end, days };
}

/**
 * The starts a student is offered for a lesson of `lengthMinutes`: within the work-day hours of
 * open days, inside the booking window, on the step grid, and clear of every busy time by the
 * buffer on both sides.
 */
export function offeredSlots(search: OfferSearch): Slot[] {
  const timeZone = search.timeZone ?? SCHOOL_TIME_ZONE;
  const { earliest, latest, days } = bookingWindow(search);
  const buffer = search.rules.bufferMinutes * 60_000;
  const busy = search.busy.map((booking) => {
    const span = occupiedSpan(booking, timeZone);
    return { start: new Date(span.start.getTime() - buffer), end: new Date(span.end.getTime() + buffer) };
  });
  return freeSlots({
    days,
    closedDays: new Set(days.filter((day) => search.isClosed(day))),
    workdayStart: search.workdayStart,
    workdayEnd: search.workdayEnd,
    durationMinutes: search.lengthMinutes,
    stepMinutes: search.rules.stepMinutes,
    busy,
    notBefore: earliest,
    perDay: Number.POSITIVE_INFINITY,
    timeZone,
  }).filter((slot) => slot.end <= latest);
}
