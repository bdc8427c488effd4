export { requireCalendar } from './calendar-access.service';
export { createMainCalendar, mainCalendarOf, presetMainCalendarCourse } from './main-calendar';
