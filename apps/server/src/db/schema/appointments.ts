import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { calendars } from './calendars';
import { courses, infrastructures, vehicles } from './catalogue';
import { schools } from './schools';
import { students } from './students';
import { users } from './users';

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
