import { PLAUSIBLE_YEARS } from '../kernel/time/plausible-day.rules';

const SWISS_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Whether year-month-day names a real calendar day (31.02 does not). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date typed as DD.MM.YYYY (spec §5) as an ISO date (YYYY-MM-DD), or null when it is not a
 * real day of the plausible years (1900 to 2100). A two-digit year (12.03.01) is no date: it is
 * never read as 1901 or 2001. Never throws, whatever the input.
 */
export function parseSwissDate(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const match = SWISS_DATE.exec(input.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < PLAUSIBLE_YEARS.first || year > PLAUSIBLE_YEARS.last || !isCalendarDay(year, month, day)) return null;
  return iso(year, month, day);
}

/** An ISO date (YYYY-MM-DD) as DD.MM.YYYY. */
export function formatSwissDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
