import { inSchoolTime, SCHOOL_TIME_ZONE, schoolDateTime, schoolDay, zonedInstant } from '@ds/domain';
import ICAL from 'ical.js';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { icalInstant } from '../../../lib/ical-time';

/**
 * Appointments as iCalendar (RFC 5545) and back, for CalDAV and the ICS feed. Times are written
 * in Swiss time with the Europe/Zurich VTIMEZONE; all-day appointments as dates.
 */

const VTIMEZONE = (tzlib_get_ical_block(SCHOOL_TIME_ZONE)[0] ?? '').replace(/\r?\n/g, '\r\n');
if (!VTIMEZONE.startsWith('BEGIN:VTIMEZONE')) throw new Error('no VTIMEZONE for the school time zone');

// Registered once: a phone often sends `DTSTART;TZID=Europe/Zurich:…` without the VTIMEZONE.
if (!ICAL.TimezoneService.has(SCHOOL_TIME_ZONE)) {
  const zone = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${VTIMEZONE}\r\nEND:VCALENDAR`)).getFirstSubcomponent(
    'vtimezone',
  );
  if (zone) ICAL.TimezoneService.register(zone);
}

/** The VCALENDAR wrapping only the school's VTIMEZONE (the CalDAV `calendar-timezone` property). */
export const SCHOOL_VTIMEZONE_CALENDAR = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Driving school//Calendar//EN\r\n${VTIMEZONE}\r\nEND:VCALENDAR\r\n`;

export interface IcalAppointment {
  id: string;
  icalUid: string | null;
  /** An occurrence copied from an external repeating event is named `<resource>#<RECURRENCE-ID>`. */
  davName?: string | null;
  title: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  location: string | null;
  description: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

export const uidOf = (appointment: { id: string; icalUid: string | null }) => appointment.icalUid ?? appointment.id;

/**
 * The UID an object is served with: occurrences copied from an external repeating event share
 * their event's UID, so each gets its occurrence appended (a UID is unique in a collection).
 */
export function servedUid(appointment: Pick<IcalAppointment, 'id' | 'icalUid' | 'davName'>): string {
  const occurrence = appointment.davName?.split('#')[1];
  return occurrence ? `${uidOf(appointment)}-${occurrence}` : uidOf(appointment);
}

/** The Swiss day after the last day an all-day appointment covers (DTEND is exclusive). */
function dayAfterLast(appointment: IcalAppointment): string {
  const lastInstant = new Date(Math.max(appointment.startsAt.getTime(), appointment.endsAt.getTime() - 1));
  return inSchoolTime(lastInstant).add(1, 'day').format('YYYY-MM-DD');
}

/**
 * A VCALENDAR with one VEVENT per appointment. Two ical-generator traps are avoided: no
 * calendar-level time zone (it would make DTSTAMP floating), so the VTIMEZONE is inserted by
 * hand; zoned dayjs objects for timed events (a JS Date would be written in the process's zone);
 * and plain YYYY-MM-DD strings for all-day ones (a zoned dayjs is written as its UTC date, a day
 * early for a Swiss midnight).
 */
export function renderCalendar(
  appointments: IcalAppointment[],
  options: { name?: string; ttlSeconds?: number; appUrl?: (id: string) => string } = {},
): string {
  const calendar = ical({
    prodId: { company: 'Driving school', product: 'Calendar', language: 'EN' },
    ...(options.name ? { name: options.name } : {}),
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
  });
  for (const appointment of appointments) {
    const timing = appointment.allDay
      ? { allDay: true, start: schoolDay(appointment.startsAt), end: dayAfterLast(appointment) }
      : {
          timezone: SCHOOL_TIME_ZONE,
          start: inSchoolTime(appointment.startsAt),
          end: inSchoolTime(appointment.endsAt),
        };
    calendar.createEvent({
      id: servedUid(appointment),
      ...timing,
      stamp: appointment.updatedAt,
      created: appointment.createdAt,
      lastModified: appointment.updatedAt,
      sequence: appointment.version - 1,
      summary: appointment.title,
      location: appointment.location ?? undefined,
      description: appointment.description || undefined,
      url: options.appUrl?.(appointment.id),
    });
  }
  const text = calendar.toString();
  const timed = appointments.some((appointment) => !appointment.allDay);
  return timed ? text.replace(/\r?\nBEGIN:VEVENT/, `\r\n${VTIMEZONE}\r\nBEGIN:VEVENT`) : text;
}

/**
 * Why an iCalendar body is refused, with the precondition it breaks: one of RFC 4791 (CalDAV
 * namespace), or one of ours (`own`, our namespace: no RFC precondition fits it).
 */
export class IcalRefusal extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly condition: string,
    message: string,
    readonly own = false,
  ) {
    super(message);
  }
}

export interface ParsedEvent {
  uid: string;
  title: string;
  location: string | null;
  description: string;
  start: Date;
  /** Null when the event gives neither DTEND nor DURATION for a timed start. */
  end: Date | null;
  allDay: boolean;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const dayOf = (time: ICAL.Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

function isTimeZoneName(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a DTSTART/DTEND value: UTC as it is; a TZID naming an IANA zone (Europe/Zurich
 * from a phone, with or without its VTIMEZONE) through `zonedInstant`, the app's one rule for the
 * clock changes (RFC 5545 §3.3.5: a skipped time takes the offset before the gap, a repeated one
 * its first occurrence; ical.js would put 02:30 of the spring night at 00:30Z); another zone
 * defined in the body through ical.js; floating times and unknown zones as Swiss wall-clock time.
 */
function instantOf(time: ICAL.Time, tzid: string | null): Date {
  if (time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC') return icalInstant(time);
  const named = tzid && isTimeZoneName(tzid) ? tzid : null;
  if (!named && time.zone && time.zone !== ICAL.Timezone.localTimezone) return icalInstant(time);
  const { year, month, day, hour, minute, second } = time;
  return zonedInstant({ year, month, day, hour, minute, second }, named ?? SCHOOL_TIME_ZONE);
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * Reads the one event of a calendar object resource (RFC 4791 §4.1). A recurring event (RRULE,
 * RDATE or overridden occurrences) is refused: the product repeats appointments itself, each
 * occurrence being an appointment of its own.
 */
export function parseEvent(body: string): ParsedEvent {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body));
  } catch {
    throw new IcalRefusal(400, 'valid-calendar-data', 'The body is not valid iCalendar data');
  }
  if (calendar.name !== 'vcalendar') {
    throw new IcalRefusal(400, 'valid-calendar-data', 'The body is not a VCALENDAR');
  }
  const events = calendar.getAllSubcomponents('vevent');
  const [event] = events;
  const others = calendar.getAllSubcomponents().some((component) => ['vtodo', 'vjournal'].includes(component.name));
  if (!event || others) {
    throw new IcalRefusal(403, 'supported-calendar-component', 'Only events (VEVENT) are stored in this calendar');
  }
  const recurring = events.length > 1 || ['rrule', 'rdate', 'recurrence-id'].some((name) => event.hasProperty(name));
  if (recurring) {
    throw new IcalRefusal(
      403,
      'recurrence',
      'Recurring events are not taken from a phone: create the weekly series in the app, each lesson then syncs on its own',
      true,
    );
  }
  const uid = text(event.getFirstPropertyValue('uid')).trim();
  if (!uid || uid.length > 255) {
    throw new IcalRefusal(400, 'valid-calendar-object-resource', 'The event needs a UID of at most 255 characters');
  }
  const startProperty = event.getFirstProperty('dtstart');
  const start = startProperty?.getFirstValue();
  if (!(start instanceof ICAL.Time)) {
    throw new IcalRefusal(400, 'valid-calendar-object-resource', 'The event needs a DTSTART');
  }
  const parsed = new ICAL.Event(event);
  const allDay = start.isDate;
  let end: Date | null;
  const endTime = parsed.endDate;
  if (allDay) {
    if (!endTime.isDate) {
      throw new IcalRefusal(400, 'valid-calendar-object-resource', 'An all-day event must end on a date');
    }
    end = schoolDateTime(dayOf(endTime), '00:00');
  } else if (event.hasProperty('dtend') || event.hasProperty('duration')) {
    const endTzid = event.getFirstProperty('dtend')?.getParameter('tzid');
    end = event.hasProperty('dtend')
      ? instantOf(endTime, typeof endTzid === 'string' ? endTzid : null)
      : new Date(instantOf(start, startTzid()).getTime() + parsed.duration.toSeconds() * 1000);
  } else {
    end = null;
  }
  const location = text(event.getFirstPropertyValue('location')).trim();
  return {
    uid,
    title: text(event.getFirstPropertyValue('summary')).trim(),
    location: location === '' ? null : location,
    description: text(event.getFirstPropertyValue('description')).trim(),
    start: allDay ? schoolDateTime(dayOf(start), '00:00') : instantOf(start, startTzid()),
    end,
    allDay,
  };

  function startTzid(): string | null {
    const tzid = startProperty?.getParameter('tzid');
    return typeof tzid === 'string' ? tzid : null;
  }
}
