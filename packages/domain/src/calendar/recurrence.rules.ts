import dayjs from 'dayjs';
import { dayPlus, inSchoolTime, SCHOOL_TIME_ZONE, schoolDateTime, schoolDay } from '../kernel/time/school-time';
import type { Booking } from './availability.rules';

/** A weekly series holds at most two years of occurrences. */
export const MAX_SERIES_OCCURRENCES = 105;

/** The same booking moved to another Swiss day at the same wall-clock time, keeping its length. */
function onDay(booking: Booking, day: string, timeZone: string): Booking {
  const start = schoolDateTime(day, inSchoolTime(booking.start, timeZone).format('HH:mm'), timeZone);
  return {
    start,
    end: new Date(start.getTime() + (booking.end.getTime() - booking.start.getTime())),
    allDay: booking.allDay,
  };
}

/**
 * Every week from the booking's day up to `until` (a Swiss day, inclusive), at the same Swiss
 * wall-clock time whatever the summer time. An `until` before the first day gives the booking alone.
 */
export function weeklyOccurrences(booking: Booking, until: string, timeZone = SCHOOL_TIME_ZONE): Booking[] {
  const first = schoolDay(booking.start, timeZone);
  const occurrences: Booking[] = [];
  for (let day = first; day <= until && occurrences.length <= MAX_SERIES_OCCURRENCES; day = dayPlus(day, 7)) {
    occurrences.push(day === first ? booking : onDay(booking, day, timeZone));
  }
  return occurrences.length === 0 ? [booking] : occurrences;
}

/**
 * Applies to one occurrence of a series the change made to another: moved by the same number
 * of Swiss days, to the new wall-clock start and the new length.
 */
export function shiftOccurrence(
  occurrence: Booking,
  edited: { before: Booking; after: Booking },
  timeZone = SCHOOL_TIME_ZONE,
): Booking {
  const dayDelta = dayjs(schoolDay(edited.after.start, timeZone)).diff(
    dayjs(schoolDay(edited.before.start, timeZone)),
    'day',
  );
  const day = dayPlus(schoolDay(occurrence.start, timeZone), dayDelta);
  return onDay(edited.after, day, timeZone);
}
