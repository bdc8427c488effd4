import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointmentSeries, appointments } from '../../../db/schema';

export async function insertSeries(db: Db, until: string): Promise<string> {
  const [row] = await db.insert(appointmentSeries).values({ until }).returning({ id: appointmentSeries.id });
  if (!row) throw new Error('series not written');
  return row.id;
}

/** The occurrences of a series from `from` on (the edited one included), in start order. */
export function findOccurrencesFrom(db: Db, seriesId: string, from: Date) {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.seriesId, seriesId), gte(appointments.startsAt, from)))
    .orderBy(asc(appointments.startsAt));
}

export async function deleteOccurrences(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(appointments).where(inArray(appointments.id, ids));
}
