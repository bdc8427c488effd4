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
const DAY_MS = 86_400_000;

/** A wall-clock date and time, the year as written. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

/**
 * The one rule turning a wall-clock time of a zone into an instant, for the API, the web forms, the
 * slot picker, CalDAV and external calendars alike — RFC 5545 §3.3.5:
 * - a time that exists once is that instant;
 * - a time that does not exist (skipped when clocks go forward: 02:00–02:59 on the last Sunday of
 *   March in Zurich) is read with the offset in force **before** the gap: 02:30 → 02:30+01:00 =
 *   01:30Z, which the clock shows as 03:30 summer time;
 * - a time that exists twice (02:00–02:59 on the last Sunday of October) is its **first**
 *   occurrence, still in summer time: 02:30 → 02:30+02:00 = 00:30Z.
 */
export function zonedInstant(wall: WallClock, timeZone = SCHOOL_TIME_ZONE): Date {
  const local = wallClockMs(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  if (Number.isNaN(local)) return new Date(Number.NaN);
  // The offsets a day either side: the zone's offsets around this wall clock (a change never
  // moves a clock by a day, and two changes never fall within two days).
  const before = zoneOffsetMs(local - DAY_MS, timeZone);
  const after = zoneOffsetMs(local + DAY_MS, timeZone);
  if (before === after && zoneOffsetMs(local - before, timeZone) === before) return new Date(local - before);
  const candidates = [...new Set([before, after, zoneOffsetMs(local, timeZone)])];
  // An offset fits when the instant it gives shows this wall clock; two fit in the repeated hour.
  const fitting = candidates.filter((offset) => zoneOffsetMs(local - offset, timeZone) === offset);
  // The first occurrence is the earlier instant: the larger offset.
  if (fitting.length > 0) return new Date(local - Math.max(...fitting));
  // None fits: a skipped time, read with the offset before the gap, the one in force at the
  // earliest instant it could be.
  return new Date(local - zoneOffsetMs(local - Math.max(...candidates), timeZone));
}

/**
 * The instant of a Swiss wall-clock day and time ("2026-11-20", "08:00" or "08:00:30"), through
 * `zonedInstant` (RFC 5545 §3.3.5 for the clock changes); an unreadable one is an invalid date.
 * The year is taken as written: dayjs and `Date.UTC` would read 0050 as 1950 and 0000 as 1900,
 * and a date rule downstream could no longer refuse it.
 */
export function schoolDateTime(day: string, time: string, timeZone = SCHOOL_TIME_ZONE): Date {
  const dayParts = DAY_TEXT.exec(day);
  const timeParts = TIME_TEXT.exec(time);
  if (!dayParts || !timeParts) return new Date(Number.NaN);
  const [year, month, date] = dayParts.slice(1).map(Number) as [number, number, number];
  const [hour, minute, second = 0] = timeParts.slice(1).map((part) => Number(part ?? 0)) as [number, number, number];
  return zonedInstant({ year, month, day: date, hour, minute, second }, timeZone);
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
/** The calendar day `days` after (or before) a `YYYY-MM-DD` day: plain date arithmetic, no clock change involved. */
export function dayPlus(day: string, days: number): string {
  return dayjs(day, 'YYYY-MM-DD').add(days, 'day').format('YYYY-MM-DD');
}

export function schoolDayBounds(day: string, timeZone = SCHOOL_TIME_ZONE): { start: Date; end: Date } {
  // The same day is asked for again and again (today, on every my-day page): kept, as dayjs takes 40 µs.
  if (lastBounds?.day !== day || lastBounds.timeZone !== timeZone) {
    // Calendar arithmetic on the plain date: adding a day to a zoned time adds 24 hours.
    const next = dayPlus(day, 1);
    const start = schoolDateTime(day, '00:00', timeZone).getTime();
    lastBounds = { day, timeZone, start, end: schoolDateTime(next, '00:00', timeZone).getTime() };
  }
  return { start: new Date(lastBounds.start), end: new Date(lastBounds.end) };
}
