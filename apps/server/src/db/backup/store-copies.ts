import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createDiskFileStore } from '../../integrations/file-store/disk-file-store';
import type { FileStore } from '../../kernel/file-store';
import { CommandError } from '../../lib/startup';
import { fileProblem, writeHashed } from './hashed-files';
import type { Manifest } from './manifest';

type BackedUpFile = Manifest['files'][number];

/** The key as a path under the backup's files folder; a key that would climb out of it stops the backup. */
function pathOfKey(folder: string, key: string): string {
  const parts = key.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..') || key.includes('\\'))
    throw new CommandError(`The file store holds a key that cannot be a file name: ${JSON.stringify(key)}.`);
  return join(folder, ...parts);
}

/**
 * Copies every object of the store into `folder`, hashing each. An object listed then gone before
 * it is read was removed meanwhile (a server at work): left out and reported.
 */
export async function copyStoreToFolder(
  store: FileStore,
  folder: string,
): Promise<{ files: BackedUpFile[]; vanished: string[] }> {
  const files: BackedUpFile[] = [];
  const vanished: string[] = [];
  for await (const { key } of store.list()) {
    const path = pathOfKey(folder, key);
    const object = await store.get(key);
    if (!object) {
      vanished.push(key);
      continue;
    }
    await mkdir(dirname(path), { recursive: true });
    files.push({ key, ...(await writeHashed(object.body, path)) });
  }
  return { files: files.sort((a, b) => a.key.localeCompare(b.key)), vanished };
}

/** Why the backup's files folder does not hold exactly the files of the manifest; empty when it does. */
export async function folderProblems(folder: string, files: BackedUpFile[]): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) {
    const problem = await fileProblem(pathOfKey(folder, file.key), `files/${file.key}`, file);
    if (problem) problems.push(problem);
  }
  const named = new Set(files.map((file) => file.key));
  for await (const { key } of createDiskFileStore(folder).list()) {
    if (!named.has(key)) problems.push(`files/${key}: not in the manifest`);
  }
  return problems;
}

/** Keys of the store that the manifest does not name, and the manifest's keys the store lacks or holds at another size. */
export async function storeProblems(store: FileStore, files: BackedUpFile[]): Promise<string[]> {
  const expected = new Map(files.map((file) => [file.key, file.size]));
  const problems: string[] = [];
  for await (const { key, size } of store.list()) {
    const expectedSize = expected.get(key);
    if (expectedSize === undefined) problems.push(`${key}: in the file store, not in the backup`);
    else if (size !== expectedSize) problems.push(`${key}: ${size} bytes in the file store instead of ${expectedSize}`);
    expected.delete(key);
  }
  for (const key of expected.keys()) problems.push(`${key}: missing from the file store`);
  return problems;
}

export async function storeIsEmpty(store: FileStore): Promise<boolean> {
  for await (const _ of store.list()) return false;
  return true;
}

/** Writes the backup's files into the store, as they were checked against the manifest. */
export async function copyFolderToStore(folder: string, files: BackedUpFile[], store: FileStore): Promise<void> {
  for (const file of files) {
    // The server sends each file with the type its database row records, not the store's.
    await store.put(file.key, createReadStream(pathOfKey(folder, file.key)), 'application/octet-stream');
  }
}
