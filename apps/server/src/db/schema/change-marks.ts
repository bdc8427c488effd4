import { sql } from 'drizzle-orm';
import { customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A 64-bit transaction id (PostgreSQL's xid8), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What lets a cached read answer be reused (appointment-window-cache.ts): statement triggers
 * write one mark per changed scope and writing transaction, on appointments (scope: the
 * calendar) and on what their answer names, students, courses, infrastructures and vehicles
 * (scope: the school, or the owner without one). An answer read at snapshot S is still true
 * while no mark of its scopes is invisible to S and visible now; no lock is taken, so writers
 * never wait on each other for it. Marks older than a cached answer may live are pruned.
 */
export const changeMarks = pgTable(
  'change_marks',
  {
    scope: uuid('scope').notNull(),
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('change_marks_scope_txid_idx').on(table.scope, table.txid),
    index('change_marks_marked_at_idx').on(table.markedAt),
  ],
);
