import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { releaseNotes } from '../../../db/schema';

export function findReleaseNotes(db: Db) {
  return db.select().from(releaseNotes).orderBy(desc(releaseNotes.releasedOn), desc(releaseNotes.version));
}
