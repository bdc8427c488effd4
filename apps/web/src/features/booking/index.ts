/**
 * Booking (issue 30): students book their own lessons with the monitors who publish free slots.
 * The router loads its pages lazily from `self-booking/pages/` (/booking, the student's),
 * `policy/pages/` (/account/online-booking, the monitor's rules and his students' bookings) and
 * `link/pages/` (the signed links of mails and SMS); the learner's dashboard shows the way in.
 */
export { BookingLinkCard } from './self-booking/components/booking-link-card';
