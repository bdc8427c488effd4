import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The schools' time zone: everything is stored in UTC and shown in Swiss time. */
export const SCHOOL_TIME_ZONE = 'Europe/Zurich';

export function inSchoolTime(date: Date, timeZone = SCHOOL_TIME_ZONE): Dayjs {
  return dayjs(date).tz(timeZone);
}

/** DD.MM.YYYY in Swiss time. */
export function formatSwissDate(date: Date, timeZone = SCHOOL_TIME_ZONE): string {
  return inSchoolTime(date, timeZone).format('DD.MM.YYYY');
}

/** HH:mm in Swiss time. */
export function formatSwissTime(date: Date, timeZone = SCHOOL_TIME_ZONE): string {
  return inSchoolTime(date, timeZone).format('HH:mm');
}

/** The instant of a Swiss wall-clock day and time ("2026-11-20", "08:00"), summer time included. */
export function schoolDateTime(day: string, time: string, timeZone = SCHOOL_TIME_ZONE): Date {
  return dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The Swiss calendar day of an instant, as YYYY-MM-DD. */
export function schoolDay(date: Date, timeZone = SCHOOL_TIME_ZONE): string {
  // One formatter per zone, kept: dayjs's tz() builds one for every call, which busy routes felt.
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  let year = '';
  let month = '';
  let day = '';
  for (const part of format.formatToParts(date)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

let lastBounds: { day: string; timeZone: string; start: number; end: number } | undefined;

/** The instants a Swiss calendar day starts and ends (23 or 25 hours on clock-change days). */
export function schoolDayBounds(day: string, timeZone = SCHOOL_TIME_ZONE): { start: Date; end: Date } {
  // The same day is asked for again and again (today, on every my-day page): kept, as dayjs takes 40 µs.
  if (lastBounds?.day !== day || lastBounds.timeZone !== timeZone) {
    // Calendar arithmetic on the plain date: adding a day to a zoned time adds 24 hours.
    const next = dayjs(day, 'YYYY-MM-DD').add(1, 'day').format('YYYY-MM-DD');
    const start = schoolDateTime(day, '00:00', timeZone).getTime();
    lastBounds = { day, timeZone, start, end: schoolDateTime(next, '00:00', timeZone).getTime() };
  }
  return { start: new Date(lastBounds.start), end: new Date(lastBounds.end) };
}
