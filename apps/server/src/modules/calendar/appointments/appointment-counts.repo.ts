import { and, count, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema';

/** How many appointments of each monitor's time (his local calendars) start within [start, end). */
export function findAppointmentCounts(db: Db, monitorIds: string[], period: { start: Date; end: Date }) {
  if (monitorIds.length === 0) return Promise.resolve([]);
  return db
    .select({ monitorId: appointments.monitorId, total: count() })
    .from(appointments)
    .where(
      and(
        inArray(appointments.monitorId, monitorIds),
        gte(appointments.startsAt, period.start),
        lt(appointments.startsAt, period.end),
      ),
    )
    .groupBy(appointments.monitorId);
}
