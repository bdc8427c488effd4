import ICAL from 'ical.js';
import { eventTimes, registerNamedZones } from './ical-time';

/** Text that is not iCalendar, or not a VCALENDAR. */
export class InvalidCalendarData extends Error {}

/**
 * The top-level components of an iCalendar text (usually one VCALENDAR), read with ical.js after
 * the IANA zones it names are registered (`ical-time.ts`).
 */
export function parseComponents(text: string): ICAL.Component[] {
  try {
    registerNamedZones(text);
    const parsed: unknown[] = ICAL.parse(text);
    // Several top-level components parse into a list of them.
    const list = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
    return list.map((component) => new ICAL.Component(component));
  } catch (error) {
    throw new InvalidCalendarData(`unreadable iCalendar: ${(error as Error).message}`);
  }
}

/** A property's value as text ('' when missing), trimmed. */
function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return (typeof value === 'string' ? value : value == null ? '' : String(value)).trim();
}

/**
 * Why a phone's iCalendar body is refused, with the precondition it breaks: one of RFC 4791
 * (CalDAV namespace), or one of ours (`own`, our namespace: no RFC precondition fits it).
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

/**
 * Reads the one event of a calendar object resource a phone PUTs (RFC 4791 §4.1). A recurring
 * event (RRULE, RDATE or overridden occurrences) is refused: the product repeats appointments
 * itself, each occurrence being an appointment of its own.
 */
export function parseEvent(body: string): ParsedEvent {
  let components: ICAL.Component[];
  try {
    components = parseComponents(body);
  } catch {
    throw new IcalRefusal(400, 'valid-calendar-data', 'The body is not valid iCalendar data');
  }
  const [calendar] = components;
  if (components.length !== 1 || calendar?.name !== 'vcalendar') {
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
  const uid = textOf(event, 'uid');
  if (!uid || uid.length > 255) {
    throw new IcalRefusal(400, 'valid-calendar-object-resource', 'The event needs a UID of at most 255 characters');
  }
  const start = event.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) {
    throw new IcalRefusal(400, 'valid-calendar-object-resource', 'The event needs a DTSTART');
  }
  const parsed = new ICAL.Event(event);
  if (start.isDate && !parsed.endDate.isDate) {
    throw new IcalRefusal(400, 'valid-calendar-object-resource', 'An all-day event must end on a date');
  }
  const location = textOf(event, 'location');
  return {
    uid,
    title: textOf(event, 'summary'),
    location: location === '' ? null : location,
    description: textOf(event, 'description'),
    ...eventTimes(parsed),
  };
}
