import { z } from 'zod';
import { isPlausibleDay, PLAUSIBLE_YEARS } from './plausible-day.rules';

/** An ISO day (YYYY-MM-DD) within the plausible years; a 400 names its field with the rule `day_out_of_range`. */
export const plausibleDay = z.iso.date({ abort: true }).refine(isPlausibleDay, {
  message: `must be between ${PLAUSIBLE_YEARS.first} and ${PLAUSIBLE_YEARS.last}`,
  params: { rule: 'day_out_of_range' },
  abort: true,
});
