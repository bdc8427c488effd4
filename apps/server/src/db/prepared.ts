import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built once per database under `name` (which must say everything its text depends
 * on) and kept. The hottest reads take their values as placeholders: building a query with
 * joins costs Drizzle a few hundred µs, more than running it, and a named statement is parsed
 * and planned by PostgreSQL once per connection rather than at each request.
 */
export function preparedStatement<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}
