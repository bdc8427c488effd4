import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';

const text = z.object({ fr: z.string().min(1), de: z.string().min(1), it: z.string().min(1) }).strict();
export type ReferenceText = z.infer<typeof text>;

const referenceDomain = z
  .object({
    format: z.string().regex(/^F\d{1,2}$/),
    name: text,
    skillText: text,
    themes: z
      .array(
        z
          .object({
            name: text,
            objectives: z.array(text),
            skills: z.array(z.object({ name: text, pedagogicalObjective: text }).strict()).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const referenceCard = z
  .object({ version: z.string().min(1), name: text, level: z.number().int(), domains: z.array(referenceDomain).min(1) })
  .strict();
export type ReferenceCard = z.infer<typeof referenceCard>;

const FOLDER = new URL('../../../db/reference/swiss-training-card/', import.meta.url);
const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(name, FOLDER), 'utf8'));
const domainNumber = (file: string) => Number(file.slice(1, -'.json'.length));

/**
 * The default Swiss category B training card (spec issue 7), trilingual, kept under version
 * control in `db/reference/swiss-training-card/`: `card.json` (version, name, level) and one
 * file per domain, `f1.json` … in order. A change of the content gets a new `version`,
 * recorded as the `source` of every card written from it.
 */
export const SWISS_CARD: ReferenceCard = referenceCard.parse({
  ...(readJson('card.json') as object),
  domains: readdirSync(FOLDER)
    .filter((file) => /^f\d+\.json$/.test(file))
    .sort((a, b) => domainNumber(a) - domainNumber(b))
    .map(readJson),
});
export const SWISS_CARD_SOURCE = `swiss-b@${SWISS_CARD.version}`;
