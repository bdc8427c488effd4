import { schoolDay } from '../kernel/time/school-time';
import { bookingDays } from './availability.rules';

/** An appointment lies between ten years back and five years ahead of now (spec §5 plausibility). */
export const APPOINTMENT_YEARS_BACK = 10;
export const APPOINTMENT_YEARS_AHEAD = 5;
/** A timed appointment lasts at most a day; an all-day one (holidays, a course week) at most 31 days. */
export const MAX_TIMED_APPOINTMENT_HOURS = 24;
export const MAX_ALL_DAY_APPOINTMENT_DAYS = 31;

export type AppointmentBoundRule = 'appointment_out_of_range' | 'appointment_too_long';

export interface AppointmentBoundIssue {
  field: 'start' | 'end';
  rule: AppointmentBoundRule;
  message: string;
}

const DAY_MS = 86_400_000;

function yearsFrom(now: Date, years: number): Date {
  const moved = new Date(now.getTime());
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
}

/** The first and last instants an appointment may touch, seen from `now`. */
export function appointmentRange(now: Date): { first: Date; last: Date } {
  return { first: yearsFrom(now, -APPOINTMENT_YEARS_BACK), last: yearsFrom(now, APPOINTMENT_YEARS_AHEAD) };
}

/** The last Swiss day an appointment (or a weekly series) may reach, seen from `now`. */
export function lastAppointmentDay(now: Date): string {
  return schoolDay(appointmentRange(now).last);
}

function withinRange(instant: Date, range: { first: Date; last: Date }): boolean {
  return instant >= range.first && instant <= range.last;
}

/** Whether a slot starts and ends within the years an appointment may lie in (external copies outside are skipped). */
export function withinAppointmentRange(slot: { start: Date; end: Date }, now: Date): boolean {
  const range = appointmentRange(now);
  return withinRange(slot.start, range) && withinRange(slot.end, range);
}

/** Whether a slot lasts longer than an appointment may: 24 hours timed, 31 Swiss days all-day. */
function tooLong(slot: { start: Date; end: Date; allDay: boolean }): boolean {
  if (!slot.allDay) return slot.end.getTime() - slot.start.getTime() > MAX_TIMED_APPOINTMENT_HOURS * 3_600_000;
  const days = bookingDays(slot);
  return (Date.parse(days.last) - Date.parse(days.first)) / DAY_MS + 1 > MAX_ALL_DAY_APPOINTMENT_DAYS;
}

/**
 * What is wrong with an appointment's times, by field: a start or an end outside the range of
 * `now`, or an end too far after the start. Empty when the times are plausible.
 */
export function appointmentBoundIssues(
  slot: { start: Date; end: Date; allDay: boolean },
  now: Date,
): AppointmentBoundIssue[] {
  const range = appointmentRange(now);
  const outside = (field: 'start' | 'end'): AppointmentBoundIssue => ({
    field,
    rule: 'appointment_out_of_range',
    message: `must be between ${APPOINTMENT_YEARS_BACK} years ago and ${APPOINTMENT_YEARS_AHEAD} years from now`,
  });
  const issues: AppointmentBoundIssue[] = [];
  if (!withinRange(slot.start, range)) issues.push(outside('start'));
  if (!withinRange(slot.end, range)) issues.push(outside('end'));
  else if (issues.length === 0 && slot.end > slot.start && tooLong(slot)) {
    issues.push({
      field: 'end',
      rule: 'appointment_too_long',
      message: slot.allDay
        ? `at most ${MAX_ALL_DAY_APPOINTMENT_DAYS} days after the start`
        : `at most ${MAX_TIMED_APPOINTMENT_HOURS} hours after the start`,
    });
  }
  return issues;
}
