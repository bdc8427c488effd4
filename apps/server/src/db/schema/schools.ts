import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A driving school (spec §3): the tenant every monitor, employee and student belongs to. */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address'),
  postcode: text('postcode'),
  city: text('city'),
  /** Two-letter canton code (public holidays of the slot picker); from the postcode when not set. */
  canton: text('canton'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
