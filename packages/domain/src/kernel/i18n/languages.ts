/** Locales of the interface; fr-CH is the default, en the fallback (spec §1, §9). */
export const LOCALES = ['fr-CH', 'de-CH', 'it-CH', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr-CH';
export const FALLBACK_LOCALE: Locale = 'en';

/** The short language codes the spec's calls and redirects use (`/de`, `changelang`). */
export const LANGUAGES = ['fr', 'de', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages offered in the profile dropdown (spec §2: DE, FR or IT). */
export const SELECTABLE_LANGUAGES = ['de', 'fr', 'it'] as const satisfies readonly Language[];

const localeByLanguage: Record<Language, Locale> = { fr: 'fr-CH', de: 'de-CH', it: 'it-CH', en: 'en' };

export function localeOf(language: Language): Locale {
  return localeByLanguage[language];
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** Maps any browser or stored value (`de`, `de-DE`, `it_CH`) to a supported locale, or the default. */
export function toLocale(value: string | null | undefined): Locale {
  const language = LANGUAGES.find((known) => known === value?.slice(0, 2).toLowerCase());
  return language ? localeOf(language) : DEFAULT_LOCALE;
}
