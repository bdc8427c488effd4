import dayjs from 'dayjs';
import { SCHOOL_TIME_ZONE, schoolDateTime } from '../kernel/time/school-time';
import { type Booking, isFree } from './availability.rules';

export interface SlotSearch {
  /** Swiss days to look at, in order (YYYY-MM-DD). */
  days: string[];
  /** Days nobody works: public holidays of the canton, Sundays. */
  closedDays: ReadonlySet<string>;
  /** The calendar's work-day hours, HH:mm. */
  workdayStart: string;
  workdayEnd: string;
  durationMinutes: number;
  /** Slots start on this grid (minutes past the work-day start). */
  stepMinutes: number;
  /** What is already taken: the monitor's appointments, the student's, the resources'. */
  busy: readonly Booking[];
  /** No slot starts before this instant (now). */
  notBefore: Date;
  /** At most this many slots per day, so a free day does not fill the list. */
  perDay: number;
  timeZone?: string;
}

export interface Slot {
  start: Date;
  end: Date;
}

/** The free slots of a lesson of the given length within the work-day hours of the open days. */
export function freeSlots(search: SlotSearch): Slot[] {
  const timeZone = search.timeZone ?? SCHOOL_TIME_ZONE;
  const length = search.durationMinutes * 60_000;
  const slots: Slot[] = [];
  for (const day of search.days) {
    if (search.closedDays.has(day)) continue;
    const dayEnd = schoolDateTime(day, search.workdayEnd, timeZone);
    let found = 0;
    for (
      let start = schoolDateTime(day, search.workdayStart, timeZone);
      start.getTime() + length <= dayEnd.getTime() && found < search.perDay;
      start = dayjs(start).add(search.stepMinutes, 'minute').toDate()
    ) {
      const slot = { start, end: new Date(start.getTime() + length) };
      if (start >= search.notBefore && isFree(slot, search.busy, timeZone)) {
        slots.push(slot);
        found += 1;
      }
    }
  }
  return slots;
}
