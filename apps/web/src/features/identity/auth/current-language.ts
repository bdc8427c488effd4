import { type Language, type Locale, languageOf } from '@ds/domain';
import { useTranslation } from 'react-i18next';

export function useCurrentLanguage(): Language {
  return languageOf(useTranslation().i18n.language as Locale);
}
