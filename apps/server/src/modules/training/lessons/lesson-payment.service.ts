import { type LessonPayment, lessonFlagsOf, type StudentLessons } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { requireRight } from '../../../kernel/rights';
import { ConflictError } from '../../../lib/errors';
import { settleAppointment } from '../../calendar';
import { recordStudentEvent } from '../../students';
import { studentLessons } from './lesson-history.service';
import { storeLessonPayment } from './lessons.repo';

/**
 * Spec §4: a lesson can be marked paid or offered free, later than at its end too (the office
 * settles what a student owes). Whoever may write the student's sheet may; the lesson's
 * appointment follows and the student's audit trail records who did it. Answers the student's
 * lessons as they now are.
 */
export async function changeLessonPayment(
  db: Db,
  actor: Actor,
  lessonId: string,
  payment: LessonPayment,
): Promise<StudentLessons> {
  // Offering a lesson is delivering training (spec §3 Employee: "deliver or offer training").
  if (payment === 'offered') requireRight(actor, 'deliverTraining');
  const lesson = await requireAccess(db, actor, 'lesson.write', lessonId);
  if (!lesson.endedAt) throw new ConflictError('The lesson is still under way', 'lesson_not_ended');
  await db.transaction(async (tx) => {
    const flags = lessonFlagsOf(payment);
    await storeLessonPayment(tx, lesson, flags);
    if (lesson.appointmentId) await settleAppointment(tx, lesson.appointmentId, flags.paid || flags.offered);
    await recordStudentEvent(tx, {
      studentId: lesson.studentId,
      actorId: actor.userId,
      action: 'lessonPayment',
      details: { lessonId: lesson.id, lessonStart: lesson.startedAt.toISOString(), title: null, payment },
    });
  });
  return studentLessons(db, actor, lesson.studentId);
}
