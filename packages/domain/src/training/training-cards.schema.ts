import { z } from 'zod';
import { versionField } from '../kernel/api/versioned';

/** A card is written in one of the national languages its learners are taught in. */
export const TRAINING_CARD_LANGUAGES = ['fr', 'de', 'it'] as const;
export type TrainingCardLanguage = (typeof TRAINING_CARD_LANGUAGES)[number];

/**
 * How much of a card a monitor sees (spec §3 Session user trainingCardLevel, §4 Training card
 * level): 1 the skills only, no objectives; 2 with the themes' objectives; 3 with each skill's
 * pedagogical objective as well.
 */
export const TRAINING_CARD_LEVELS = [1, 2, 3] as const;
export const DEFAULT_TRAINING_CARD_LEVEL = 2;
export const trainingCardLevelSchema = z.number().int().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3');

const name = z.string().trim().min(1, 'is required').max(120);
const longText = z.string().trim().max(500);

/** Spec §3 Training card: name, language, level and validity (the last day it is used, if any). */
export const trainingCardInput = z.object({
  name,
  language: z.enum(TRAINING_CARD_LANGUAGES),
  level: trainingCardLevelSchema.default(DEFAULT_TRAINING_CARD_LEVEL),
  validUntil: z.iso.date().nullable().default(null),
});
export type TrainingCardInput = z.infer<typeof trainingCardInput>;

/** A domain's format: F and its number, as on the Swiss cards (F1, F2 …). */
export const domainInput = z.object({
  name,
  format: z
    .string()
    .trim()
    .regex(/^F\d{1,2}$/, 'must be F and a number, like F3'),
  skillText: longText.default(''),
});
export type DomainInput = z.infer<typeof domainInput>;

export const themeInput = z.object({ name, enabled: z.boolean().default(true) });
export type ThemeInput = z.infer<typeof themeInput>;

export const objectiveInput = z.object({ text: z.string().trim().min(1, 'is required').max(500) });
export type ObjectiveInput = z.infer<typeof objectiveInput>;

export const skillInput = z.object({
  name,
  pedagogicalObjective: longText.default(''),
  enabled: z.boolean().default(true),
});
export type SkillInput = z.infer<typeof skillInput>;

/** A new order of siblings: every id of the level, each once (drag and drop or the keyboard). */
export const reorderInput = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
});
export type ReorderInput = z.infer<typeof reorderInput>;

export const trainingCardLevelInput = z.object({ level: trainingCardLevelSchema });

export const skillSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  pedagogicalObjective: z.string(),
  enabled: z.boolean(),
});
export type Skill = z.infer<typeof skillSchema>;

export const objectiveSchema = z.object({ id: z.uuid(), text: z.string(), position: z.number().int() });
export type Objective = z.infer<typeof objectiveSchema>;

export const themeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
  objectives: z.array(objectiveSchema),
  skills: z.array(skillSchema),
});
export type Theme = z.infer<typeof themeSchema>;

export const domainSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  format: z.string(),
  skillText: z.string(),
  position: z.number().int(),
  themes: z.array(themeSchema),
});
export type Domain = z.infer<typeof domainSchema>;

export const trainingCardSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  language: z.enum(TRAINING_CARD_LANGUAGES),
  level: z.number().int(),
  validUntil: z.iso.date().nullable(),
  domains: z.number().int(),
  skills: z.number().int(),
  /** Raised by every change of the card or of a part of it; a change of either sends it back. */
  ...versionField,
});
export type TrainingCardSummary = z.infer<typeof trainingCardSummarySchema>;

/** A whole card, its domains, themes, objectives and skills each in position order. */
export const trainingCardSchema = trainingCardSummarySchema.extend({ tree: z.array(domainSchema) });
export type TrainingCard = z.infer<typeof trainingCardSchema>;
