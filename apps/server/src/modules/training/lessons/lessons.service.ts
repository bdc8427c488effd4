import {
  type Lesson,
  type LessonEndInput,
  type LessonStartInput,
  type LessonSyncInput,
  schoolDay,
  toChf,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import { checkAccess, requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { requireRight } from '../../../kernel/rights';
import { AppError, NotFoundError, ValidationError } from '../../../lib/errors';
import { lessonTermsOf, settleAppointment } from '../../calendar';
import { findOwnCard } from '../cards/training-cards.repo';
import {
  endLessonRow,
  findLessonOfMonitor,
  findLessonParts,
  findOngoingLessonOf,
  findUsableSkillIds,
  insertLesson,
  insertLessonWork,
  type LessonRow,
} from './lessons.repo';

const unknown = (field: string, message: string) => ({ field, rule: 'unknown_reference', message });

async function present(db: Db, lesson: LessonRow): Promise<Lesson> {
  const parts = await findLessonParts(db, lesson);
  if (!parts.student) throw new Error('the lesson’s student is missing');
  return {
    id: lesson.id,
    student: parts.student,
    appointmentId: lesson.appointmentId,
    trainingCardId: lesson.trainingCardId,
    startedAt: lesson.startedAt.toISOString(),
    endedAt: lesson.endedAt?.toISOString() ?? null,
    paid: lesson.paid,
    offered: lesson.offered,
    price: lesson.priceCentimes === null ? null : toChf(lesson.priceCentimes),
    skillIds: parts.skillIds,
    evaluations: parts.evaluations.map(({ id, skillId, level, evaluatedAt }) => ({
      id,
      skillId,
      level,
      evaluatedAt: evaluatedAt.toISOString(),
    })),
    comments: parts.comments.map(({ id, text, skillId }) => ({ id, text, skillId })),
  };
}

interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
}

/** The database refused a second ongoing lesson of the monitor (its partial unique index). */
function isOngoingConflict(error: DatabaseErrorFields & { cause?: DatabaseErrorFields }): boolean {
  const fields = error.cause ?? error;
  return fields.code === '23505' && fields.constraint === 'lessons_one_ongoing_per_monitor';
}

/**
 * Spec §4 Lesson: starts a lesson of a student the monitor teaches, on one of his cards, with
 * skills of it. Only one ongoing lesson per monitor (409 lesson_ongoing); the same start sent
 * again answers the lesson it started.
 */
export async function startLesson(db: Db, actor: Actor, input: LessonStartInput): Promise<Lesson> {
  requireRight(actor, 'deliverTraining');
  const again = await findLessonOfMonitor(db, actor.userId, input.id);
  if (again) return present(db, again);
  // The student, held with the right to write (a read-only share may not evaluate him).
  const { student } = await requireAccess(db, actor, 'student.write', input.studentId);
  const card = await findOwnCard(db, actor.userId, input.trainingCardId);
  if (!card) throw new ValidationError([unknown('body.trainingCardId', 'is not one of your training cards')]);
  const usable = await findUsableSkillIds(db, card.id, input.skillIds);
  const refused = input.skillIds.flatMap((id, index) =>
    usable.has(id) ? [] : [unknown(`body.skillIds.${index}`, 'is not a skill in use on this card')],
  );
  if (refused.length > 0) throw new ValidationError(refused);
  if (
    input.appointmentId &&
    !(await checkAccess(db, actor, 'appointment.read', [input.appointmentId])).has(input.appointmentId)
  ) {
    throw new ValidationError([unknown('body.appointmentId', 'is not an appointment of your calendars')]);
  }
  const values = {
    id: input.id,
    schoolId: student.schoolId,
    monitorId: actor.userId,
    studentId: student.id,
    appointmentId: input.appointmentId,
    trainingCardId: card.id,
    startedAt: new Date(input.startedAt),
  };
  await db
    .transaction((tx) => insertLesson(tx, values, input.skillIds))
    .catch((error: DatabaseErrorFields & { cause?: DatabaseErrorFields }) => {
      if (isOngoingConflict(error)) throw new AppError(409, 'lesson_ongoing', 'Another lesson is ongoing');
      throw error;
    });
  const started = await findLessonOfMonitor(db, actor.userId, input.id);
  if (!started) throw new Error('the lesson was not written');
  return present(db, started);
}

/** The monitor's ongoing lesson, to restore it after a reload or on another device. */
export async function getOngoingLesson(db: Db, actor: Actor): Promise<Lesson | null> {
  const lesson = await findOngoingLessonOf(db, actor.userId);
  return lesson ? present(db, lesson) : null;
}

async function requireOwnLesson(db: Db, actor: Actor, lessonId: string): Promise<LessonRow> {
  const lesson = await findLessonOfMonitor(db, actor.userId, lessonId);
  if (!lesson) throw new NotFoundError('No such lesson');
  return lesson;
}

/**
 * Stores the evaluations and comments the lesson screen made, online at once or offline later:
 * each by its id, once. Every skill named must be one chosen for the lesson.
 */
export async function syncLesson(db: Db, actor: Actor, lessonId: string, work: LessonSyncInput): Promise<Lesson> {
  const lesson = await requireOwnLesson(db, actor, lessonId);
  const { skillIds } = await findLessonParts(db, lesson);
  const chosen = new Set(skillIds);
  const refused = [
    ...work.evaluations.flatMap((evaluation, index) =>
      chosen.has(evaluation.skillId)
        ? []
        : [unknown(`body.evaluations.${index}.skillId`, 'is not a skill of this lesson')],
    ),
    ...work.comments.flatMap((comment, index) =>
      comment.skillId === null || chosen.has(comment.skillId)
        ? []
        : [unknown(`body.comments.${index}.skillId`, 'is not a skill of this lesson')],
    ),
  ];
  if (refused.length > 0) throw new ValidationError(refused);
  await db.transaction((tx) => insertLessonWork(tx, lesson, actor.userId, work));
  return present(db, lesson);
}

/**
 * Ends the lesson, paid or offered (spec §4); ending it again changes nothing. What was done in a
 * lesson already started is always kept (its evaluations, its end), even if the school's head
 * turned an employee's `deliverTraining` right off meanwhile; offering it free needs the right.
 */
export async function endLesson(db: Db, actor: Actor, lessonId: string, end: LessonEndInput): Promise<Lesson> {
  if (end.offered) requireRight(actor, 'deliverTraining');
  const lesson = await requireOwnLesson(db, actor, lessonId);
  if (!lesson.endedAt) {
    // The lesson ends once, as the course, at the price and with the charges it has then (turnover
    // counts it so); its appointment, if any, is then paid unless the lesson is not.
    await db.transaction(async (tx) => {
      const { courseId, priceCentimes, charges } = await lessonTermsOf(tx, lesson);
      await endLessonRow(
        tx,
        lesson,
        {
          endedAt: new Date(end.endedAt),
          paid: end.paid,
          offered: end.offered,
          priceCentimes,
          courseId,
          paidOn: end.paid ? schoolDay(new Date()) : null,
        },
        charges,
      );
      if (lesson.appointmentId) await settleAppointment(tx, lesson.appointmentId, end.paid || end.offered);
    });
  }
  return present(db, await requireOwnLesson(db, actor, lessonId));
}
