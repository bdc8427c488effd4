import { personName, type WaitlistEntry } from '@ds/domain';
import type { PresentedEntryRow } from './waitlist.repo';

export function presentEntry(row: PresentedEntryRow): WaitlistEntry {
  const { entry } = row;
  return {
    id: entry.id,
    monitor: { id: entry.monitorId, name: personName({ firstname: row.monitorFirstname, name: row.monitorName }) },
    course: { id: entry.courseId, label: row.courseLabel },
    lengthMinutes: entry.lengthMinutes,
    fromDay: entry.fromDay,
    toDay: entry.toDay,
    state: entry.state,
    offer:
      entry.state === 'offered' && entry.offerStart && entry.offerEnd && entry.offerUntil
        ? {
            start: entry.offerStart.toISOString(),
            end: entry.offerEnd.toISOString(),
            until: entry.offerUntil.toISOString(),
          }
        : null,
  };
}
