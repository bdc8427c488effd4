import type { City, Country } from '@ds/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cities } from '../../../db/schema';

const columns = { postcode: cities.postcode, name: cities.name, canton: cities.canton, country: cities.country };

/** A LIKE pattern matching what starts with `prefix`, its wildcards taken literally. */
function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
}

export async function findCitiesByPostcode(db: Db, country: Country, prefix: string, limit: number): Promise<City[]> {
  const rows = await db
    .select(columns)
    .from(cities)
    .where(and(eq(cities.country, country), like(cities.postcode, startsWith(prefix))))
    .orderBy(asc(cities.postcode), asc(cities.searchName))
    .limit(limit);
  return rows as City[];
}

export async function findCitiesByName(db: Db, country: Country, searchName: string, limit: number): Promise<City[]> {
  const rows = await db
    .select(columns)
    .from(cities)
    .where(and(eq(cities.country, country), like(cities.searchName, startsWith(searchName))))
    .orderBy(asc(cities.searchName), asc(cities.postcode))
    .limit(limit);
  return rows as City[];
}
