import { LOCATION_SUGGESTION_MONTHS } from '@ds/domain';
import { and, count, desc, eq, gte, ilike, isNotNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { appointments } from '../../../db/schema';

/**
 * Spec §9: the locations of the user's own appointments of the last 6 months, the most used
 * (then the latest) first, containing `query` when given.
 */
export async function findLocationSuggestions(db: Db, userId: string, query: string, now = new Date()) {
  const since = new Date(now);
  since.setMonth(since.getMonth() - LOCATION_SUGGESTION_MONTHS);
  const rows = await db
    .select({ location: appointments.location, uses: count(), lastUsed: max(appointments.startsAt) })
    .from(appointments)
    .where(
      and(
        eq(appointments.ownerId, userId),
        gte(appointments.startsAt, since),
        isNotNull(appointments.location),
        ne(appointments.location, ''),
        query ? ilike(appointments.location, `%${escapeLike(query)}%`) : undefined,
      ),
    )
    .groupBy(appointments.location)
    .orderBy(desc(count()), desc(max(appointments.startsAt)))
    .limit(10);
  return rows.map((row) => row.location as string);
}
