import { PAYMENT_METHODS } from '@ds/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
import { lessonInvoices } from './accounting';
import { appointments } from './calendar';
import { courses, infrastructures } from './catalogue';
import { schools, users } from './identity';
import { students } from './students';
import { versionColumn } from './version';

/**
 * Spec §3 Training card: a monitor's card (name, language, level, validity) of domains, themes,
 * objectives and skills, each level kept in `position` order. `source` names the reference a
 * default card was written from (e.g. `swiss-b@2026.1`), null for a card made by hand.
 */
export const trainingCards = pgTable(
  'training_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    language: text('language').notNull(),
    level: integer('level').notNull().default(2),
    validUntil: date('valid_until', { mode: 'string' }),
    source: text('source'),
    version: versionColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('training_cards_owner_idx').on(table.ownerId)],
);

export const trainingCardDomains = pgTable(
  'training_card_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => trainingCards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** F and a number, as on the Swiss cards. */
    format: text('format').notNull(),
    skillText: text('skill_text').notNull().default(''),
    position: integer('position').notNull(),
  },
  (table) => [index('training_card_domains_card_idx').on(table.cardId, table.position)],
);

export const trainingCardThemes = pgTable(
  'training_card_themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => trainingCardDomains.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('training_card_themes_domain_idx').on(table.domainId, table.position)],
);

export const trainingCardObjectives = pgTable(
  'training_card_objectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => trainingCardThemes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('training_card_objectives_theme_idx').on(table.themeId, table.position)],
);

export const trainingCardSkills = pgTable(
  'training_card_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => trainingCardThemes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pedagogicalObjective: text('pedagogical_objective').notNull().default(''),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('training_card_skills_theme_idx').on(table.themeId, table.position)],
);

/**
 * Spec §4 Lesson: started, ongoing, ended. The id is made by the client, so a start sent twice
 * (a retry after the network dropped) is one lesson. A monitor has at most one ongoing lesson
 * (a partial unique index: a second start is refused whatever the race).
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    trainingCardId: uuid('training_card_id').references(() => trainingCards.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    paid: boolean('paid').notNull().default(false),
    /** Spec §3 Lesson flags: given free of charge. */
    offered: boolean('offered').notNull().default(false),
    /** The price the lesson had when it ended, frozen; an offered lesson keeps it but is worth 0. */
    priceCentimes: integer('price_centimes'),
    /** The course (lesson type) it was given as, frozen when it ends: turnover groups by it. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The Swiss day it was paid and how (null for a lesson marked paid before these were kept). */
    paidOn: date('paid_on'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** The invoice it is billed on while unpaid (issue 26 §3). */
    invoiceId: uuid('invoice_id').references(() => lessonInvoices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lessons_one_ongoing_per_monitor').on(table.monitorId).where(sql`${table.endedAt} is null`),
    index('lessons_student_idx').on(table.studentId, table.startedAt),
    index('lessons_monitor_started_idx').on(table.monitorId, table.startedAt),
    index('lessons_school_started_idx').on(table.schoolId, table.startedAt),
    index('lessons_invoice_idx').on(table.invoiceId),
  ],
);

/**
 * What a lesson costs beside its price (issue 26 §1): each auto-invoiced, priced infrastructure of
 * its appointment, frozen with its name and price when the lesson ends.
 */
export const lessonCharges = pgTable(
  'lesson_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    infrastructureId: uuid('infrastructure_id').references(() => infrastructures.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
  },
  (table) => [
    index('lesson_charges_lesson_idx').on(table.lessonId),
    check('lesson_charges_amount_positive', sql`${table.amountCentimes} > 0`),
  ],
);

/** The skills chosen at the start of a lesson, in the order they are worked on. */
export const lessonSkills = pgTable(
  'lesson_skills',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => trainingCardSkills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.skillId] })],
);

/**
 * One evaluation of a skill during a lesson (spec §3 scale 0–5). The id is the client's, so an
 * evaluation synced twice after the network came back is stored once.
 */
export const skillEvaluations = pgTable(
  'skill_evaluations',
  {
    id: uuid('id').primaryKey(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => trainingCardSkills.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('skill_evaluations_student_skill_idx').on(table.studentId, table.skillId, table.evaluatedAt),
    index('skill_evaluations_lesson_idx').on(table.lessonId),
    check('skill_evaluations_level_range', sql`${table.level} between 0 and 5`),
  ],
);

export const studentComments = pgTable(
  'student_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** A skill of a training card, for a comment on it rather than a general one. */
    skillId: uuid('skill_id').references(() => trainingCardSkills.id, { onDelete: 'set null' }),
    /** The lesson it was written in, if any. */
    lessonId: uuid('lesson_id').references((): AnyPgColumn => lessons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('student_comments_student_idx').on(table.studentId, table.createdAt)],
);
