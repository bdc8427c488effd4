import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './identity';
import { versionColumn } from './version';

/**
 * An employee's terms at his school (spec §3 Employee): from `starts_on` to the end of
 * `ends_on` (Swiss days; his access ends at midnight of it) with the rights the administrators
 * turned on. One row per employee account; the account's `school_id` names the school too.
 */
export const schoolEmployees = pgTable(
  'school_employees',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    rights: text('rights').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (table) => [index('school_employees_school_idx').on(table.schoolId)],
);

/**
 * An invitation to join a school, e-mailed as a link of which only the SHA-256 is kept. Open
 * until accepted, revoked or past `expires_at`; one open invitation per address and school.
 */
export const schoolInvitations = pgTable(
  'school_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** `administrator`, `monitor` or `employee`. */
    kind: text('kind').notNull(),
    /** An employee's terms to start with: `{ startsOn, endsOn, rights }`. */
    terms: jsonb('terms'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('school_invitations_school_idx').on(table.schoolId, table.createdAt),
    uniqueIndex('school_invitations_open_key')
      .on(table.schoolId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
