import type { ReminderLinks } from '../../../kernel/deps';
import { findStandingBookingsOf } from '../bookings/self-bookings.repo';
import { bookingLinkPath } from './booking-links';

/** The signed cancel link of each lesson a student booked himself, for his reminders (issue 30 §3). */
export const bookingReminderLinks: ReminderLinks = async (deps, appointmentIds) => {
  const bookings = await findStandingBookingsOf(deps.db, appointmentIds);
  return new Map(
    bookings.map((booking) => [
      `${booking.appointmentId}:${booking.studentId}`,
      `${deps.publicUrl}${bookingLinkPath(deps.secrets, 'cancel', booking.id)}`,
    ]),
  );
};
