import { type Calendar, DEFAULT_LESSON_MINUTES } from '@ds/domain';

/** The form's values: the duration is NaN while its field is empty, so the schema names it. */
export interface CalendarFormValues {
  label: string;
  colour: string;
  defaultDurationMinutes: number;
  workdayStart: string;
  workdayEnd: string;
  overlay: boolean;
  /** The course a new appointment of the calendar starts with; none when null. */
  defaultCourseId: string | null;
}

/** Colours offered next to the picker (Mantine's palette, readable under white text). */
export const CALENDAR_SWATCHES = [
  '#1c7ed6',
  '#2f9e44',
  '#f08c00',
  '#e03131',
  '#ae3ec9',
  '#0c8599',
  '#5c940d',
  '#c2255c',
  '#495057',
  '#868e96',
  '#3b5bdb',
  '#e8590c',
];

export function calendarFormValues(calendar: Calendar | null): CalendarFormValues {
  return {
    label: calendar?.label ?? '',
    colour: calendar?.colour ?? CALENDAR_SWATCHES[1] ?? '#2f9e44',
    defaultDurationMinutes: calendar?.defaultDurationMinutes ?? DEFAULT_LESSON_MINUTES,
    workdayStart: calendar?.workdayStart ?? '07:00',
    workdayEnd: calendar?.workdayEnd ?? '19:00',
    overlay: calendar?.overlay ?? false,
    defaultCourseId: calendar?.defaultCourseId ?? null,
  };
}

/** My calendars (main first, external ones apart) and those shared with me, as the settings list them. */
export function groupCalendars(calendars: Calendar[]) {
  const mine = calendars.filter((calendar) => calendar.access === 'owner');
  return {
    local: mine.filter((calendar) => calendar.provider === 'local'),
    external: mine.filter((calendar) => calendar.provider === 'caldav'),
    google: mine.filter((calendar) => calendar.provider === 'google'),
    shared: calendars.filter((calendar) => calendar.access !== 'owner'),
  };
}
