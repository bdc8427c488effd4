import { type Appointment, SCHOOL_TIME_ZONE } from '@ds/domain';

/** How many appointments a day of the month grid shows; the others are counted in one entry. */
export const MONTH_DAY_SHOWN = 3;
/** Day, week and list views span at most a week: a longer range is the month grid. */
const WEEK_MS = 7 * 86_400_000;

export function isMonthRange(start: Date, end: Date): boolean {
  return end.getTime() - start.getTime() > WEEK_MS;
}

/** One formatter for thousands of appointments (dayjs with its time-zone plugin costs far more a call). */
const swissDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Swiss calendar day of an instant, as YYYY-MM-DD. */
export function swissDay(instant: Date): string {
  return swissDate.format(instant);
}

export interface CollapsedMonth {
  /** What the grid draws, in the given order. */
  kept: Appointment[];
  /** Per Swiss day, how many of its appointments are not drawn. */
  more: { day: string; count: number }[];
}

/**
 * FullCalendar 6 draws every event of the month grid, those behind its "+N more" link too (laid out,
 * then hidden): thousands of elements in a busy school month, a second to draw. So each Swiss day
 * keeps its first `shown` appointments (the list comes in start order) and the others are only
 * counted; all-day and multi-day ones are always kept, since they span cells.
 */
export function collapseMonth(appointments: readonly Appointment[], shown = MONTH_DAY_SHOWN): CollapsedMonth {
  const kept: Appointment[] = [];
  const perDay = new Map<string, number>();
  const more = new Map<string, number>();
  for (const appointment of appointments) {
    const day = swissDay(new Date(appointment.start));
    const lastDay = swissDay(new Date(new Date(appointment.end).getTime() - 1));
    if (appointment.allDay || lastDay !== day) {
      kept.push(appointment);
      continue;
    }
    const seen = perDay.get(day) ?? 0;
    perDay.set(day, seen + 1);
    if (seen < shown) kept.push(appointment);
    else more.set(day, (more.get(day) ?? 0) + 1);
  }
  return { kept, more: [...more].map(([day, count]) => ({ day, count })) };
}
