import { type Locale, languageOf, type ReleaseNote } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';

/** Release notes in the current language, newest first (GET /api/releases). */
export function useReleaseNotes() {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language as Locale);
  return useQuery({
    queryKey: ['releases', language],
    queryFn: () => api<ReleaseNote[]>(`/releases?language=${language}`),
    staleTime: 60 * 60 * 1000,
  });
}
