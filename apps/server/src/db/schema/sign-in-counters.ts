import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempt counters in fixed windows, shared by every server process
 * (sign-in-throttle.service.ts). `key` is an HMAC with the server key of what is counted
 * (channel, scope, account, address), so the table holds no e-mail address or IP in clear.
 * Rows whose window ended are pruned.
 */
export const signInCounters = pgTable(
  'sign_in_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
