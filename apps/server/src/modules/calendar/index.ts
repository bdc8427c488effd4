/** The calendar area: calendars, appointments, CalDAV, feeds, external calendars, the Google calendar link and my day. */

export { handOverFutureAppointments } from './appointments/appointment-handover.service';
export { type LessonCharge, type LessonTerms, lessonTermsOf } from './appointments/appointment-price.service';
export { settleAppointment } from './appointments/appointment-settlement.service';
export { appointmentsRoutes } from './appointments/appointments.routes';
export { appointmentCounts } from './appointments/appointments.service';
export { isMonitorOverlap } from './appointments/monitor-overlap';
export {
  busyTimes,
  lockBookingParties,
  type MonitorDay,
  monitorWorkday,
  removeStudentLesson,
  type StudentLesson,
  schoolHolidays,
  writeStudentLesson,
} from './appointments/student-slots.service';
export { dropCalendarShares } from './calendars/calendar-departure.service';
export { calendarsRoutes } from './calendars/calendars.routes';
export { createMainCalendar, mainCalendarOf, presetMainCalendarCourse } from './calendars/main-calendar';
export { davRoutes } from './dav/dav.routes';
export { externalCalendarJobs } from './external-calendars/external-calendar-jobs';
export { externalCalendarsRoutes } from './external-calendars/external-calendars.routes';
export { calendarFeedRoutes } from './feed/calendar-feed.routes';
export { calendarFeedPublicRoutes } from './feed/calendar-feed-public.routes';
export { googleCalendarRoutes } from './google-calendar/google-calendar.routes';
export { googleCalendarJobs, googlePushPlanner } from './google-calendar/google-calendar-jobs';
export { appointmentFileFor } from './ical/appointment-file.service';
export { myDayRoutes } from './my-day/my-day.routes';
