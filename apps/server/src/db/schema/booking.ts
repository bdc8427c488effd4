import {
  DEFAULT_BOOKING_POLICY,
  SELF_BOOKING_CANCELLERS,
  SELF_BOOKING_NOTICE_UNITS,
  SELF_BOOKING_STATES,
  WAITLIST_STATES,
} from '@ds/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './calendar';
import { courses } from './catalogue';
import { schools, users } from './identity';
import { students } from './students';
import { versionColumn } from './version';

/** A monitor's rules for students booking their own lessons (issue 30 §1); none is the default policy. */
export const bookingPolicies = pgTable(
  'booking_policies',
  {
    monitorId: uuid('monitor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    published: boolean('published').notNull().default(false),
    horizonWeeks: integer('horizon_weeks').notNull().default(DEFAULT_BOOKING_POLICY.horizonWeeks),
    noticeUnit: text('notice_unit', { enum: SELF_BOOKING_NOTICE_UNITS }).notNull().default('hours'),
    noticeAmount: integer('notice_amount').notNull().default(DEFAULT_BOOKING_POLICY.noticeAmount),
    lessonLengths: integer('lesson_lengths').array().notNull(),
    stepMinutes: integer('step_minutes').notNull().default(DEFAULT_BOOKING_POLICY.stepMinutes),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    requireConfirmation: boolean('require_confirmation').notNull().default(false),
    maxOpenBookings: integer('max_open_bookings').notNull().default(DEFAULT_BOOKING_POLICY.maxOpenBookings),
    freeCancellationHours: integer('free_cancellation_hours')
      .notNull()
      .default(DEFAULT_BOOKING_POLICY.freeCancellationHours),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (table) => [index('booking_policies_published_idx').on(table.monitorId).where(sql`${table.published}`)],
);

/**
 * A lesson a student booked himself: its appointment in the monitor's main calendar (gone once
 * cancelled), the terms frozen when booked, and where it stands. Deadlines (`confirm_by`,
 * `hold_until`) are kept by the booking deadlines poller.
 */
export const selfBookings = pgTable(
  'self_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The student's account that booked (his mails go to it). */
    bookedBy: uuid('booked_by').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: SELF_BOOKING_STATES }).notNull(),
    priceCentimes: integer('price_centimes').notNull(),
    freeCancellationHours: integer('free_cancellation_hours').notNull(),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: SELF_BOOKING_CANCELLERS }),
    /** Centimes charged for a late cancellation; null when none or waived. */
    chargedCentimes: integer('charged_centimes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('self_bookings_student_idx').on(table.studentId, table.startsAt),
    index('self_bookings_monitor_idx').on(table.monitorId, table.startsAt),
    index('self_bookings_confirm_by_idx').on(table.confirmBy).where(sql`${table.state} = 'pending'`),
    index('self_bookings_hold_idx').on(table.holdUntil).where(sql`${table.state} = 'awaiting_payment'`),
    check('self_bookings_times', sql`${table.endsAt} > ${table.startsAt}`),
    check('self_bookings_cancelled', sql`(${table.state} = 'cancelled') = (${table.cancelledAt} is not null)`),
  ],
);

/**
 * A student waiting for an earlier slot (issue 30 §4): a course, a length and a range of days.
 * A freed slot is offered to the first waiting entry that fits, held for it until `offer_until`,
 * then to the next.
 */
export const bookingWaitlist = pgTable(
  'booking_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lengthMinutes: integer('length_minutes').notNull(),
    fromDay: date('from_day').notNull(),
    toDay: date('to_day').notNull(),
    state: text('state', { enum: WAITLIST_STATES }).notNull().default('waiting'),
    offerStart: timestamp('offer_start', { withTimezone: true }),
    offerEnd: timestamp('offer_end', { withTimezone: true }),
    offerUntil: timestamp('offer_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_waitlist_monitor_idx').on(table.monitorId, table.state, table.createdAt),
    index('booking_waitlist_student_idx').on(table.studentId),
    index('booking_waitlist_offer_idx').on(table.offerUntil).where(sql`${table.state} = 'offered'`),
    check('booking_waitlist_days', sql`${table.toDay} >= ${table.fromDay}`),
    check('booking_waitlist_offer', sql`(${table.state} = 'offered') = (${table.offerUntil} is not null)`),
  ],
);

/**
 * A self-bookable course only students ready in a training-card domain may book (issue 30 §1:
 * the motorway after F4): its format (F4), read on the card last used with the student.
 */
export const bookingCourseReadiness = pgTable('booking_course_readiness', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  domainFormat: text('domain_format').notNull(),
});
