import { inSchoolTime, SCHOOL_TIME_ZONE, schoolDay } from '@ds/domain';
import ical from 'ical-generator';
import { SCHOOL_VTIMEZONE } from './ical-time';

/**
 * Appointments written as iCalendar (RFC 5545), for CalDAV and the ICS feed: times in Swiss time
 * with the Europe/Zurich VTIMEZONE, all-day appointments as dates (the policy: `ical-time.ts`).
 */

/** The VCALENDAR wrapping only the school's VTIMEZONE (the CalDAV `calendar-timezone` property). */
export const SCHOOL_VTIMEZONE_CALENDAR = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Driving school//Calendar//EN\r\n${SCHOOL_VTIMEZONE}\r\nEND:VCALENDAR\r\n`;

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
  return timed ? text.replace(/\r?\nBEGIN:VEVENT/, `\r\n${SCHOOL_VTIMEZONE}\r\nBEGIN:VEVENT`) : text;
}
