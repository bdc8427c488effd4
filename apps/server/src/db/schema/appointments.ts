import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  ],
);

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
