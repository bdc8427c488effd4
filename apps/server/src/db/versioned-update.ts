import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type VersionedTable = PgTable & { version: PgColumn };

/** What a write at a version did: the row as written, or why nothing was written. */
export type VersionedWrite<Row> = { row: Row } | 'stale' | 'missing';

/**
 * Writes `values` into the row `where` finds (its id and the actor's scope) only if it is still
 * at `version`, raising it by one: two writers of the same version get one row, the other
 * nothing (PostgreSQL checks the version again once the first one's lock is released). When
 * nothing was written, tells a row there at another version (`stale`) from none in scope.
 */
export async function updateAtVersion<Table extends VersionedTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  version: number,
  values: PgUpdateSetSource<Table>,
): Promise<VersionedWrite<Table['$inferSelect']>> {
  const [row] = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` })
    .where(and(where, eq(table.version, version)))
    .returning()) as Table['$inferSelect'][];
  if (row) return { row };
  const [current] = await db
    .select({ version: table.version })
    .from(table as PgTable)
    .where(where);
  return current ? 'stale' : 'missing';
}
