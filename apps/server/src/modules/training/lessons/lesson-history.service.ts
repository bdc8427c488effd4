import { lessonPaymentOf, type StudentLessons, toChf } from '@ds/domain';
import type { Db } from '../../../db/client';
import { findOwnStudentRecords, requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import {
  findCommentsOfLessons,
  findEvaluationsOfLessons,
  findLessonsOfStudent,
  findLessonTotals,
  findUnpaidOfStudent,
} from './lesson-history.repo';

function groupByLesson<T extends { lessonId: string | null }>(rows: T[]): Map<string | null, T[]> {
  const grouped = new Map<string | null, T[]>();
  for (const row of rows) grouped.set(row.lessonId, [...(grouped.get(row.lessonId) ?? []), row]);
  return grouped;
}

/** A student's lessons, the latest first, with evaluations, comments and payment, and what he owes. */
async function lessonsOf(db: Db, studentId: string, now: Date): Promise<StudentLessons> {
  const rows = await findLessonsOfStudent(db, studentId);
  const ids = rows.map((row) => row.id);
  const [evaluations, comments, unpaid] = await Promise.all([
    findEvaluationsOfLessons(db, ids),
    findCommentsOfLessons(db, ids),
    findUnpaidOfStudent(db, studentId, now),
  ]);
  const evaluationsOf = groupByLesson(evaluations);
  const commentsOf = groupByLesson(comments);
  return {
    lessons: rows.map((row) => ({
      id: row.id,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      monitor: row.monitor,
      cardName: row.cardName,
      payment: lessonPaymentOf(row),
      price: row.priceCentimes === null ? null : toChf(row.priceCentimes),
      evaluations: (evaluationsOf.get(row.id) ?? []).map(({ skillId, skillName, level }) => ({
        skillId,
        skillName,
        level,
      })),
      comments: (commentsOf.get(row.id) ?? []).map(({ id, text, skillName }) => ({ id, text, skillName })),
    })),
    unpaid: [
      ...unpaid.owedAppointments.map(({ start, title, appointmentId }) => ({
        start: start.toISOString(),
        title,
        appointmentId,
        lessonId: null,
      })),
      ...unpaid.owedLessons.map(({ start, lessonId }) => ({
        start: start.toISOString(),
        title: null,
        appointmentId: null,
        lessonId,
      })),
    ].sort((a, b) => b.start.localeCompare(a.start)),
  };
}

/**
 * Spec §2 student sheet, lessons history: each lesson with its evaluations and comments, and
 * the lessons the student has not paid (spec §4). Whoever may read the sheet may read it.
 */
export async function studentLessons(
  db: Db,
  actor: Actor,
  studentId: string,
  now = new Date(),
): Promise<StudentLessons> {
  await requireAccess(db, actor, 'student.read', studentId);
  return lessonsOf(db, studentId, now);
}

/** A learner driver's own lessons, with his monitors' evaluations and comments (nothing before any monitor took him on). */
export async function myLessons(db: Db, actor: Actor, now = new Date()): Promise<StudentLessons> {
  const [own] = await findOwnStudentRecords(db, actor.userId);
  if (!own) return { lessons: [], unpaid: [] };
  return lessonsOf(db, own.id, now);
}

/** How many lessons a student has had, the last one's start, and how many he owes; for a caller that checked access. */
export async function lessonTotalsOf(db: Db, studentId: string, now = new Date()) {
  const [{ given, last }, unpaid] = await Promise.all([
    findLessonTotals(db, studentId),
    findUnpaidOfStudent(db, studentId, now),
  ]);
  return { given, last, owed: unpaid.owedAppointments.length + unpaid.owedLessons.length };
}
