import Holidays from 'date-holidays';

export interface PublicHoliday {
  date: string;
  name: string;
}

const calendars = new Map<string, Holidays>();

/** One date-holidays calendar per canton (the federal holidays alone when the canton is unknown). */
function holidaysOf(canton: string | null): Holidays {
  const key = canton ?? 'CH';
  let holidays = calendars.get(key);
  if (!holidays) {
    holidays = canton ? new Holidays('CH', canton, { timezone: 'Europe/Zurich' }) : new Holidays('CH');
    calendars.set(key, holidays);
  }
  return holidays;
}

/**
 * The public holidays of a canton between two Swiss days (inclusive), named in `language`.
 * Only `public` days close the school: optional, bank and observance days stay open.
 */
export function publicHolidays(canton: string | null, first: string, last: string, language: string): PublicHoliday[] {
  const holidays = holidaysOf(canton);
  const years = new Set([Number(first.slice(0, 4)), Number(last.slice(0, 4))]);
  return [...years]
    .flatMap((year) => holidays.getHolidays(year, language))
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
    .filter((holiday) => holiday.date >= first && holiday.date <= last);
}
