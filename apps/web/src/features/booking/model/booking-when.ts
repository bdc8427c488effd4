import { formatSwissDate, formatSwissDay, formatSwissTime, SCHOOL_TIME_ZONE } from '@ds/domain';

/** "Thursday 03.12.2026": a Swiss day (YYYY-MM-DD) with its weekday in the interface's language. */
export function dayHeading(day: string, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return `${weekday} ${formatSwissDay(day)}`;
}

/** "Thu 03.12.2026, 10:00–10:45": a lesson on Swiss wall clocks, whatever the browser's time zone. */
export function lessonWhen(start: string, end: string, locale: string): string {
  const from = new Date(start);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: SCHOOL_TIME_ZONE }).format(from);
  return `${weekday} ${formatSwissDate(from)}, ${formatSwissTime(from)}–${formatSwissTime(new Date(end))}`;
}

/** "03.12.2026 10:00": a moment on Swiss wall clocks (a deadline, an offer's hold). */
export function momentOf(value: string | Date): string {
  const at = new Date(value);
  return `${formatSwissDate(at)} ${formatSwissTime(at)}`;
}
