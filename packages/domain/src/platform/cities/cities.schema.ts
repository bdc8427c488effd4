import { z } from 'zod';
import { COUNTRIES, type Country } from '../../kernel/address/postal-address.schema';

/**
 * Countries whose localities are listed (Switzerland and Liechtenstein); the others are typed
 * freely and the search answers no suggestion for them.
 */
export const LISTED_CITY_COUNTRIES: readonly Country[] = ['CH', 'LI'];
/** At most this many suggestions per search. */
export const CITY_SEARCH_LIMIT = 20;

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
