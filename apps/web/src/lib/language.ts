import { type Locale, languageOf } from '@ds/domain';
import { api } from './api-client';
import { changeLanguage } from './i18n';
import { SESSION_KEYS } from './storage-keys';

/** Switches the interface language and, when signed in, tells the server (spec §4 Language change). */
export async function switchLanguage(locale: Locale): Promise<void> {
  await changeLanguage(locale);
  if (sessionStorage.getItem(SESSION_KEYS.token)) {
    await api('/auth/changelang', { method: 'PUT', body: { language: languageOf(locale) } }).catch(() => {
      // The choice is kept locally; the server learns it at the next change.
    });
  }
}
