import { formatChf as formatChfIn, toCentimes } from '@ds/domain';
import i18n from './i18n';

/**
 * A CHF amount held in centimes as written in the current language (e.g. CHF 1’250.50). Apart
 * from format.ts, which the sign-in screen loads.
 */
export function formatChf(centimes: number, locale = i18n.language): string {
  return formatChfIn(centimes, locale);
}

/** A CHF amount as the API answers it (francs, two decimals at most) written in the current language. */
export function formatChfAmount(chf: number, locale = i18n.language): string {
  return formatChfIn(toCentimes(chf), locale);
}
