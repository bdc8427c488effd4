import { SCHOOL_TIME_ZONE, schoolDateTime, zonedInstant } from '@ds/domain';
import ICAL from 'ical.js';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

/**
 * The one time-zone policy of iCalendar in the app — CalDAV (phones), the ICS feed and external
 * calendars alike. The school's zone is Europe/Zurich; instants are stored in UTC.
 *
 * Reading a DATE-TIME (DTSTART, DTEND):
 * - **UTC** (`…Z`, or `TZID=UTC`): that instant.
 * - **A TZID naming an IANA zone**, exactly (`Europe/Zurich`, `America/New_York`) or at the end of
 *   a prefixed name (Mozilla's `/mozilla.org/20050126_1/Europe/Zurich`): the wall clock in that
 *   zone by the zone's own rules, whatever VTIMEZONE came with it (none is needed), through the
 *   domain's `zonedInstant` — RFC 5545 §3.3.5: a time skipped when clocks go forward takes the
 *   offset before the gap, a time repeated when they go back its first occurrence.
 * - **Another TZID, defined by a VTIMEZONE of the object** (Outlook's `W. Europe Standard Time`):
 *   by that VTIMEZONE, as ical.js reads it (on a clock-change night ical.js does not follow §3.3.5).
 * - **A floating time** (no TZID), **or a TZID neither known nor defined**: Swiss wall-clock time.
 * - **A DTEND without TZID after a DTSTART with one** (RFC 5545 wants both alike): in DTSTART's zone.
 * - **DURATION** instead of DTEND: weeks and days are nominal (the same wall-clock time that many
 *   days later, in the start's zone), hours, minutes and seconds exact (RFC 5545 §3.3.6). Each
 *   occurrence of a repeating event with DTEND lasts exactly as long as the first (§3.8.5.3).
 * - Years are taken as written (year 0 and 0050 stay so, never 1900 or 1950): an implausible
 *   date reaches the appointment rules, which refuse it (`appointment_out_of_range`).
 *
 * Reading a DATE (`VALUE=DATE`, an all-day event): the Swiss midnight that starts the day; DTEND
 * (exclusive) the Swiss midnight that starts the day after the last.
 *
 * Writing (`ical-write.ts`): timed appointments as Swiss wall-clock times, `TZID=Europe/Zurich`
 * with the Europe/Zurich VTIMEZONE; all-day ones as their Swiss days (`VALUE=DATE`, DTEND the day
 * after the last); DTSTAMP, CREATED and LAST-MODIFIED in UTC.
 */

/** The school zone's VTIMEZONE block (CRLF lines), from timezones-ical-library. */
export const SCHOOL_VTIMEZONE = (tzlib_get_ical_block(SCHOOL_TIME_ZONE)[0] ?? '').replace(/\r?\n/g, '\r\n');
if (!SCHOOL_VTIMEZONE.startsWith('BEGIN:VTIMEZONE')) throw new Error('no VTIMEZONE for the school time zone');

const LIBRARY_ZONES = new Set<string>(tzlib_get_timezones());

function registerZone(tzid: string, zone: string): void {
  const [block] = zone === SCHOOL_TIME_ZONE ? [SCHOOL_VTIMEZONE] : tzlib_get_ical_block(zone);
  const calendar = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (vtimezone) ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone), tzid);
}

// Registered once: a phone often sends `DTSTART;TZID=Europe/Zurich:…` without the VTIMEZONE.
if (!ICAL.TimezoneService.has(SCHOOL_TIME_ZONE)) registerZone(SCHOOL_TIME_ZONE, SCHOOL_TIME_ZONE);

const zoneCache = new Map<string, string | null>();

/** The IANA zone a TZID names (also Mozilla's `/mozilla.org/…/Europe/Zurich` form), or null. */
function ianaZone(tzid: string | null): string | null {
  if (!tzid) return null;
  const cached = zoneCache.get(tzid);
  if (cached !== undefined) return cached;
  const tail = /([A-Za-z_]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/.exec(tzid)?.[1];
  let found: string | null = null;
  for (const candidate of [tzid, tail]) {
    if (!candidate || found) continue;
    try {
      new Intl.DateTimeFormat('en', { timeZone: candidate });
      found = candidate;
    } catch {
      // not a zone this runtime knows
    }
  }
  zoneCache.set(tzid, found);
  return found;
}

/**
 * Registers with ical.js the IANA zones an object names without a VTIMEZONE (phones often send
 * only `TZID=Europe/Zurich`), each under the exact TZID written, once per process: so ical.js
 * expands repeating rules and compares UNTIL in the right zone rather than in floating time.
 * Zones defined in the object itself are resolved per document, never registered.
 */
export function registerNamedZones(text: string): void {
  for (const match of text.matchAll(/TZID=(?:"([^"]+)"|([^;:\r\n]+))/g)) {
    const tzid = match[1] ?? match[2];
    if (!tzid || ICAL.TimezoneService.has(tzid)) continue;
    const zone = ianaZone(tzid);
    if (zone && LIBRARY_ZONES.has(zone)) registerZone(tzid, zone);
  }
}

/** The TZID parameter a DTSTART or DTEND was written with, or null. */
function tzidOf(property: ICAL.Property | null): string | null {
  const tzid = property?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
}

const isUtc = (time: ICAL.Time) => time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC';
const isFloating = (time: ICAL.Time) =>
  !time.zone || time.zone === ICAL.Timezone.localTimezone || time.zone.tzid === 'floating';

/**
 * The instant of a UTC or zoned ical.js time, its year taken as written: ical.js's own
 * `toUnixTime` and `toJSDate` go through `Date.UTC`, which reads year 0 as 1900 and 0050 as 1950.
 */
function icalInstant(time: ICAL.Time): Date {
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(time.year, time.month - 1, time.day);
  wallClock.setUTCHours(time.hour, time.minute, time.second, 0);
  return new Date(wallClock.getTime() - time.utcOffset() * 1000);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The Swiss midnight that starts a DATE's day. */
export function dayInstant(time: ICAL.Time): Date {
  return schoolDateTime(`${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`, '00:00');
}

/** The instant of a DATE-TIME written with `tzid` (null: none), by the policy above. */
function timeInstant(time: ICAL.Time, tzid: string | null): Date {
  if (time.isDate) return dayInstant(time);
  if (isUtc(time)) return icalInstant(time);
  const named = ianaZone(tzid);
  if (!named && !isFloating(time)) return icalInstant(time);
  const { year, month, day, hour, minute, second } = time;
  return zonedInstant({ year, month, day, hour, minute, second }, named ?? SCHOOL_TIME_ZONE);
}

/** The instant a DURATION after a start: days and weeks nominal, in the start's zone; the rest exact. */
function afterDuration(start: ICAL.Time, tzid: string | null, duration: ICAL.Duration): Date {
  const sign = duration.isNegative ? -1 : 1;
  const shifted = start.clone();
  shifted.adjust(sign * (duration.weeks * 7 + duration.days), 0, 0, 0);
  const exactSeconds = duration.hours * 3600 + duration.minutes * 60 + duration.seconds;
  return new Date(timeInstant(shifted, tzid).getTime() + sign * exactSeconds * 1000);
}

/** An end written floating after a zoned start, placed in the start's zone. */
function inZoneOf(end: ICAL.Time, start: ICAL.Time): ICAL.Time {
  if (!isFloating(end) || isFloating(start)) return end;
  const zoned = end.clone();
  zoned.zone = start.zone;
  return zoned;
}

export interface EventTimes {
  start: Date;
  /** Null when a timed event gives neither DTEND nor DURATION. */
  end: Date | null;
  allDay: boolean;
}

/**
 * The instants of an event, or of the occurrence of a repeating event that starts at
 * `occurrence` (a start its rule gave, in DTSTART's zone). An all-day event without an end lasts
 * its day (RFC 5545 §3.6.1).
 */
export function eventTimes(event: ICAL.Event, occurrence?: ICAL.Time): EventTimes {
  const start = occurrence ?? event.startDate;
  const startTzid = tzidOf(event.component.getFirstProperty('dtstart'));
  const endProperty = event.component.getFirstProperty('dtend');
  const endTzid = tzidOf(endProperty) ?? startTzid;
  if (start.isDate) {
    let end = event.endDate;
    if (occurrence) {
      end = occurrence.clone();
      end.addDuration(event.duration);
    }
    return { start: dayInstant(start), end: timeInstant(inZoneOf(end, start), endTzid), allDay: true };
  }
  const startsAt = timeInstant(start, startTzid);
  let end: Date | null = null;
  if (event.component.hasProperty('duration')) {
    end = afterDuration(start, startTzid, event.duration);
  } else if (endProperty) {
    const endsAt = timeInstant(inZoneOf(event.endDate, event.startDate), endTzid);
    const length = endsAt.getTime() - timeInstant(event.startDate, startTzid).getTime();
    end = occurrence ? new Date(startsAt.getTime() + length) : endsAt;
  }
  return { start: startsAt, end, allDay: false };
}
