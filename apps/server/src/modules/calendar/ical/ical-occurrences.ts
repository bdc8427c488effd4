import ICAL from 'ical.js';
import { InvalidCalendarData, parseComponents } from './ical-parse';
import { dayInstant, eventTimes } from './ical-time';

/** One appointment made of an event (or of one occurrence of a repeating event). */
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

/** The instants events are read within (an external calendar's sync window). */
export interface EventWindow {
  start: Date;
  end: Date;
}

/** The appointment fields' limits (spec §5), so a copied event reads like a booked one. */
const LIMITS = { title: 200, location: 200, description: 4000 };
/** Bounds the work on a pathological rule (every minute for years): occurrences kept, and steps taken. */
const MAX_OCCURRENCES = 1000;
const MAX_STEPS = 50_000;

function text(component: ICAL.Component, name: string, limit: number): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim().slice(0, limit) : '';
}

const cancelled = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/** An event, or the occurrence of `event` starting at `start`, unless cancelled or outside the window. */
function occurrence(
  event: ICAL.Event,
  start: ICAL.Time | undefined,
  recurrenceId: string | null,
  window: EventWindow,
): MappedEvent | null {
  if (cancelled(event.component)) return null;
  const times = eventTimes(event, start);
  let endsAt = times.end ?? times.start;
  if (endsAt <= times.start) {
    // An all-day event ending where it starts lasts its day; a timed one without an end is an instant.
    endsAt = times.allDay ? dayInstant(nextDay(start ?? event.startDate)) : times.start;
  }
  if (endsAt <= window.start || times.start >= window.end) return null;
  return {
    uid: event.uid ?? '',
    recurrenceId,
    title: text(event.component, 'summary', LIMITS.title),
    start: times.start,
    end: endsAt,
    allDay: times.allDay,
    location: text(event.component, 'location', LIMITS.location) || null,
    description: text(event.component, 'description', LIMITS.description),
  };
}

function nextDay(time: ICAL.Time): ICAL.Time {
  const next = time.clone();
  next.adjust(1, 0, 0, 0);
  return next;
}

function expand(master: ICAL.Event, window: EventWindow): MappedEvent[] {
  const mapped: MappedEvent[] = [];
  const iterator = master.iterator();
  const windowEnd = ICAL.Time.fromJSDate(window.end, true);
  for (let step = 0; step < MAX_STEPS && mapped.length < MAX_OCCURRENCES; step++) {
    const next = iterator.next();
    if (!next) break;
    // Recurrence ids may be wall-clock times: two days of margin cover any zone's offset.
    if (next.toUnixTime() - windowEnd.toUnixTime() > 2 * 86_400) break;
    // The occurrence's own event when it was moved (its start then is the moved one), else the master.
    const details = master.getOccurrenceDetails(next);
    const entry = occurrence(details.item, details.startDate, next.toICALString(), window);
    if (entry) mapped.push(entry);
  }
  return mapped;
}

/**
 * The appointments an iCalendar object (one CalDAV resource) gives within the window: each event,
 * or each occurrence of a repeating one with its moved or cancelled exceptions and EXDATEs applied.
 */
export function mapCalendarObject(ics: string, window: EventWindow): MappedEvent[] {
  // Several top-level components: the first is the calendar.
  const [root] = parseComponents(ics);
  if (root?.name !== 'vcalendar') throw new InvalidCalendarData('not a VCALENDAR');

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
        const entry = occurrence(event, undefined, event.recurrenceId?.toICALString() ?? null, window);
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
      const entry = occurrence(event, undefined, null, window);
      if (entry) mapped.push(entry);
    }
  }
  return mapped;
}
