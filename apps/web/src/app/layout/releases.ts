import { type Language, type Locale, languageOf, type ReleaseNote } from '@ds/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { LOCAL_KEYS } from '../../lib/storage-keys';

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

const SEEN = 'release-seen';

function subscribeSeen(onChange: () => void): () => void {
  window.addEventListener(SEEN, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SEEN, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The newest release while this browser has not seen it yet (its notice closed or its notes
 * opened), else null; `markSeen` records it, per version, for the banner and the profile menu.
 */
export function useUnseenRelease(): { unseen: ReleaseNote | null; markSeen: () => void } {
  const latest = useReleaseNotes()?.[0];
  const seen = useSyncExternalStore(
    subscribeSeen,
    () => localStorage.getItem(LOCAL_KEYS.releases),
    () => null,
  );
  const unseen = latest && latest.version !== seen ? latest : null;
  const markSeen = useCallback(() => {
    if (!unseen) return;
    localStorage.setItem(LOCAL_KEYS.releases, unseen.version);
    window.dispatchEvent(new Event(SEEN));
  }, [unseen]);
  return { unseen, markSeen };
}
