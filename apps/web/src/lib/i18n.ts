import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale, toLocale } from '@ds/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales';
import { LOCAL_KEYS } from './storage-keys';

function storedLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCAL_KEYS.language);
  return stored ? toLocale(stored) : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLocale(),
  fallbackLng: FALLBACK_LOCALE,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyToDocument(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
applyToDocument(i18n.language);

/** The one place the language changes: interface, <html lang> and the stored choice. */
export async function changeLanguage(locale: Locale): Promise<void> {
  localStorage.setItem(LOCAL_KEYS.language, locale);
  await i18n.changeLanguage(locale);
  applyToDocument(locale);
}

export default i18n;
