/** "nov. 2026", "Nov. 2026": a Swiss month (YYYY-MM) named short in the reader's language. */
export function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
