import { GOOGLE_LINK_STATUSES, REGISTRIES, REGISTRY_SUBMISSION_STATUSES } from '@ds/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments, calendars } from './calendar';
import { courses } from './catalogue';
import { schools, users } from './identity';
import { students } from './students';

/**
 * A user's account at SARI (spec §3 Credentials): the registry's OAuth2 password grant takes the
 * client id and secret with the user name and password. Secrets and tokens are sealed
 * (`lib/secrets`); the newest tokens are kept so every server process reuses them.
 */
export const sariAccounts = pgTable('sari_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  clientId: text('client_id').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  accessTokenSealed: text('access_token_sealed'),
  refreshTokenSealed: text('refresh_token_sealed'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  /** The last time SARI accepted the credentials, and when it last refused them. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  refusedAt: timestamp('refused_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A student sent to a registry (spec §1): to SARI for a course (with the session that sent him,
 * when a session did), or to L2. One row per student and course (per student for L2), sent
 * again in place; `reason` is the registry's refusal or our stable error code.
 */
export const registrySubmissions = pgTable(
  'registry_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registry: text('registry', { enum: REGISTRIES }).notNull(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** Whose registry account sends it. */
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The course's id in the registry when it was sent. */
    externalCourseId: text('external_course_id'),
    status: text('status', { enum: REGISTRY_SUBMISSION_STATUSES }).notNull().default('queued'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** The registry's own reference of the registration. */
    externalReference: text('external_reference'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('registry_submissions_student_course_key')
      .on(table.registry, table.studentId, table.courseId)
      .nullsNotDistinct(),
    index('registry_submissions_course_idx').on(table.courseId),
    index('registry_submissions_pending_idx')
      .on(table.status, table.updatedAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    check('registry_submissions_sari_course', sql`${table.registry} <> 'sari' or ${table.courseId} is not null`),
  ],
);

/**
 * A user's account at the theory-exam training service (spec §3 Credentials), the password
 * sealed. `refusedAt` is set when the service refused them, so the screens ask to re-enter them.
 */
export const theoryServiceAccounts = pgTable('theory_service_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  refusedAt: timestamp('refused_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's Google calendar link (spec §1, §2 /gc): one of Google's calendars synced both ways
 * with one of ours. Our changes (the `calendar_changes` log after `pushed_seq`) go to Google;
 * Google's events (incremental `sync_token`) are copied into `overlay_calendar_id`, a calendar
 * of provider `google`. Tokens are sealed; the push channel is renewed before it expires.
 */
export const googleCalendarLinks = pgTable(
  'google_calendar_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountEmail: text('account_email').notNull(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    accessTokenSealed: text('access_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** Google's calendar, null until the user chose one. */
    googleCalendarId: text('google_calendar_id'),
    googleCalendarName: text('google_calendar_name'),
    /** Ours, whose appointments go to Google. */
    calendarId: uuid('calendar_id').references(() => calendars.id, { onDelete: 'cascade' }),
    /** Where Google's own events are shown. */
    overlayCalendarId: uuid('overlay_calendar_id').references(() => calendars.id, { onDelete: 'set null' }),
    syncToken: text('sync_token'),
    pushedSeq: bigint('pushed_seq', { mode: 'number' }).notNull().default(0),
    channelId: text('channel_id'),
    channelResourceId: text('channel_resource_id'),
    channelExpiresAt: timestamp('channel_expires_at', { withTimezone: true }),
    status: text('status', { enum: GOOGLE_LINK_STATUSES }).notNull().default('choosing'),
    lastError: text('last_error'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** A sync under way holds the link until then: two processes never push the same change twice. */
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('google_calendar_links_user_key').on(table.userId),
    uniqueIndex('google_calendar_links_channel_key').on(table.channelId),
    index('google_calendar_links_calendar_idx').on(table.calendarId),
  ],
);

/**
 * Which Google event is which of our appointments pushed to Google (a copy of Google's own event
 * needs none: its `dav_name` is the event's id). `google_updated` is Google's `updated` of the
 * version we last saw, for the conflict rule (the later writer wins; our lessons keep their own
 * fields).
 */
export const googleEventLinks = pgTable(
  'google_event_links',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => googleCalendarLinks.id, { onDelete: 'cascade' }),
    googleEventId: text('google_event_id').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
    etag: text('etag'),
    googleUpdated: timestamp('google_updated', { withTimezone: true }),
    /** The appointment's version last pushed to, or copied from, Google. */
    appointmentVersion: integer('appointment_version'),
  },
  (table) => [
    primaryKey({ columns: [table.linkId, table.googleEventId] }),
    uniqueIndex('google_event_links_appointment_key').on(table.linkId, table.appointmentId),
  ],
);
