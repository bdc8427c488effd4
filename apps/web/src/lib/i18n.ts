import { DEFAULT_LOCALE, type Locale, toLocale } from '@ds/domain';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue, SHELL_NAMESPACES } from '../locales';
import { browserLocale } from './browser-language';
import { LOCAL_KEYS } from './storage-keys';

/** The visitor's own choice (or the signed-in user's saved language) when there is one, else the browser's. */
function initialLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCAL_KEYS.language);
  if (stored) return toLocale(stored);
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : browserLocale(navigator.languages);
}

/** Catalogues come on demand: a page's `useTranslation(namespace)` suspends until its namespace is in. */
const onDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

/** Resolves once the shell's namespaces of the chosen language are in, so the first render shows texts. */
export const i18nReady = i18n
  .use(onDemand)
  .use(initReactI18next)
  .init({
    lng: initialLocale(),
    // Every key exists in every locale (locales.test.ts): English is never needed to fill a gap,
    // so it is not downloaded beside the chosen language.
    fallbackLng: false,
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => applyToDocument(i18n.language));

function applyToDocument(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The one place the language changes: interface, <html lang> and the stored choice. */
export async function changeLanguage(locale: Locale): Promise<void> {
  localStorage.setItem(LOCAL_KEYS.language, locale);
  await i18n.changeLanguage(locale);
  applyToDocument(locale);
}

export default i18n;
