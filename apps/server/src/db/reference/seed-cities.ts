import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cities } from '../schema';
import { type CityRow, readCities } from './localities';

const CHUNK_ROWS = 1_000;

function line(city: CityRow): string {
  return [city.country, city.postcode, city.name, city.canton ?? '', city.searchName].join('\t');
}

/** Byte order of the UTF-8 text, as PostgreSQL's "C" collation sorts it. */
function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** The same digest the database computes over its rows: equal digests mean nothing to load. */
export function citiesDigest(rows: CityRow[]): string {
  return createHash('md5').update(rows.map(line).sort(byBytes).join('\n')).digest('hex');
}

async function storedDigest(db: Db): Promise<string> {
  const tab = sql`E'\\t'`;
  const stored = sql`${cities.country} || ${tab} || ${cities.postcode} || ${tab} || ${cities.name} || ${tab} || coalesce(${cities.canton}, '') || ${tab} || ${cities.searchName}`;
  const [row] = await db
    .select({ digest: sql<string>`md5(coalesce(string_agg(${stored}, E'\\n' order by ${stored} collate "C"), ''))` })
    .from(cities);
  return row?.digest ?? '';
}

/**
 * Reference data written at every start: a single digest query when the table already holds
 * the seed file's cities, otherwise the table is replaced in one transaction.
 */
export async function seedCities(db: Db): Promise<'kept' | 'loaded'> {
  const rows = await readCities();
  if ((await storedDigest(db)) === citiesDigest(rows)) return 'kept';
  await db.transaction(async (tx) => {
    await tx.delete(cities);
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      await tx.insert(cities).values(rows.slice(start, start + CHUNK_ROWS));
    }
  });
  return 'loaded';
}
