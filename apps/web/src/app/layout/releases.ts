import { type Language, type Locale, languageOf, type ReleaseNote } from '@ds/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';

const requests = new Map<Language, Promise<ReleaseNote[]>>();

function releaseNotes(language: Language): Promise<ReleaseNote[]> {
  let request = requests.get(language);
  if (!request) {
    // Without the notes (offline, server error) there is simply no notice.
    request = api<ReleaseNote[]>(`/releases?language=${language}`).catch(() => []);
    requests.set(language, request);
  }
  return request;
}

/**
 * Release notes in the current language, newest first (GET /api/releases), asked once per page
 * load; undefined until they are in. The layout shows them on every screen, /login included, so
 * they do without TanStack Query, which a first visit to /login then does not download.
 */
export function useReleaseNotes(): ReleaseNote[] | undefined {
  const language = languageOf(useTranslation().i18n.language as Locale);
  const [notes, setNotes] = useState<{ language: Language; list: ReleaseNote[] }>();
  useEffect(() => {
    let active = true;
    void releaseNotes(language).then((list) => active && setNotes({ language, list }));
    return () => {
      active = false;
    };
  }, [language]);
  return notes?.language === language ? notes.list : undefined;
}
