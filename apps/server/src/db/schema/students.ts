import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { schools, users } from './identity';
import { versionColumn } from './version';

/**
 * A learner driver as the school records him (spec §3 Person). A student may have a login
 * (`user_id`, role user) or not; the same person at two schools is two rows.
 */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    gender: text('gender'),
    name: text('name').notNull().default(''),
    firstname: text('firstname').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Digits only (spec §5 FABER); null for a student who asked to join and is not completed yet. */
    faber: text('faber'),
    email: text('email'),
    mobile: text('mobile'),
    street: text('street'),
    houseNumber: text('house_number'),
    postcode: text('postcode'),
    city: text('city'),
    country: text('country').notNull().default('CH'),
    originPlace: text('origin_place'),
    registryNumber: text('registry_number'),
    language: text('language'),
    comments: text('comments').notNull().default(''),
    billingStreet: text('billing_street'),
    billingHouseNumber: text('billing_house_number'),
    billingPostcode: text('billing_postcode'),
    billingCity: text('billing_city'),
    billingCountry: text('billing_country'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set when a practical exam is recorded as a success: the "passed" filter reads it. */
    passedAt: timestamp('passed_at', { withTimezone: true }),
    /** Lower-cased, accent-free name, first name, FABER, e-mail and mobile: what the search scans. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by a change of the identity or of the training info (`student_training`). */
    version: versionColumn(),
  },
  (table) => [
    uniqueIndex('students_school_faber_key').on(table.schoolId, table.faber),
    index('students_school_name_idx').on(table.schoolId, sql`lower(${table.name})`, sql`lower(${table.firstname})`),
    index('students_school_created_idx').on(table.schoolId, table.createdAt),
    index('students_user_idx').on(table.userId),
  ],
);

/** Who holds a student: the managing monitor (`owner`), or a share read-write or read-only. */
export const studentMonitors = pgTable(
  'student_monitors',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: text('access', { enum: ['owner', 'write', 'read'] }).notNull(),
    /** Pending until the student accepts the invitation (or the monitor the request). */
    status: text('status', { enum: ['active', 'pending'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.monitorId] }),
    index('student_monitors_monitor_idx').on(table.monitorId, table.studentId),
    uniqueIndex('student_monitors_one_owner_key').on(table.studentId).where(sql`${table.access} = 'owner'`),
  ],
);

/** Spec §3 Student training info, one row per student. */
export const studentTraining = pgTable('student_training', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  validUntil: date('valid_until', { mode: 'string' }),
  profession: text('profession'),
  desiredCategories: text('desired_categories').array().notNull().default(sql`'{}'`),
  ownedCategories: text('owned_categories').array().notNull().default(sql`'{}'`),
  insurance: boolean('insurance').notNull().default(false),
  insurancePaid: boolean('insurance_paid').notNull().default(false),
  firstAidDate: date('first_aid_date', { mode: 'string' }),
  awarenessDay1: date('awareness_day_1', { mode: 'string' }),
  awarenessDay2: date('awareness_day_2', { mode: 'string' }),
  awarenessDay3: date('awareness_day_3', { mode: 'string' }),
  awarenessDay4: date('awareness_day_4', { mode: 'string' }),
  pceDeliveredOn: date('pce_delivered_on', { mode: 'string' }),
  pceDeadline: date('pce_deadline', { mode: 'string' }),
  pceNumber: text('pce_number'),
  day1Date: date('day1_date', { mode: 'string' }),
  day2Date: date('day2_date', { mode: 'string' }),
});

export const studentDrivingLicences = pgTable(
  'student_driving_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    authorityDecision: text('authority_decision'),
    version: versionColumn(),
  },
  (table) => [index('student_driving_licences_student_idx').on(table.studentId)],
);

/** The school's examiners (the exam form picks one). */
export const examiners = pgTable(
  'examiners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    version: versionColumn(),
  },
  (table) => [index('examiners_school_idx').on(table.schoolId)],
);

export const studentExams = pgTable(
  'student_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }),
    examinerId: uuid('examiner_id').references(() => examiners.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['firstAid', 'theory', 'practice'] }).notNull(),
    status: text('status', { enum: ['success', 'unknown', 'failed'] }).notNull(),
    remarks: text('remarks').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (table) => [index('student_exams_student_idx').on(table.studentId)],
);

export const studentTasks = pgTable(
  'student_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    dueTime: time('due_time'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (table) => [index('student_tasks_student_idx').on(table.studentId)],
);

/** The student sheet's audit trail: every lifecycle action, who and when. */
export const studentEvents = pgTable(
  'student_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('student_events_student_idx').on(table.studentId, table.at)],
);

/** Spec §3 Link request: a student asks a monitor, or a monitor invites a student by e-mail. */
export const linkRequests = pgTable(
  'link_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student's login, once known (an invitation may reach an address without one yet). */
    studentUserId: uuid('student_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The student record the monitor invited, or the one created on acceptance. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    name: text('name').notNull(),
    direction: text('direction', { enum: ['fromStudent', 'fromMonitor'] }).notNull(),
    state: text('state', { enum: ['sent', 'accepted', 'refused'] })
      .notNull()
      .default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('link_requests_monitor_idx').on(table.monitorId, table.state),
    index('link_requests_student_user_idx').on(table.studentUserId),
    index('link_requests_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** A previewed import waiting for confirmation: its valid rows, kept until imported or stale. */
export const studentImports = pgTable(
  'student_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The checked rows, gzipped JSON (`import-payload.ts`): opaque to SQL, a tenth of the size. */
    payload: bytea('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (table) => [index('student_imports_owner_idx').on(table.ownerId)],
);
