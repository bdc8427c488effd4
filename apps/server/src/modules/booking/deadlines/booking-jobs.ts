import type { Poller } from '../../../kernel/job-definition';
import { runBookingDeadlines } from './booking-deadlines.service';

/** Every 30 s, in whichever process takes them first (SKIP LOCKED): bookings and offers past their deadline. */
export const bookingPollers: Poller[] = [
  { name: 'booking.deadlines', everySeconds: 30, run: (deps) => runBookingDeadlines(deps) },
];
