import { DEFAULT_LOCALE, type Locale, localeOf, SELECTABLE_LANGUAGES } from '@ds/domain';

/**
 * The interface language for a visitor who has chosen none: the first of the browser's preferred
 * languages (`navigator.languages`) the interface offers, else the default (English browsers too).
 */
export function browserLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    const language = SELECTABLE_LANGUAGES.find((offered) => offered === primary);
    if (language) return localeOf(language);
  }
  return DEFAULT_LOCALE;
}
