import type { AppointmentRow } from '../appointments/appointments.repo';
import { servedUid } from '../ical/ical-write';
import { child, childrenNamed, NS, type XmlElement } from './dav-xml';

/**
 * The calendar-query filter of RFC 4791 §9.7, for calendars that hold only single VEVENTs:
 * component filters (VCALENDAR > VEVENT, VTODO…), time ranges on the event, and property filters
 * with text matches on UID, SUMMARY, LOCATION and DESCRIPTION.
 */
export class FilterError extends Error {}

interface TimeRange {
  start?: Date;
  end?: Date;
}

interface TextMatch {
  value: string;
  negate: boolean;
  caseless: boolean;
  matchType: 'equals' | 'contains' | 'starts-with' | 'ends-with';
}

interface PropFilter {
  name: string;
  isNotDefined: boolean;
  textMatch?: TextMatch;
  timeRange?: TimeRange;
}

export interface CompFilter {
  name: string;
  isNotDefined: boolean;
  timeRange?: TimeRange;
  compFilters: CompFilter[];
  propFilters: PropFilter[];
}

/** `20261130T000000Z` (RFC 4791 §9.9: UTC date-times). */
function utcDateTime(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value.trim());
  if (!match) throw new FilterError(`bad time-range value ${value}`);
  const [, year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.map(Number);
  const date = new Date(0);
  // setUTCFullYear takes the year as written: Date.UTC would read 0050 as 1950.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  return date;
}

function timeRangeOf(parent: XmlElement): TimeRange | undefined {
  const range = child(parent, NS.caldav, 'time-range');
  if (!range) return undefined;
  const start = utcDateTime(range.attributes.get('start'));
  const end = utcDateTime(range.attributes.get('end'));
  if (!start && !end) throw new FilterError('a time-range needs a start or an end');
  return { start, end };
}

function textMatchOf(parent: XmlElement): TextMatch | undefined {
  const match = child(parent, NS.caldav, 'text-match');
  if (!match) return undefined;
  const matchType = match.attributes.get('match-type') ?? 'contains';
  if (!['equals', 'contains', 'starts-with', 'ends-with'].includes(matchType)) {
    throw new FilterError(`unsupported match-type ${matchType}`);
  }
  const collation = match.attributes.get('collation') ?? 'i;ascii-casemap';
  if (!['i;ascii-casemap', 'i;octet', 'i;unicode-casemap'].includes(collation)) {
    throw new FilterError(`unsupported collation ${collation}`);
  }
  return {
    value: match.text,
    negate: match.attributes.get('negate-condition') === 'yes',
    caseless: collation !== 'i;octet',
    matchType: matchType as TextMatch['matchType'],
  };
}

function compFilterOf(element: XmlElement): CompFilter {
  const name = element.attributes.get('name');
  if (!name) throw new FilterError('a comp-filter needs a name');
  return {
    name: name.toUpperCase(),
    isNotDefined: child(element, NS.caldav, 'is-not-defined') !== undefined,
    timeRange: timeRangeOf(element),
    compFilters: childrenNamed(element, NS.caldav, 'comp-filter').map(compFilterOf),
    propFilters: childrenNamed(element, NS.caldav, 'prop-filter').map((filter) => {
      const propName = filter.attributes.get('name');
      if (!propName) throw new FilterError('a prop-filter needs a name');
      return {
        name: propName.toUpperCase(),
        isNotDefined: child(filter, NS.caldav, 'is-not-defined') !== undefined,
        textMatch: textMatchOf(filter),
        timeRange: timeRangeOf(filter),
      };
    }),
  };
}

/** The `<c:filter>` of a calendar-query; none at all matches every object. */
export function parseFilter(query: XmlElement): CompFilter | undefined {
  const filter = child(query, NS.caldav, 'filter');
  if (!filter) return undefined;
  const top = child(filter, NS.caldav, 'comp-filter');
  if (!top) throw new FilterError('the filter needs a comp-filter');
  return compFilterOf(top);
}

/** The time range asked of events, so the database reads only that window. */
export function eventWindow(filter: CompFilter | undefined): TimeRange {
  if (filter?.name !== 'VCALENDAR') return {};
  const events = filter.compFilters.find((compFilter) => compFilter.name === 'VEVENT');
  return events?.timeRange ?? {};
}

function overlaps(row: AppointmentRow, range: TimeRange): boolean {
  return (!range.end || row.startsAt < range.end) && (!range.start || row.endsAt > range.start);
}

function textMatches(value: string, match: TextMatch): boolean {
  const subject = match.caseless ? value.toLowerCase() : value;
  const wanted = match.caseless ? match.value.toLowerCase() : match.value;
  const found =
    match.matchType === 'equals'
      ? subject === wanted
      : match.matchType === 'starts-with'
        ? subject.startsWith(wanted)
        : match.matchType === 'ends-with'
          ? subject.endsWith(wanted)
          : subject.includes(wanted);
  return found !== match.negate;
}

/** The value of an event property as the object's iCalendar writes it; null when it is not written. */
function propertyValue(row: AppointmentRow, name: string): string | null {
  switch (name) {
    case 'UID':
      return servedUid(row);
    case 'SUMMARY':
      return row.title;
    case 'LOCATION':
      return row.location;
    case 'DESCRIPTION':
      return row.description === '' ? null : row.description;
    case 'DTSTART':
    case 'DTEND':
    case 'DTSTAMP':
    case 'SEQUENCE':
      return '';
    default:
      return null;
  }
}

function eventMatches(row: AppointmentRow, filter: CompFilter): boolean {
  if (filter.isNotDefined) return false;
  if (filter.timeRange && !overlaps(row, filter.timeRange)) return false;
  // An event here has no sub-component (no VALARM): only "is not defined" holds for them.
  if (!filter.compFilters.every((inner) => inner.isNotDefined)) return false;
  return filter.propFilters.every((propFilter) => {
    const value = propertyValue(row, propFilter.name);
    if (propFilter.isNotDefined) return value === null;
    if (value === null) return false;
    if (propFilter.timeRange && ['DTSTART', 'DTEND'].includes(propFilter.name)) {
      const instant = propFilter.name === 'DTSTART' ? row.startsAt : row.endsAt;
      const { start, end } = propFilter.timeRange;
      if ((start && instant < start) || (end && instant >= end)) return false;
    }
    return !propFilter.textMatch || textMatches(value, propFilter.textMatch);
  });
}

/** Whether the calendar object holding this appointment (one VEVENT) passes the filter. */
export function matchesFilter(row: AppointmentRow, filter: CompFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.name !== 'VCALENDAR') return false;
  if (filter.isNotDefined) return false;
  if (filter.timeRange || filter.propFilters.length > 0) return false;
  return filter.compFilters.every((inner) => (inner.name === 'VEVENT' ? eventMatches(row, inner) : inner.isNotDefined));
}
