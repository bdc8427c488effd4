import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore, ListedObject, StoredObject } from '../../kernel/file-store';

/** Keys are made of these only, so a key can never climb out of the store's directory. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

function pathOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error('invalid file key');
  return join(root, key);
}

/**
 * Files on this machine's disk (the default, under DATA_DIR/files). A write goes to a temporary
 * name and is renamed when whole, so a reader never sees half a file and a crash leaves no key.
 */
export function createDiskFileStore(root: string): FileStore {
  return {
    kind: 'disk',
    async put(key: string, body: Readable): Promise<void> {
      const target = pathOf(root, key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      const path = pathOf(root, key);
      const size = await stat(path).then(
        (info) => info.size,
        () => null,
      );
      if (size === null) return null;
      return { body: createReadStream(path, range ? { start: range.start, end: range.end } : {}), size };
    },
    async remove(key: string): Promise<void> {
      await rm(pathOf(root, key), { force: true });
    },
    async *list(): AsyncIterable<ListedObject> {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
        const path = join(entry.parentPath, entry.name);
        const size = await stat(path).then(
          (info) => info.size,
          () => null,
        );
        // Removed since the directory was read.
        if (size === null) continue;
        yield { key: relative(root, path).split(sep).join('/'), size };
      }
    },
  };
}
