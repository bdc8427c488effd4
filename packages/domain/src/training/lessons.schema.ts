import { z } from 'zod';
import { MAX_EVALUATION, MIN_EVALUATION } from './evaluation.rules';

const instant = z.iso.datetime({ offset: true });

/** Spec §4 Lesson, started from an appointment (my day) or a student sheet; the id is the client's. */
export const lessonStartInput = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  appointmentId: z.uuid().nullable().default(null),
  trainingCardId: z.uuid(),
  skillIds: z
    .array(z.uuid())
    .min(1, 'choose at least one skill')
    .max(30)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a skill'),
  startedAt: instant,
});
export type LessonStartInput = z.infer<typeof lessonStartInput>;

/** One evaluation on the 0–5 scale, with the client's id and time (it may be sent later, once online). */
export const evaluationInput = z.object({
  id: z.uuid(),
  skillId: z.uuid(),
  level: z
    .number()
    .int()
    .min(MIN_EVALUATION, `must be ${MIN_EVALUATION} to ${MAX_EVALUATION}`)
    .max(MAX_EVALUATION, `must be ${MIN_EVALUATION} to ${MAX_EVALUATION}`),
  evaluatedAt: instant,
});
export type EvaluationInput = z.infer<typeof evaluationInput>;

/** A comment of the lesson, general or on one of its skills (spec §3 Comment). */
export const lessonCommentInput = z.object({
  id: z.uuid(),
  text: z.string().trim().min(1, 'is required').max(2000),
  skillId: z.uuid().nullable().default(null),
});
export type LessonCommentInput = z.infer<typeof lessonCommentInput>;

/**
 * What the lesson screen sends, at once or when the connection returns: every evaluation and
 * comment made so far. Sending the same ones again changes nothing.
 */
export const lessonSyncInput = z.object({
  evaluations: z.array(evaluationInput).max(500).default([]),
  comments: z.array(lessonCommentInput).max(100).default([]),
});
export type LessonSyncInput = z.infer<typeof lessonSyncInput>;

/** Spec §3 Lesson flags: paid, or offered free of charge (not both). */
export const lessonEndInput = z
  .object({ endedAt: instant, paid: z.boolean(), offered: z.boolean() })
  .refine((end) => !(end.paid && end.offered), { path: ['offered'], message: 'an offered lesson is not paid' });
export type LessonEndInput = z.infer<typeof lessonEndInput>;

export const lessonSchema = z.object({
  id: z.uuid(),
  student: z.object({ id: z.uuid(), firstname: z.string(), name: z.string() }),
  appointmentId: z.uuid().nullable(),
  trainingCardId: z.uuid().nullable(),
  startedAt: instant,
  endedAt: instant.nullable(),
  paid: z.boolean(),
  offered: z.boolean(),
  /** CHF, frozen when the lesson ended (an offered lesson keeps it but is worth 0); null before, or without a price. */
  price: z.number().nullable(),
  skillIds: z.array(z.uuid()),
  evaluations: z.array(evaluationInput),
  comments: z.array(lessonCommentInput),
});
export type Lesson = z.infer<typeof lessonSchema>;
