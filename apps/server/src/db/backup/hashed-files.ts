import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HashedFile } from './manifest';

/** Writes `body` to a new file at `path` (never over an existing one), hashing it on the way. */
export async function writeHashed(body: Readable, path: string): Promise<HashedFile> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    body,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(path, { flags: 'wx' }),
  );
  return { size, sha256: hash.digest('hex') };
}

/** The file's size and SHA-256, or `null` when there is no such file. */
export async function hashFile(path: string): Promise<HashedFile | null> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Why the file at `path` is not the one recorded, or `null` when it is. */
export async function fileProblem(path: string, label: string, expected: HashedFile): Promise<string | null> {
  const found = await hashFile(path);
  if (!found) return `${label}: missing`;
  if (found.size !== expected.size) return `${label}: ${found.size} bytes instead of ${expected.size}`;
  if (found.sha256 !== expected.sha256) return `${label}: content differs (sha256)`;
  return null;
}
