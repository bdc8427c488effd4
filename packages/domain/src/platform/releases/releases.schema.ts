import { z } from 'zod';
import { languageSchema } from '../../kernel/i18n/language.schema';

/** A release note (spec §3): version, date and content; content is written per language. */
export const releaseNoteSchema = z.object({
  version: z.string(),
  date: z.iso.date(),
  content: z.string(),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

export const releasesQuerySchema = z.object({
  language: languageSchema.default('fr'),
});
