/** The booking area: students book their own lessons under their monitor's rules (issue 30). */

export { bookingRoutes } from './booking.routes';
export { bookingPollers } from './deadlines/booking-jobs';
export { bookingReminderLinks } from './links/reminder-links';
export { BOOKING_PAYMENT_PURPOSES } from './payments/booking-payments';
