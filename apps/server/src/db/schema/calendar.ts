import { CALENDAR_PROVIDERS } from '@ds/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
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
import { courses, infrastructures, vehicles } from './catalogue';
import { schools, users } from './identity';
import { students } from './students';

/**
 * A user's calendar (spec §3 Calendar). Every monitor has one main calendar, created at sign-up;
 * `provider` tells where its events live: here, or an external CalDAV calendar shown as an
 * overlay (its password sealed with the server key), or the copies of a linked Google calendar's
 * events (`google_calendar_links`).
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
    /** The course a new appointment of this calendar starts with (the monitor's lesson); none when null. */
    defaultCourseId: uuid('default_course_id').references(() => courses.id, { onDelete: 'set null' }),
    overlay: boolean('overlay').notNull().default(false),
    main: boolean('main').notNull().default(false),
    provider: text('provider', { enum: CALENDAR_PROVIDERS }).notNull().default('local'),
    caldavUrl: text('caldav_url'),
    caldavUsername: text('caldav_username'),
    caldavPasswordSealed: text('caldav_password_sealed'),
    /** Last background refresh of an external calendar, and why it failed if it did. */
    externalSyncedAt: timestamp('external_synced_at', { withTimezone: true }),
    externalSyncError: text('external_sync_error'),
    externalSyncToken: text('external_sync_token'),
    /** SHA-256 of the read-only ICS feed token; null until the owner asks for the feed. */
    icsTokenHash: text('ics_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calendars_owner_idx').on(table.ownerId),
    uniqueIndex('calendars_one_main_key').on(table.ownerId).where(sql`${table.main}`),
    uniqueIndex('calendars_ics_token_key').on(table.icsTokenHash),
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

/**
 * The change log behind CalDAV sync tokens and ctags (RFC 6578): a trigger on appointments
 * writes one row per insert, change or removal (a move writes a removal from the old calendar),
 * whichever path wrote the appointment. A calendar's sync token is its highest `seq`.
 */
export const calendarChanges = pgTable(
  'calendar_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').notNull(),
    davName: text('dav_name').notNull(),
    deleted: boolean('deleted').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendar_changes_calendar_seq_idx').on(table.calendarId, table.seq)],
);

/**
 * A booking in a calendar: its course, the students it is for and what it occupies
 * (infrastructures, vehicles). `owner_id` is who booked it.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    location: text('location'),
    colour: text('colour'),
    description: text('description').notNull().default(''),
    /** Courses are disabled, never deleted, so a past appointment always keeps its course. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    paid: boolean('paid').notNull().default(false),
    /** The price set on this appointment; null follows its course (the rule in `lessonPriceCentimes`). */
    priceCentimes: integer('price_centimes'),
    /** Occurrences of a weekly series share it; each occurrence is a row of its own. */
    seriesId: uuid('series_id').references(() => appointmentSeries.id, { onDelete: 'set null' }),
    /**
     * The iCalendar UID and the resource name under the CalDAV collection, when a phone or an
     * external calendar chose them; otherwise both derive from the id. `external_etag` is the
     * remote ETag of an event copied from an external CalDAV calendar.
     */
    icalUid: text('ical_uid'),
    davName: text('dav_name'),
    externalEtag: text('external_etag'),
    /**
     * Whose time the appointment takes: the owner of its calendar when that calendar is local,
     * null for a copy of an external calendar. Set by a trigger from `calendar_id` (migration
     * 0016), whatever writes the row; the exclusion constraint `appointments_monitor_no_overlap`
     * keeps a monitor's timed appointments apart unless one is an intended overlap.
     */
    monitorId: uuid('monitor_id'),
    /** The user confirmed this overlap (a course with several instructors, a private note). */
    allowOverlap: boolean('allow_overlap').notNull().default(false),
    /** Raised on every change: an edit based on an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_owner_start_idx').on(table.ownerId, table.startsAt),
    index('appointments_school_start_idx').on(table.schoolId, table.startsAt),
    index('appointments_course_idx').on(table.courseId),
    index('appointments_calendar_start_idx').on(table.calendarId, table.startsAt),
    // Appointments longer than a day, by end: the window query reads them here, and every
    // shorter one through the index above from a day before the window (appointments.repo.ts).
    index('appointments_calendar_long_end_idx')
      .on(table.calendarId, table.endsAt)
      .where(sql`${table.endsAt} - ${table.startsAt} > interval '1 day'`),
    index('appointments_series_idx').on(table.seriesId),
    uniqueIndex('appointments_calendar_dav_name_key').on(table.calendarId, table.davName),
  ],
);

/** A weekly recurrence (spec §1): the occurrences until `until`, a Swiss calendar day, inclusive. */
export const appointmentSeries = pgTable('appointment_series', {
  id: uuid('id').primaryKey().defaultRandom(),
  until: date('until', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 Appointment: its student(s). */
export const appointmentStudents = pgTable(
  'appointment_students',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.appointmentId, table.studentId] }),
    index('appointment_students_student_idx').on(table.studentId),
  ],
);

export const appointmentInfrastructures = pgTable(
  'appointment_infrastructures',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    infrastructureId: uuid('infrastructure_id')
      .notNull()
      .references(() => infrastructures.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.appointmentId, table.infrastructureId] }),
    index('appointment_infrastructures_resource_idx').on(table.infrastructureId),
  ],
);

export const appointmentVehicles = pgTable(
  'appointment_vehicles',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.appointmentId, table.vehicleId] }),
    index('appointment_vehicles_resource_idx').on(table.vehicleId),
  ],
);

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
