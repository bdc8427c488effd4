import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_VERSION } from '@ds/domain';
import type { Config } from '../../config';
import { fileStoreFromConfig } from '../../integrations/file-store/file-store-from-config';
import { CommandError } from '../../lib/startup';
import { pgliteDataDir } from '../client';
import { hashFile } from './hashed-files';
import { BACKUP_LAYOUT, MANIFEST_FORMAT, type Manifest, writeManifest } from './manifest';
import { dumpPglite } from './pglite-dump';
import { dumpPostgres } from './postgres-dump';
import { backUpServerKey } from './server-key';
import { copyStoreToFolder } from './store-copies';

export interface BackupOutcome {
  manifest: Manifest;
  /** Keys listed in the store, then removed (by a server at work) before they were copied. */
  vanished: string[];
}

/** Makes the directory ready, empty; returns what removes what the backup wrote if it fails. */
async function prepareDirectory(directory: string): Promise<() => Promise<void>> {
  const created = await mkdir(directory, { recursive: true });
  const entries = await readdir(directory);
  if (entries.length > 0)
    throw new CommandError(
      `${directory} is not empty: each backup goes into a new or empty directory of its own (e.g. named after its date).`,
    );
  // The directory held nothing before: whatever is in it now is this backup's.
  return async () => {
    if (created) await rm(directory, { recursive: true, force: true });
    else
      for (const entry of await readdir(directory)) await rm(join(directory, entry), { recursive: true, force: true });
  };
}

/**
 * Backs up the database the configuration names (pg_dump, or PGlite's data directory), the file
 * store's objects and the server key file into `directory`, described by `manifest.json`.
 */
export async function createBackup(config: Config, directory: string): Promise<BackupOutcome> {
  const discard = await prepareDirectory(directory);
  try {
    return await writeBackup(config, directory);
  } catch (error) {
    await discard();
    throw error;
  }
}

async function writeBackup(config: Config, directory: string): Promise<BackupOutcome> {
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const dumpPath = join(directory, BACKUP_LAYOUT.database[kind]);
  const tables = config.DATABASE_URL
    ? await dumpPostgres(config.DATABASE_URL, dumpPath)
    : await dumpPglite(pgliteDataDir(config), dumpPath);
  const serverKey = await backUpServerKey(config, directory);
  const store = await fileStoreFromConfig(config);
  const { files, vanished } = await copyStoreToFolder(store, join(directory, BACKUP_LAYOUT.files));
  const dump = await hashFile(dumpPath);
  if (!dump) throw new Error(`${dumpPath} was not written`);
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    database: { kind, ...dump },
    tables,
    files,
    serverKey,
  };
  await writeManifest(directory, manifest);
  return { manifest, vanished };
}
