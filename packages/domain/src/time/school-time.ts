import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The schools' time zone: everything is stored in UTC and shown in Swiss time. */
export const SCHOOL_TIME_ZONE = 'Europe/Zurich';

export function inSchoolTime(date: Date, timeZone = SCHOOL_TIME_ZONE): Dayjs {
  return dayjs(date).tz(timeZone);
}

/** DD.MM.YYYY in Swiss time. */
export function formatSwissDate(date: Date, timeZone = SCHOOL_TIME_ZONE): string {
  return inSchoolTime(date, timeZone).format('DD.MM.YYYY');
}

/** HH:mm in Swiss time. */
export function formatSwissTime(date: Date, timeZone = SCHOOL_TIME_ZONE): string {
  return inSchoolTime(date, timeZone).format('HH:mm');
}

/** The instant of a Swiss wall-clock day and time ("2026-11-20", "08:00"), summer time included. */
export function schoolDateTime(day: string, time: string, timeZone = SCHOOL_TIME_ZONE): Date {
  return dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}
