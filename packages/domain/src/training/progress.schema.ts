import { z } from 'zod';
import { TRAINING_CARD_LANGUAGES, trainingCardSchema } from './training-cards.schema';

const evaluated = z.object({
  skillId: z.uuid(),
  level: z.number().int(),
  evaluatedAt: z.iso.datetime({ offset: true }),
});

/**
 * A student's progress on one training card (issue 7): each skill's latest level, every
 * evaluation in time order (the history per skill), and each domain's exam readiness.
 */
export const progressSchema = z.object({
  /** The cards the student has been evaluated on, the most recently used first. */
  cards: z.array(z.object({ id: z.uuid(), name: z.string(), language: z.enum(TRAINING_CARD_LANGUAGES) })),
  card: trainingCardSchema.nullable(),
  latest: z.array(evaluated),
  history: z.array(evaluated.extend({ lessonId: z.uuid() })),
  readiness: z.array(
    z.object({ domainId: z.uuid(), skills: z.number().int(), ready: z.number().int(), share: z.number() }),
  ),
});
export type Progress = z.infer<typeof progressSchema>;

export const progressQuery = z.object({ cardId: z.uuid().optional() });
