import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storedFiles } from '../../../db/schema';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The row of a file about to be written to the store, so its key is never unknown to the database. */
export async function insertPendingFile(
  db: Db,
  values: { ownerId: string; schoolId: string | null; name: string; mimeType: string; storageKey: string },
): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({ ...values, size: 0 })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('stored file not inserted');
  return row.id;
}

export async function completeFile(
  db: Db,
  id: string,
  values: { size: number; sha256: string; thumbnailKey: string | null },
): Promise<void> {
  await db.update(storedFiles).set(values).where(eq(storedFiles.id, id));
}

export async function findStoredFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export async function findStoredFiles(db: Db, ids: string[]): Promise<StoredFileRow[]> {
  return ids.length > 0 ? db.select().from(storedFiles).where(inArray(storedFiles.id, ids)) : [];
}

export async function deleteStoredFiles(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.id, ids));
}

/** Serialises the quota check of one owner's uploads (two at once must not both fit in what is left). */
export async function lockOwnerStore(db: Db, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`file-store:${ownerId}`}, 0))`);
}

/** Bytes the owner's files take in the file store (files kept in the database are not counted). */
export async function storeBytesOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), isNotNull(storedFiles.storageKey)));
  return Number(row?.bytes ?? 0);
}

/** Bytes each of the owners' files take in the store. */
export function findStoreBytesByOwner(db: Db, ownerIds: string[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ownerId: storedFiles.ownerId, bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(and(inArray(storedFiles.ownerId, ownerIds), isNotNull(storedFiles.storageKey)))
    .groupBy(storedFiles.ownerId);
}

/** Files whose upload never completed (the process stopped mid-way), older than `before`. */
export async function findAbandonedFiles(db: Db, before: Date, limit: number): Promise<StoredFileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(isNotNull(storedFiles.storageKey), isNull(storedFiles.sha256), lt(storedFiles.createdAt, before)))
    .limit(limit);
}
