import type { LessonPayment } from './lesson-history.schema';

/** The lesson's own flags (spec §3 Lesson flags) and how they are stored. */
export interface LessonFlags {
  paid: boolean;
  offered: boolean;
}

/** The flags a payment choice stores: paid and offered exclude each other, unpaid is neither. */
export function lessonFlagsOf(payment: LessonPayment): LessonFlags {
  return { paid: payment === 'paid', offered: payment === 'offered' };
}

/**
 * What a lesson is as to payment. A lesson given in an appointment is owed while the appointment
 * is not marked paid (the calendar may change that later, and "my day" lists it from there); once
 * it is settled, offered tells a free lesson from a paid one. Without an appointment, its own flags decide.
 */
export function lessonPaymentOf(lesson: LessonFlags & { appointmentPaid: boolean | null }): LessonPayment {
  const settled = lesson.appointmentPaid ?? (lesson.paid || lesson.offered);
  if (!settled) return 'unpaid';
  return lesson.offered ? 'offered' : 'paid';
}
