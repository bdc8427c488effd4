import { type Language, type Locale, languageOf } from '@ds/domain';
import { useTranslation } from 'react-i18next';

/** The language of the interface now (the language part of its locale): what a print or a new account is in. */
export function useCurrentLanguage(): Language {
  return languageOf(useTranslation().i18n.language as Locale);
}
