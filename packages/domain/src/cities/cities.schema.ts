import { z } from 'zod';
import { COUNTRIES } from '../students/students.constants';

/** Spec §3 City: name, postcode, canton, country. */
export const citySchema = z.object({
  postcode: z.string(),
  name: z.string(),
  canton: z.string().nullable(),
  country: z.enum(COUNTRIES),
});
export type City = z.infer<typeof citySchema>;

/** Postcode-or-name autocomplete. */
export const citySearchQuery = z.object({
  q: z.string().trim().min(1).max(60),
  country: z.enum(COUNTRIES).default('CH'),
});
