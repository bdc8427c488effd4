import type { EvaluationInput, LessonCommentInput, LessonFlags, PaymentMethod } from '@ds/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  lessonCharges,
  lessonSkills,
  lessons,
  skillEvaluations,
  studentComments,
  students,
  trainingCardDomains,
  trainingCardSkills,
  trainingCardThemes,
} from '../../../db/schema';

export type LessonRow = typeof lessons.$inferSelect;

export async function findLessonOfMonitor(db: Db, monitorId: string, lessonId: string) {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.monitorId, monitorId)));
  return row;
}

export async function findOngoingLessonOf(db: Db, monitorId: string) {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.monitorId, monitorId), isNull(lessons.endedAt)));
  return row;
}

/** Which of `skillIds` are enabled skills, in enabled themes, of the card. */
export async function findUsableSkillIds(db: Db, cardId: string, skillIds: string[]): Promise<Set<string>> {
  if (skillIds.length === 0) return new Set();
  const rows = await db
    .select({ id: trainingCardSkills.id })
    .from(trainingCardSkills)
    .innerJoin(trainingCardThemes, eq(trainingCardThemes.id, trainingCardSkills.themeId))
    .innerJoin(trainingCardDomains, eq(trainingCardDomains.id, trainingCardThemes.domainId))
    .where(
      and(
        inArray(trainingCardSkills.id, skillIds),
        eq(trainingCardDomains.cardId, cardId),
        eq(trainingCardSkills.enabled, true),
        eq(trainingCardThemes.enabled, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function insertLesson(db: Db, values: typeof lessons.$inferInsert, skillIds: string[]): Promise<void> {
  await db.insert(lessons).values(values);
  await db
    .insert(lessonSkills)
    .values(skillIds.map((skillId, position) => ({ lessonId: values.id, skillId, position })));
}

/** The lesson's parts: its student, chosen skills, evaluations and comments, each in order. */
export async function findLessonParts(db: Db, lesson: LessonRow) {
  const [student] = await db
    .select({ id: students.id, firstname: students.firstname, name: students.name })
    .from(students)
    .where(eq(students.id, lesson.studentId));
  const skills = await db
    .select({ skillId: lessonSkills.skillId })
    .from(lessonSkills)
    .where(eq(lessonSkills.lessonId, lesson.id))
    .orderBy(asc(lessonSkills.position));
  const evaluations = await db
    .select()
    .from(skillEvaluations)
    .where(eq(skillEvaluations.lessonId, lesson.id))
    .orderBy(asc(skillEvaluations.evaluatedAt));
  const comments = await db
    .select()
    .from(studentComments)
    .where(eq(studentComments.lessonId, lesson.id))
    .orderBy(asc(studentComments.createdAt));
  return { student, skillIds: skills.map((skill) => skill.skillId), evaluations, comments };
}

/** Stores evaluations and comments not stored yet (by their ids): sending them again changes nothing. */
export async function insertLessonWork(
  db: Db,
  lesson: LessonRow,
  authorId: string,
  work: { evaluations: EvaluationInput[]; comments: LessonCommentInput[] },
): Promise<void> {
  if (work.evaluations.length > 0) {
    await db
      .insert(skillEvaluations)
      .values(
        work.evaluations.map((evaluation) => ({
          id: evaluation.id,
          lessonId: lesson.id,
          studentId: lesson.studentId,
          skillId: evaluation.skillId,
          level: evaluation.level,
          evaluatedAt: new Date(evaluation.evaluatedAt),
        })),
      )
      .onConflictDoNothing({ target: skillEvaluations.id });
  }
  if (work.comments.length > 0) {
    await db
      .insert(studentComments)
      .values(
        work.comments.map((comment) => ({
          id: comment.id,
          studentId: lesson.studentId,
          authorId,
          text: comment.text,
          skillId: comment.skillId,
          lessonId: lesson.id,
        })),
      )
      .onConflictDoNothing({ target: studentComments.id });
  }
}

/**
 * Ends the lesson once, with what it freezes then: its course, price, (paid) day of payment and
 * charges (written only by the call that ended it).
 */
export async function endLessonRow(
  db: Db,
  lesson: LessonRow,
  end: Pick<LessonRow, 'endedAt' | 'paid' | 'offered' | 'priceCentimes' | 'courseId' | 'paidOn'>,
  charges: Omit<typeof lessonCharges.$inferInsert, 'id' | 'lessonId'>[],
): Promise<void> {
  const ended = await db
    .update(lessons)
    .set(end)
    .where(and(eq(lessons.id, lesson.id), isNull(lessons.endedAt)))
    .returning({ id: lessons.id });
  if (ended.length > 0 && charges.length > 0) {
    await db.insert(lessonCharges).values(charges.map((charge) => ({ ...charge, lessonId: lesson.id })));
  }
}

/** Settles an ended lesson again (or undoes it), with the day and method it was paid. */
export async function storeLessonPayment(
  db: Db,
  lesson: LessonRow,
  settlement: LessonFlags & { paidOn: string | null; paymentMethod: PaymentMethod | null },
): Promise<void> {
  await db.update(lessons).set(settlement).where(eq(lessons.id, lesson.id));
}

export async function findLesson(db: Db, lessonId: string) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  return row;
}
