import { SCHOOL_TIME_ZONE, schoolDateTime, schoolDay } from '@ds/domain';
import ICAL from 'ical.js';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import { icalInstant } from '../../../lib/ical-time';

/** One appointment made of an event (or of one occurrence of a recurring event). */
export interface MappedEvent {
  uid: string;
  /** The occurrence's RECURRENCE-ID (`20261201T090000`) when the event repeats, else null. */
  recurrenceId: string | null;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  location: string | null;
  description: string;
}

export interface SyncWindow {
  start: Date;
  end: Date;
  /** The Swiss day the window starts: it moves on the first of each month, and a full refresh follows. */
  key: string;
}

export class InvalidCalendarData extends Error {}

/** The appointment fields' limits (spec §5), so a copied event reads like a booked one. */
const LIMITS = { title: 200, location: 200, description: 4000 };
/** Bounds the work on a pathological rule (every minute for years): occurrences kept, and steps taken. */
const MAX_OCCURRENCES = 1000;
const MAX_STEPS = 50_000;

const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;

/** From the first of the month two months back to the first of the month 13 months ahead (Swiss time). */
export function syncWindow(now: Date, monthsBack = 2, monthsAhead = 12): SyncWindow {
  const [year = 0, month = 1] = schoolDay(now).split('-').map(Number);
  const current = year * 12 + month - 1;
  const key = monthStart(current - monthsBack);
  return {
    start: schoolDateTime(key, '00:00'),
    end: schoolDateTime(monthStart(current + monthsAhead + 1), '00:00'),
    key,
  };
}

const zoneCache = new Map<string, string | null>();

/** An IANA zone for a TZID (also Mozilla's `/mozilla.org/…/Europe/Zurich` form), or null. */
function ianaZone(tzid: string | undefined): string | null {
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

const LIBRARY_ZONES = new Set<string>(tzlib_get_timezones());

/**
 * Registers the IANA zones the object names without a VTIMEZONE (phones often send only
 * `TZID=Europe/Zurich`), so ical.js expands rules and compares UNTIL in the right zone rather
 * than in floating time. Each is registered under the exact TZID written, once per process.
 */
function registerNamedZones(ics: string): void {
  for (const match of ics.matchAll(/TZID=(?:"([^"]+)"|([^;:\r\n]+))/g)) {
    const tzid = match[1] ?? match[2];
    if (!tzid || ICAL.TimezoneService.has(tzid)) continue;
    const zone = ianaZone(tzid);
    if (!zone || !LIBRARY_ZONES.has(zone)) continue;
    const [block] = tzlib_get_ical_block(zone);
    const calendar = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`));
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    if (vtimezone) ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone), tzid);
  }
}

const isUtc = (time: ICAL.Time) => time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC';

/** The TZID a time was written with: the parameter, or the VTIMEZONE ical.js attached. */
function tzidOf(time: ICAL.Time | undefined): string | undefined {
  if (!time) return undefined;
  // ical.js keeps the TZID parameter on the time, though its types do not say so.
  const parameter = (time as unknown as { timezone?: string }).timezone;
  if (parameter) return parameter;
  const tzid = time.zone?.tzid;
  return tzid && tzid !== 'floating' ? tzid : undefined;
}

function day(time: ICAL.Time): string {
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * The instant of an iCalendar time: UTC as is; a named zone by its IANA rules (whatever VTIMEZONE
 * came with it), else by the VTIMEZONE sent; a floating time or an unknown zone in Swiss time.
 * A date (all-day) is the Swiss midnight that starts it, as the app stores all-day appointments.
 */
function toInstant(time: ICAL.Time, tzid: string | undefined): Date {
  if (time.isDate) return schoolDateTime(day(time), '00:00');
  if (isUtc(time)) return icalInstant(time);
  const zone = ianaZone(tzid) ?? (time.zone && time.zone.tzid !== 'floating' ? null : SCHOOL_TIME_ZONE);
  if (zone === null) return icalInstant(time);
  const wallClock = schoolDateTime(day(time), `${pad(time.hour)}:${pad(time.minute)}`, zone);
  return new Date(wallClock.getTime() + time.second * 1000);
}

function text(component: ICAL.Component, name: string, limit: number): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim().slice(0, limit) : '';
}

const cancelled = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

function occurrence(
  event: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time,
  recurrenceId: string | null,
  window: SyncWindow,
): MappedEvent | null {
  if (cancelled(event.component)) return null;
  const startTzid = tzidOf(event.startDate);
  const startsAt = toInstant(start, startTzid);
  let endsAt = toInstant(end, tzidOf(event.endDate) ?? startTzid);
  const allDay = start.isDate;
  if (endsAt <= startsAt) {
    // An all-day event without an end lasts its day; a timed one without an end is an instant.
    endsAt = allDay ? toInstant(nextDay(start), undefined) : startsAt;
  }
  if (endsAt <= window.start || startsAt >= window.end) return null;
  return {
    uid: event.uid ?? '',
    recurrenceId,
    title: text(event.component, 'summary', LIMITS.title),
    start: startsAt,
    end: endsAt,
    allDay,
    location: text(event.component, 'location', LIMITS.location) || null,
    description: text(event.component, 'description', LIMITS.description),
  };
}

function nextDay(time: ICAL.Time): ICAL.Time {
  const next = time.clone();
  next.adjust(1, 0, 0, 0);
  return next;
}

function expand(master: ICAL.Event, window: SyncWindow): MappedEvent[] {
  const mapped: MappedEvent[] = [];
  const iterator = master.iterator();
  const windowEnd = ICAL.Time.fromJSDate(window.end, true);
  for (let step = 0; step < MAX_STEPS && mapped.length < MAX_OCCURRENCES; step++) {
    const next = iterator.next();
    if (!next) break;
    // Recurrence ids may be wall-clock times: two days of margin cover any zone's offset.
    if (next.toUnixTime() - windowEnd.toUnixTime() > 2 * 86_400) break;
    const details = master.getOccurrenceDetails(next);
    const entry = occurrence(details.item, details.startDate, details.endDate, next.toICALString(), window);
    if (entry) mapped.push(entry);
  }
  return mapped;
}

/**
 * The appointments an iCalendar object (one CalDAV resource) gives within the window: each event,
 * or each occurrence of a repeating one with its moved or cancelled exceptions and EXDATEs applied.
 */
export function mapCalendarObject(ics: string, window: SyncWindow): MappedEvent[] {
  let root: ICAL.Component;
  try {
    registerNamedZones(ics);
    const parsed: unknown[] = ICAL.parse(ics);
    // Several top-level components parse into a list of them: the first is the calendar.
    root = new ICAL.Component((Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
  } catch (error) {
    throw new InvalidCalendarData(`unreadable iCalendar: ${(error as Error).message}`);
  }
  if (root.name !== 'vcalendar') throw new InvalidCalendarData('not a VCALENDAR');

  const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    const group = byUid.get(uid) ?? { exceptions: [] };
    if (vevent.hasProperty('recurrence-id')) group.exceptions.push(vevent);
    else group.master ??= vevent;
    byUid.set(uid, group);
  }

  const mapped: MappedEvent[] = [];
  for (const { master, exceptions } of byUid.values()) {
    if (!master) {
      // Exceptions without their series: each is an event of its own.
      for (const vevent of exceptions) {
        const event = new ICAL.Event(vevent);
        const entry = occurrence(
          event,
          event.startDate,
          event.endDate,
          event.recurrenceId?.toICALString() ?? null,
          window,
        );
        if (entry) mapped.push(entry);
      }
      continue;
    }
    const event = new ICAL.Event(master);
    if (!master.hasProperty('dtstart')) continue;
    if (event.isRecurring()) {
      for (const exception of exceptions) event.relateException(exception);
      mapped.push(...expand(event, window));
    } else {
      const entry = occurrence(event, event.startDate, event.endDate, null, window);
      if (entry) mapped.push(entry);
    }
  }
  return mapped;
}
