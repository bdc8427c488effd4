import { schoolDateTime, schoolDay } from '@ds/domain';

export interface SyncWindow {
  start: Date;
  end: Date;
  /** The Swiss day the window starts: it moves on the first of each month, and a full refresh follows. */
  key: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;

/** From the first of the month two months back to the first of the month 13 months ahead (Swiss time). */
export function syncWindow(now: Date, monthsBack = 2, monthsAhead = 12): SyncWindow {
  const [year = 0, month = 1] = schoolDay(now).split('-').map(Number);
  const current = year * 12 + month - 1;
  const key = monthStart(current - monthsBack);
  return {
    start: schoolDateTime(key, '00:00'),
    end: schoolDateTime(monthStart(current + monthsAhead + 1), '00:00'),
    key,
  };
}
