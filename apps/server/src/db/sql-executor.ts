import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Plain SQL with `$1`-style parameters run through a Drizzle handle (a transaction's, so the job
 * queue's inserts commit or roll back with the change that asked for them).
 */
export function sqlExecutor(db: Db) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const result = await db.execute(parameterised(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

function parameterised(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null))),
  );
}
