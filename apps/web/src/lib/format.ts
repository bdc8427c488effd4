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

const SWISS_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the day (DD.MM.YYYY) and time (HH:mm) of Swiss wall clocks, whatever the
 * browser's time zone, with the browser's own time-zone data: what an error message of the sign-in
 * screen needs, without the domain's date library in its bundle.
 */
export function swissDayAndTime(value: Date): { day: string; time: string } {
  const part = Object.fromEntries(SWISS_CLOCK.formatToParts(value).map(({ type, value: text }) => [type, text]));
  return { day: `${part.day}.${part.month}.${part.year}`, time: `${part.hour}:${part.minute}` };
}

/** "03.12.2026 18:30": an instant on Swiss wall clocks, as logs and sending states show it. */
export function swissMoment(value: Date | string): string {
  const { day, time } = swissDayAndTime(new Date(value));
  return `${day} ${time}`;
}

/** A calendar day "YYYY-MM-DD" as a local date (no time-zone shift). */
function parseDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, date);
}
