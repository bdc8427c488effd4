import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { TableChecksum } from './manifest';

/** One statement on one connection: the session settings below hold for the statements after them. */
export type SqlQuery = (text: string) => Promise<Record<string, unknown>[]>;

export function pgliteQuery(client: PGlite): SqlQuery {
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

export function postgresQuery(client: pg.Client): SqlQuery {
  return async (text) => (await client.query(text)).rows;
}

/** A row's text depends on these (time zone, date and number formats): fixed, so two sessions read the same text. */
const SESSION_SETTINGS = [
  "SET TimeZone = 'UTC'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  'SET extra_float_digits = 1',
  "SET bytea_output = 'hex'",
];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** By code point: the same order on every machine, whatever its locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every table's row count and checksum, the job queue's (`pgboss`) and the migrations'
 * (`drizzle`) included: partitions count as tables, their partitioned parent not (its rows are
 * theirs). The checksum sums the first 64 bits of each row's md5: independent of the rows'
 * order, read without sorting, in constant memory.
 */
export async function tableChecksums(query: SqlQuery): Promise<TableChecksum[]> {
  for (const setting of SESSION_SETTINGS) await query(setting);
  const tables = (await query(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'`,
  )) as { schema: string; name: string }[];
  if (tables.length === 0) return [];
  // One statement for every table: on PGlite, 0.35 s for the demo's 92 tables instead of 2 s one by one.
  const rows = (await query(
    tables
      .map(
        ({ schema, name }) =>
          `SELECT ${literal(schema)} AS schema, ${literal(name)} AS name, count(*)::text AS rows,
                  coalesce(sum(('x' || left(md5(backup_row::text), 16))::bit(64)::bigint), 0)::text AS checksum
           FROM ${quoted(schema)}.${quoted(name)} AS backup_row`,
      )
      .join('\nUNION ALL\n'),
  )) as { schema: string; name: string; rows: string; checksum: string }[];
  return rows
    .map((row) => ({ schema: row.schema, name: row.name, rows: Number(row.rows), checksum: row.checksum }))
    .sort((a, b) => (a.schema === b.schema ? compare(a.name, b.name) : compare(a.schema, b.schema)));
}

/** What differs between the tables a backup recorded and those found after restoring it; empty when nothing. */
export function tableDifferences(expected: TableChecksum[], found: TableChecksum[]): string[] {
  const label = (table: TableChecksum) => `${table.schema}.${table.name}`;
  const foundByName = new Map(found.map((table) => [label(table), table]));
  const expectedNames = new Set(expected.map(label));
  const differences: string[] = [];
  for (const table of expected) {
    const twin = foundByName.get(label(table));
    if (!twin) differences.push(`${label(table)}: missing`);
    else if (twin.rows !== table.rows) differences.push(`${label(table)}: ${twin.rows} rows instead of ${table.rows}`);
    else if (twin.checksum !== table.checksum) differences.push(`${label(table)}: rows differ (checksum)`);
  }
  for (const table of found) {
    if (!expectedNames.has(label(table))) differences.push(`${label(table)}: not in the backup`);
  }
  return differences;
}
