import i18n from './i18n';

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY, the Swiss way, in the browser's time zone. */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? parseDay(value) : value;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** HH:mm, 24-hour clock. */
export function formatTime(value: Date): string {
  return `${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** A CHF amount held in centimes, formatted for the current language (e.g. CHF 1’250.50). */
export function formatChf(centimes: number, locale = i18n.language): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' }).format(centimes / 100);
}

/** A calendar day "YYYY-MM-DD" as a local date (no time-zone shift). */
function parseDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, date);
}
