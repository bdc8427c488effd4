import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { users } from './users';

/**
 * A user's calendar (spec §3 Calendar). Every monitor has one main calendar, created at sign-up;
 * `provider` tells where its events live: here, or an external CalDAV calendar shown as an
 * overlay (its password sealed with the server key). Web calendar providers attach the same way.
 */
export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    colour: text('colour').notNull(),
    defaultDurationMinutes: integer('default_duration_minutes').notNull().default(60),
    workdayStart: time('workday_start').notNull().default('07:00'),
    workdayEnd: time('workday_end').notNull().default('19:00'),
    overlay: boolean('overlay').notNull().default(false),
    main: boolean('main').notNull().default(false),
    provider: text('provider', { enum: ['local', 'caldav'] })
      .notNull()
      .default('local'),
    caldavUrl: text('caldav_url'),
    caldavUsername: text('caldav_username'),
    caldavPasswordSealed: text('caldav_password_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calendars_owner_idx').on(table.ownerId),
    uniqueIndex('calendars_one_main_key').on(table.ownerId).where(sql`${table.main}`),
  ],
);

/** Spec §3 Calendar share: another monitor reads, or reads and writes, the calendar. */
export const calendarShares = pgTable(
  'calendar_shares',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: text('access', { enum: ['read', 'write'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.calendarId, table.monitorId] }),
    index('calendar_shares_monitor_idx').on(table.monitorId),
  ],
);
