import { formatSwissTime } from '@ds/domain';
import { swissDay } from './month-days';

/** The hours the time grid draws, as FullCalendar's slotMinTime and slotMaxTime (HH:mm:ss). */
export interface GridRange {
  slotMinTime: string;
  slotMaxTime: string;
}

/** Without a calendar of one's own (an employee with none yet): the work day every calendar starts with. */
export const DEFAULT_WORKDAY = { start: '07:00', end: '19:00' } as const;

const DAY_MINUTES = 24 * 60;

/** Minutes past the Swiss midnight of an instant. */
const swissMinutes = (instant: Date) => minutesOf(formatSwissTime(instant));

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

const asTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:00:00`;

export interface GridRangeInput {
  /** The work day of the calendar booked into (HH:mm). */
  workdayStart: string;
  workdayEnd: string;
  /** The appointments shown in the visible range; all-day ones take no hour. */
  appointments: readonly { start: string; end: string; allDay: boolean }[];
  /** The visible range [from, to). */
  from: Date;
  to: Date;
  /** Now: drawn when today is visible, so the grid opens on the current time at any hour. */
  now: Date;
}

/**
 * The time grid spans the monitor's work day, stretched to whole hours to hold every timed
 * appointment of the visible range (a 05:30 lesson, a course ending at 22:30) and the current time
 * when today is shown. An appointment running past midnight stretches the grid to the whole day.
 */
export function gridRange(input: GridRangeInput): GridRange {
  let first = minutesOf(input.workdayStart);
  let last = minutesOf(input.workdayEnd);
  const cover = (from: number, to: number) => {
    first = Math.min(first, from);
    last = Math.max(last, to);
  };
  for (const appointment of input.appointments) {
    if (appointment.allDay) continue;
    const start = new Date(Math.max(new Date(appointment.start).getTime(), input.from.getTime()));
    const end = new Date(Math.min(new Date(appointment.end).getTime(), input.to.getTime()));
    if (end <= start) continue;
    const lastMoment = new Date(end.getTime() - 1);
    if (swissDay(start) === swissDay(lastMoment)) cover(swissMinutes(start), swissMinutes(lastMoment) + 1);
    else cover(0, DAY_MINUTES);
  }
  if (input.now >= input.from && input.now < input.to) {
    const now = swissMinutes(input.now);
    cover(now, now + 1);
  }
  const slotMin = Math.floor(first / 60) * 60;
  const slotMax = Math.min(DAY_MINUTES, Math.ceil(last / 60) * 60);
  return { slotMinTime: asTime(slotMin), slotMaxTime: asTime(Math.max(slotMax, slotMin + 60)) };
}

/**
 * Where the grid opens: an hour before now when today is shown (so the current time is in view
 * with what comes next), else the start of the work day; never before the grid's first hour.
 */
export function scrollTimeOf(range: GridRange, workdayStart: string, now: Date, todayShown: boolean): string {
  const wanted = todayShown ? Math.max(0, swissMinutes(now) - 60) : minutesOf(workdayStart);
  const minutes = Math.max(wanted, minutesOf(range.slotMinTime));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}
