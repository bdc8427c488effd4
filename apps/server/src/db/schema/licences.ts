import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A licence key (XXXX-XXXX-XXXX-XXXX) granting modules for a number of days from its
 * activation. Status is derived: not yet activated, activated (until `endsAt`), expired.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    modules: text('modules').array().notNull(),
    durationDays: integer('duration_days').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('licences_user_id_idx').on(table.userId)],
);
