import { LESSON_HISTORY_MAX } from '@ds/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  appointmentStudents,
  appointments,
  lessons,
  skillEvaluations,
  studentComments,
  trainingCardSkills,
  trainingCards,
  users,
} from '../../../db/schema';

/** A student's lessons, the latest first, with the monitor, the card and the appointment's paid flag. */
export function findLessonsOfStudent(db: Db, studentId: string) {
  return db
    .select({
      id: lessons.id,
      startedAt: lessons.startedAt,
      endedAt: lessons.endedAt,
      paid: lessons.paid,
      offered: lessons.offered,
      priceCentimes: lessons.priceCentimes,
      appointmentPaid: appointments.paid,
      monitor: { firstname: users.firstname, name: users.name },
      cardName: trainingCards.name,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.monitorId))
    .leftJoin(trainingCards, eq(trainingCards.id, lessons.trainingCardId))
    .leftJoin(appointments, eq(appointments.id, lessons.appointmentId))
    .where(eq(lessons.studentId, studentId))
    .orderBy(desc(lessons.startedAt))
    .limit(LESSON_HISTORY_MAX);
}

/** The evaluations made in these lessons, with the skill's name, in the order they were made. */
export function findEvaluationsOfLessons(db: Db, lessonIds: string[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lessonId: skillEvaluations.lessonId,
      skillId: skillEvaluations.skillId,
      skillName: trainingCardSkills.name,
      level: skillEvaluations.level,
    })
    .from(skillEvaluations)
    .innerJoin(trainingCardSkills, eq(trainingCardSkills.id, skillEvaluations.skillId))
    .where(inArray(skillEvaluations.lessonId, lessonIds))
    .orderBy(asc(skillEvaluations.evaluatedAt));
}

/** The comments written in these lessons, with the skill's name when on one. */
export function findCommentsOfLessons(db: Db, lessonIds: string[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: studentComments.id,
      lessonId: studentComments.lessonId,
      text: studentComments.text,
      skillName: trainingCardSkills.name,
    })
    .from(studentComments)
    .leftJoin(trainingCardSkills, eq(trainingCardSkills.id, studentComments.skillId))
    .where(inArray(studentComments.lessonId, lessonIds))
    .orderBy(asc(studentComments.createdAt));
}

/**
 * What the student owes: his appointments that are over and not marked paid, and his lessons
 * given without an appointment that ended neither paid nor offered. The latest first.
 */
export async function findUnpaidOfStudent(db: Db, studentId: string, now: Date) {
  const owedAppointments = await db
    .select({ start: appointments.startsAt, title: appointments.title, appointmentId: appointments.id })
    .from(appointments)
    .innerJoin(appointmentStudents, eq(appointmentStudents.appointmentId, appointments.id))
    .where(
      and(eq(appointmentStudents.studentId, studentId), eq(appointments.paid, false), lte(appointments.endsAt, now)),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(LESSON_HISTORY_MAX);
  const owedLessons = await db
    .select({ start: lessons.startedAt, lessonId: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.studentId, studentId),
        isNull(lessons.appointmentId),
        isNotNull(lessons.endedAt),
        sql`not (${lessons.paid} or ${lessons.offered})`,
      ),
    )
    .orderBy(desc(lessons.startedAt))
    .limit(LESSON_HISTORY_MAX);
  return { owedAppointments, owedLessons };
}

/** How many lessons the student has had (ended ones), and when the last one started. */
export async function findLessonTotals(db: Db, studentId: string): Promise<{ given: number; last: Date | null }> {
  const [row] = await db
    .select({ given: count(), last: max(lessons.startedAt) })
    .from(lessons)
    .where(and(eq(lessons.studentId, studentId), isNotNull(lessons.endedAt)));
  return { given: row?.given ?? 0, last: row?.last ?? null };
}
