import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { schools } from './schools';
import { students } from './students';
import { trainingCardSkills, trainingCards } from './training-cards';
import { users } from './users';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lessons_one_ongoing_per_monitor').on(table.monitorId).where(sql`${table.endedAt} is null`),
    index('lessons_student_idx').on(table.studentId, table.startedAt),
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
