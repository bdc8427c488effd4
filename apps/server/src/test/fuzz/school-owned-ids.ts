import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

interface ForeignKey {
  table: string;
  column: string;
  target: string;
}

async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Every row id (uuid `id` columns) that belongs to a school: the school itself, its users, rows
 * naming one of them, and, following the foreign keys to a fixpoint, rows hanging off those
 * (a card's domains, a lesson's evaluations). Read from the catalogue, so tables added later
 * are covered without a list to keep up to date. Answers ids by table.
 */
export async function schoolOwnedIds(db: Db, schoolId: string): Promise<Map<string, Set<string>>> {
  const withId = new Set(
    (
      await rowsOf<{ table: string }>(
        db,
        sql`select table_name as "table" from information_schema.columns
            where table_schema = current_schema() and column_name = 'id' and data_type = 'uuid'`,
      )
    ).map((row) => row.table),
  );
  const keys = await rowsOf<ForeignKey>(
    db,
    sql`select child.relname as "table", attribute.attname as "column", parent.relname as "target"
        from pg_constraint constraint_row
        join pg_class child on child.oid = constraint_row.conrelid
        join pg_class parent on parent.oid = constraint_row.confrelid
        join pg_attribute attribute
          on attribute.attrelid = constraint_row.conrelid and attribute.attnum = constraint_row.conkey[1]
        join pg_namespace namespace on namespace.oid = child.relnamespace
        where constraint_row.contype = 'f' and namespace.nspname = current_schema()
          and array_length(constraint_row.conkey, 1) = 1`,
  );

  const owned = new Map<string, Set<string>>([['schools', new Set([schoolId])]]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const key of keys) {
      const parents = owned.get(key.target);
      if (!withId.has(key.table) || !parents?.size) continue;
      const found = await rowsOf<{ id: string }>(
        db,
        sql`select id::text as id from ${sql.identifier(key.table)}
            where ${sql.identifier(key.column)}::text in (${sql.join(
              [...parents].map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      const ids = owned.get(key.table) ?? new Set<string>();
      const before = ids.size;
      for (const row of found) ids.add(row.id);
      owned.set(key.table, ids);
      if (ids.size > before) changed = true;
    }
  }
  return owned;
}
