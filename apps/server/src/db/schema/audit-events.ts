import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Security events (sign-ins, failures, access denials, credential changes), one row each. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'denied'] }).notNull(),
    userId: uuid('user_id'),
    schoolId: uuid('school_id'),
    username: text('username'),
    ip: text('ip'),
    details: jsonb('details'),
  },
  (table) => [index('audit_events_user_id_idx').on(table.userId), index('audit_events_at_idx').on(table.at)],
);
