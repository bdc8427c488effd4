import type { Language, ReleaseNote } from '@ds/domain';
import type { Db } from '../../../db/client';
import { findReleaseNotes } from './releases.repo';

type ReleaseNoteRow = Awaited<ReturnType<typeof findReleaseNotes>>[number];

const contentByLanguage: Record<Language, (row: ReleaseNoteRow) => string> = {
  fr: (row) => row.contentFr,
  de: (row) => row.contentDe,
  it: (row) => row.contentIt,
  en: (row) => row.contentEn,
};

/** Release notes, newest first, in the asked language. */
export async function listReleaseNotes(db: Db, language: Language): Promise<ReleaseNote[]> {
  const rows = await findReleaseNotes(db);
  return rows.map((row) => ({ version: row.version, date: row.releasedOn, content: contentByLanguage[language](row) }));
}
