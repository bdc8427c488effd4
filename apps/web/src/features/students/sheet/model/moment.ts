import { formatSwissDate, formatSwissTime } from '@ds/domain';

/** A moment as DD.MM.YYYY HH:mm in Swiss time (answers carry timestamps as ISO text). */
export function formatMoment(value: Date | string): string {
  const date = new Date(value);
  return `${formatSwissDate(date)} ${formatSwissTime(date)}`;
}
