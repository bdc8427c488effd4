import { inSchoolTime, SCHOOL_TIME_ZONE } from '../kernel/time/school-time';

export interface Booking {
  start: Date;
  end: Date;
  /** An all-day booking blocks each of its days completely, in the school's time zone. */
  allDay?: boolean;
}

/** The span a booking really occupies: an all-day one from the midnight of its first day to the midnight after its last. */
export function occupiedSpan(booking: Booking, timeZone = SCHOOL_TIME_ZONE): { start: Date; end: Date } {
  if (!booking.allDay) return { start: booking.start, end: booking.end };
  const lastDay = booking.end > booking.start ? new Date(booking.end.getTime() - 1) : booking.start;
  return {
    start: inSchoolTime(booking.start, timeZone).startOf('day').toDate(),
    end: inSchoolTime(lastDay, timeZone).add(1, 'day').startOf('day').toDate(),
  };
}

/** Whether two bookings overlap; touching ones (one ends when the other starts) do not. */
export function overlaps(a: Booking, b: Booking, timeZone = SCHOOL_TIME_ZONE): boolean {
  const left = occupiedSpan(a, timeZone);
  const right = occupiedSpan(b, timeZone);
  return left.start < right.end && right.start < left.end;
}

/** Whether `wanted` is free of every booking in `taken`. */
export function isFree(wanted: Booking, taken: readonly Booking[], timeZone = SCHOOL_TIME_ZONE): boolean {
  return taken.every((booking) => !overlaps(wanted, booking, timeZone));
}

/** The first and last Swiss calendar days (YYYY-MM-DD) a booking touches; an end at midnight stays on the day before. */
export function bookingDays(booking: Booking, timeZone = SCHOOL_TIME_ZONE): { first: string; last: string } {
  const lastInstant = booking.end > booking.start ? new Date(booking.end.getTime() - 1) : booking.start;
  return {
    first: inSchoolTime(booking.start, timeZone).format('YYYY-MM-DD'),
    last: inSchoolTime(lastInstant, timeZone).format('YYYY-MM-DD'),
  };
}
