export { createMainCalendar, mainCalendarOf, presetMainCalendarCourse } from './main-calendar';
