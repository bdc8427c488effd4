import type { BookingOffers } from '@ds/domain';

export type OfferedMonitor = BookingOffers['monitors'][number];
export type BookableCourse = OfferedMonitor['courses'][number];

/** What the student picked so far: nothing, or ids the offers may no longer hold. */
export interface BookingChoice {
  monitorId: string | null;
  courseId: string | null;
  lengthMinutes: number | null;
}

/** A choice the slots can be searched for, with the price of a lesson of that length. */
export interface ResolvedChoice {
  monitor: OfferedMonitor;
  course: BookableCourse;
  lengthMinutes: number;
  price: number;
}

/** The monitors a student may book with: those who publish at least one course for him. */
export function bookableMonitors(offers: BookingOffers): OfferedMonitor[] {
  return offers.monitors.filter((monitor) => monitor.courses.length > 0);
}

/**
 * The student's choice completed: what he picked when the offers still hold it, else the first
 * monitor, the first course he is ready for, and its first length, so slots show at once (and the
 * question is skipped when there is one).
 */
export function resolveChoice(offers: BookingOffers, wanted: BookingChoice): ResolvedChoice | null {
  const monitors = bookableMonitors(offers);
  const monitor = monitors.find((each) => each.monitorId === wanted.monitorId) ?? monitors[0];
  if (!monitor) return null;
  const course =
    monitor.courses.find((each) => each.id === wanted.courseId) ??
    monitor.courses.find((each) => each.ready) ??
    monitor.courses[0];
  if (!course) return null;
  const length = course.lengths.find((each) => each.minutes === wanted.lengthMinutes) ?? course.lengths[0];
  return length ? { monitor, course, lengthMinutes: length.minutes, price: length.price } : null;
}

/** How many more bookings the student may hold with this monitor (never below 0). */
export function bookingsLeft(offers: BookingOffers, monitor: OfferedMonitor): number {
  return Math.max(0, monitor.maxOpenBookings - (offers.openBookings[monitor.monitorId] ?? 0));
}
