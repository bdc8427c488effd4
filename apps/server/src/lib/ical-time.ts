import type ICAL from 'ical.js';

/**
 * The instant of a UTC or zoned iCalendar time, its year taken as written: ical.js's own
 * `toUnixTime` and `toJSDate` go through `Date.UTC`, which reads year 0 as 1900 and 0050 as 1950.
 */
export function icalInstant(time: ICAL.Time): Date {
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(time.year, time.month - 1, time.day);
  wallClock.setUTCHours(time.hour, time.minute, time.second, 0);
  return new Date(wallClock.getTime() - time.utcOffset() * 1000);
}
