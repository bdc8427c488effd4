import { THEORY_PRICE_REQUEST_STATUSES } from '@ds/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './identity';

/**
 * A school's request for the preferential theory-exam price (spec §9, granted on request) and the
 * product administrator's decision: approved with the school's unit prices (centimes) of the 1-,
 * 30- and 365-day licences, or refused. One open request a school at a time; the school's price is
 * that of its latest approved request, which replaces any earlier one.
 */
export const theoryPriceRequests = pgTable(
  'theory_price_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: THEORY_PRICE_REQUEST_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    price1Day: integer('price_1_day'),
    price30Days: integer('price_30_days'),
    price365Days: integer('price_365_days'),
  },
  (table) => [
    uniqueIndex('theory_price_requests_open_idx').on(table.schoolId).where(sql`${table.status} = 'pending'`),
    index('theory_price_requests_school_idx').on(table.schoolId, table.decidedAt),
    check(
      'theory_price_requests_decided',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null) and (${table.status} = 'pending') = (${table.decidedBy} is null)`,
    ),
    check(
      'theory_price_requests_prices',
      sql`(${table.status} = 'approved') = (${table.price1Day} is not null and ${table.price30Days} is not null and ${table.price365Days} is not null)
        and coalesce(${table.price1Day}, 0) >= 0 and coalesce(${table.price30Days}, 0) >= 0 and coalesce(${table.price365Days}, 0) >= 0`,
    ),
  ],
);
