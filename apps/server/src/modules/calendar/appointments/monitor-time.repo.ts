import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, calendars } from '../../../db/schema';
import { visibleCalendarsScope } from '../../../kernel/access/access';
import type { MonitorClash } from '../../../lib/errors';

/**
 * The first appointment the constraint would oppose to a timed booking of `monitorId`'s time over
 * [start, end): timed, not an intended overlap, other than `except`. Its title is read only when
 * `viewerId` sees its calendar. The overlap is written as the constraint's, so its index serves.
 */
export async function findMonitorClash(
  db: Db,
  monitorId: string,
  slot: { start: Date; end: Date },
  except: string[],
  viewerId: string,
): Promise<MonitorClash | undefined> {
  const [clash] = await db
    .select({
      title: sql<string | null>`case when ${visibleCalendarsScope(viewerId)} then ${appointments.title} end`,
      start: appointments.startsAt,
      end: appointments.endsAt,
    })
    .from(appointments)
    .innerJoin(calendars, eq(calendars.id, appointments.calendarId))
    .where(
      and(
        eq(appointments.monitorId, monitorId),
        sql`not ${appointments.allDay} and not ${appointments.allowOverlap}`,
        sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}) && tstzrange(${slot.start.toISOString()}::timestamptz, ${slot.end.toISOString()}::timestamptz)`,
        except.length > 0 ? notInArray(appointments.id, except) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return clash;
}
