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

/** Wall-clock fields read as UTC; setUTCFullYear keeps a year below 100 as it is (Date.UTC makes 50 into 1950). */
function wallClockMs(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant, in ms, whatever the year (BC included). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    offsetFormats.set(timeZone, format);
  }
  const field: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) field[part.type] = part.value;
  const year = field.era === 'BC' ? 1 - Number(field.year) : Number(field.year);
  const wall = wallClockMs(
    year,
    Number(field.month),
    Number(field.day),
    Number(field.hour),
    Number(field.minute),
    Number(field.second),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

const DAY_TEXT = /^(\d{1,6})-(\d{1,2})-(\d{1,2})$/;
const TIME_TEXT = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of a Swiss wall-clock day and time ("2026-11-20", "08:00"), summer time included;
 * an unreadable one is an invalid date. The year is taken as written: dayjs and `Date.UTC` would
 * read 0050 as 1950 and 0000 as 1900, and a date rule downstream could no longer refuse it.
 */
export function schoolDateTime(day: string, time: string, timeZone = SCHOOL_TIME_ZONE): Date {
  const dayParts = DAY_TEXT.exec(day);
  const timeParts = TIME_TEXT.exec(time);
  if (!dayParts || !timeParts) return new Date(Number.NaN);
  const [year, month, date] = dayParts.slice(1).map(Number) as [number, number, number];
  const [hour, minute, second = 0] = timeParts.slice(1).map((part) => Number(part ?? 0)) as [number, number, number];
  const wall = wallClockMs(year, month, date, hour, minute, second);
  // The offset at the wall clock read as UTC is a first guess; a clock change between corrects it
  // (luxon's way, as dayjs does it): a time skipped in spring moves forward by the hour skipped.
  const guessed = zoneOffsetMs(wall, timeZone);
  const checked = zoneOffsetMs(wall - guessed, timeZone);
  if (guessed === checked) return new Date(wall - guessed);
  const corrected = zoneOffsetMs(wall - checked, timeZone);
  if (checked === corrected) return new Date(wall - checked);
  return new Date(wall - Math.min(checked, corrected));
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
