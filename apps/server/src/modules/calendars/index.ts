export { requireCalendar } from './calendar-access.service';
export { createMainCalendar, mainCalendarOf } from './main-calendar';
