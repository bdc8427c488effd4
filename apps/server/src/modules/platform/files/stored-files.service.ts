import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import type { FileStore } from '../../../kernel/file-store';
import {
  type IncomingFile,
  type IntakeLimits,
  resourcesTooLargeError,
  type TakenFile,
  takeInFile,
} from './file-intake';
import {
  completeFile,
  deleteStoredFiles,
  findAbandonedFiles,
  findStoreBytesByOwner,
  findStoredFiles,
  insertPendingFile,
  lockOwnerStore,
  type StoredFileRow,
  storeBytesOf,
} from './files.repo';

export interface FileOwner {
  userId: string;
  schoolId: string | null;
}

/** Bytes an owner's files take in the store, for his quota. */
export function storeBytesUsed(db: Db, ownerId: string): Promise<number> {
  return storeBytesOf(db, ownerId);
}

/** Bytes each owner's files take in the store, by owner id; absent: none. */
export async function storeBytesUsedBy(db: Db, ownerIds: string[]): Promise<Map<string, number>> {
  const rows = await findStoreBytesByOwner(db, ownerIds);
  return new Map(rows.map((row) => [row.ownerId, Number(row.bytes)]));
}

async function removeObjects(store: FileStore, rows: Pick<StoredFileRow, 'storageKey' | 'thumbnailKey'>[]) {
  const keys = rows.flatMap((row) => [row.storageKey, row.thumbnailKey]).filter((key): key is string => !!key);
  await Promise.all(keys.map((key) => store.remove(key)));
}

/**
 * Streams an upload into the file store within the owner's quota, then records it and what it
 * belongs to (`attach`, in the same transaction, after the quota is checked again under a lock
 * per owner: two uploads at once cannot both take the last megabytes). Whatever fails, the store
 * keeps nothing and the database no row.
 */
export async function storeUpload<T>(
  deps: Pick<Deps, 'db' | 'files'>,
  owner: FileOwner,
  incoming: IncomingFile,
  limits: Omit<IntakeLimits, 'remainingBytes'> & { quotaBytes: number },
  attach: (tx: Db, fileId: string, taken: TakenFile) => Promise<T>,
): Promise<T> {
  const used = await storeBytesOf(deps.db, owner.userId);
  if (used >= limits.quotaBytes) {
    incoming.stream.resume();
    throw resourcesTooLargeError();
  }
  let fileId: string | undefined;
  let taken: TakenFile | undefined;
  try {
    taken = await takeInFile(
      deps.files,
      incoming,
      { ...limits, remainingBytes: limits.quotaBytes - used },
      async (key, mimeType) => {
        fileId = await insertPendingFile(deps.db, {
          ...owner,
          ownerId: owner.userId,
          name: incoming.filename,
          mimeType,
          storageKey: key,
        });
      },
    );
    const done = taken;
    const id = fileId as string;
    return await deps.db.transaction(async (tx) => {
      await lockOwnerStore(tx, owner.userId);
      if ((await storeBytesOf(tx, owner.userId)) + done.size > limits.quotaBytes) throw resourcesTooLargeError();
      await completeFile(tx, id, { size: done.size, sha256: done.sha256, thumbnailKey: done.thumbnailKey });
      return attach(tx, id, done);
    });
  } catch (error) {
    if (taken) await removeObjects(deps.files, [{ storageKey: taken.key, thumbnailKey: taken.thumbnailKey }]);
    if (fileId) await deleteStoredFiles(deps.db, [fileId]);
    throw error;
  }
}

async function discardRows(deps: Pick<Deps, 'db' | 'files' | 'log'>, rows: StoredFileRow[]): Promise<void> {
  try {
    await removeObjects(deps.files, rows);
  } catch (error) {
    deps.log.warn({ err: error }, 'a stored file could not be removed from the store');
  }
  await deleteStoredFiles(
    deps.db,
    rows.map((row) => row.id),
  );
}

/** A stored file's whole bytes, wherever they are kept (its row or the store); null when gone or unfinished. */
export async function readStoredFile(deps: Pick<Deps, 'db' | 'files'>, id: string): Promise<Buffer | null> {
  const [row] = await findStoredFiles(deps.db, [id]);
  if (row?.content) return row.content;
  if (!row?.storageKey || !row.sha256) return null;
  const stored = await deps.files.get(row.storageKey);
  return stored ? Buffer.concat(await stored.body.toArray()) : null;
}

/** Removes files from the store, then their rows (call once the records using them are gone). */
export async function discardStoredFiles(deps: Pick<Deps, 'db' | 'files' | 'log'>, ids: string[]): Promise<void> {
  await discardRows(deps, await findStoredFiles(deps.db, ids));
}

/** Removes what uploads interrupted by a stopped process left (a row reserved, bytes maybe written) over a day ago. */
export async function sweepAbandonedUploads(deps: Pick<Deps, 'db' | 'files' | 'log'>): Promise<number> {
  const rows = await findAbandonedFiles(deps.db, new Date(Date.now() - 86_400_000), 500);
  await discardRows(deps, rows);
  return rows.length;
}
