/**
 * The years a recorded day (birth, licence, exam, course) may fall in: a typo such as 0199 or
 * 20255 is refused by name rather than stored, or read as another year.
 */
export const PLAUSIBLE_YEARS = { first: 1900, last: 2100 } as const;

const FIRST_DAY = `${PLAUSIBLE_YEARS.first}-01-01`;
const LAST_DAY = `${PLAUSIBLE_YEARS.last}-12-31`;

/** Whether an ISO day (YYYY-MM-DD) lies within the plausible years; ISO days order as text. */
export function isPlausibleDay(day: string): boolean {
  return day.length === 10 && day >= FIRST_DAY && day <= LAST_DAY;
}
