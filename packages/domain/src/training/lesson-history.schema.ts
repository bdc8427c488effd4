import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });

/** Spec §3 Lesson flags as the sheet shows them: paid, offered free of charge, or still owed. */
export const LESSON_PAYMENTS = ['paid', 'offered', 'unpaid'] as const;
export type LessonPayment = (typeof LESSON_PAYMENTS)[number];

/** Settles a lesson after its end, or corrects how it was settled. */
export const lessonPaymentInput = z.object({ payment: z.enum(LESSON_PAYMENTS) });
export type LessonPaymentInput = z.infer<typeof lessonPaymentInput>;

/** One lesson of a student's history (spec §2 student sheet: lessons history). */
export const lessonHistoryEntrySchema = z.object({
  id: z.uuid(),
  startedAt: instant,
  /** Null while the lesson is under way. */
  endedAt: instant.nullable(),
  monitor: z.object({ firstname: z.string(), name: z.string() }),
  cardName: z.string().nullable(),
  payment: z.enum(LESSON_PAYMENTS),
  /** CHF, the price the lesson was given at; null while under way or without a price. */
  price: z.number().nullable(),
  evaluations: z.array(z.object({ skillId: z.uuid(), skillName: z.string(), level: z.number().int() })),
  comments: z.array(z.object({ id: z.uuid(), text: z.string(), skillName: z.string().nullable() })),
});
export type LessonHistoryEntry = z.infer<typeof lessonHistoryEntrySchema>;

/**
 * A lesson that is over and not paid (spec §4: an unpaid lesson is flagged): a past appointment
 * with the student that is not marked paid, or a lesson given without an appointment and ended unpaid.
 */
export const unpaidLessonSchema = z.object({
  start: instant,
  title: z.string().nullable(),
  appointmentId: z.uuid().nullable(),
  lessonId: z.uuid().nullable(),
});
export type UnpaidLesson = z.infer<typeof unpaidLessonSchema>;

export const studentLessonsSchema = z.object({
  /** The latest first. */
  lessons: z.array(lessonHistoryEntrySchema),
  /** The latest first. */
  unpaid: z.array(unpaidLessonSchema),
});
export type StudentLessons = z.infer<typeof studentLessonsSchema>;

/** How many lessons of the history one answer holds at most. */
export const LESSON_HISTORY_MAX = 200;
