import { type LessonPayment, lessonFlagsOf, type StudentLessons, schoolDay } from '@ds/domain';
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
  // Its invoice decides: paid with it, or given back to the open bills when it is cancelled.
  if (lesson.invoiceId) throw new ConflictError('The lesson is billed on an invoice', 'not_payable');
  await db.transaction(async (tx) => {
    const flags = lessonFlagsOf(payment);
    // Paid today unless it already was (its day and method kept); unpaid or offered, neither.
    const paidOn = flags.paid ? ((lesson.paid ? lesson.paidOn : null) ?? schoolDay(new Date())) : null;
    const paymentMethod = flags.paid && lesson.paid ? lesson.paymentMethod : null;
    await storeLessonPayment(tx, lesson, { ...flags, paidOn, paymentMethod });
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
