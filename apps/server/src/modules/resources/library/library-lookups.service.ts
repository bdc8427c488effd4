import { resourceName } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import { signedFileUrl } from '../../platform';
import { findLibraryIds, findResourceDownloads, findResourceNames } from './resources.repo';

/** Of `ids`, those in the actor's library (his own resources and his school's): what he may sell. */
export async function libraryResourceIds(
  db: Db,
  actor: { userId: string; schoolId: string | null },
  ids: string[],
): Promise<Set<string>> {
  return new Set(await findLibraryIds(db, actor, ids));
}

/** The names of resources in a reader's language, in its alphabetical order (those gone are left out). */
export async function resourceNames(db: Db, ids: string[], language: string): Promise<string[]> {
  const byId = new Map((await findResourceNames(db, ids)).map((row) => [row.id, resourceName(row, language)]));
  return ids.flatMap((id) => byId.get(id) ?? []).sort((a, b) => a.localeCompare(b, language));
}

/**
 * Resources as a buyer downloads them (a shop's order delivered them): their names in his
 * language, by name, with a freshly signed file address or the link's own.
 */
export async function resourceDownloads(
  deps: Pick<Deps, 'db' | 'secrets'>,
  ids: string[],
  language: string,
): Promise<Array<{ id: string; name: string; url: string }>> {
  return (await findResourceDownloads(deps.db, ids))
    .map((row) => ({
      id: row.id,
      name: resourceName(row, language),
      url: row.fileId ? signedFileUrl(deps.secrets, row.fileId, 'original') : (row.linkUrl ?? ''),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
