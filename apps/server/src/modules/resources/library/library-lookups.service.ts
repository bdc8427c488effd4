import { resourceName } from '@ds/domain';
import type { Db } from '../../../db/client';
import { findLibraryIds, findResourceNames } from './resources.repo';

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
