import { join } from 'node:path';
import type { Config } from '../../config';
import { fileStoreFromConfig } from '../../integrations/file-store/file-store-from-config';
import type { FileStore } from '../../kernel/file-store';
import { CommandError } from '../../lib/startup';
import { pgliteDataDir, redactUrl } from '../client';
import { fileProblem } from './hashed-files';
import { BACKUP_LAYOUT, type Manifest, readManifest } from './manifest';
import { refuseNonEmptyPglite, restorePglite } from './pglite-dump';
import { postgresTablesPresent, restorePostgres } from './postgres-dump';
import { prepareServerKey } from './server-key';
import { copyFolderToStore, folderProblems, storeIsEmpty, storeProblems } from './store-copies';
import { tableDifferences } from './table-checksums';

const DATABASE_NAMES = { pglite: 'embedded (PGlite)', postgres: 'PostgreSQL' } as const;

function listed(heading: string, lines: string[]): CommandError {
  const shown = lines.slice(0, 20).map((line) => `\n  ${line}`);
  const more = lines.length > 20 ? `\n  … and ${lines.length - 20} more` : '';
  return new CommandError(`${heading}${shown.join('')}${more}`);
}

async function refuseNonEmptyTargets(config: Config, store: FileStore): Promise<void> {
  if (config.DATABASE_URL) {
    const present = await postgresTablesPresent(config.DATABASE_URL);
    if (present.count > 0)
      throw new CommandError(
        `The database at ${redactUrl(config.DATABASE_URL)} is not empty (${present.count} tables: ${present.some.join(', ')}…): ` +
          'a restore goes into an empty database only. Create one (CREATE DATABASE …) and point DATABASE_URL at it.',
      );
  } else {
    await refuseNonEmptyPglite(pgliteDataDir(config));
  }
  if (!(await storeIsEmpty(store)))
    throw new CommandError(
      `The file store (${config.FILE_STORE === 's3' ? `bucket ${config.S3_BUCKET}` : config.FILES_DIR}) is not empty: a restore goes into an empty one only.`,
    );
}

/**
 * Restores a backup into the empty database and file store the configuration names. Everything
 * in the backup is checked against its manifest before anything is written; the database's tables
 * after loading, and the store's keys after copying. Any difference stops it with the list.
 */
export async function restoreBackup(
  config: Config,
  directory: string,
): Promise<{ manifest: Manifest; notes: string[] }> {
  const manifest = await readManifest(directory);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new CommandError(
      `The backup holds a ${DATABASE_NAMES[manifest.database.kind]} database and this environment uses ${DATABASE_NAMES[kind]}: ` +
        `restore it with ${manifest.database.kind === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}.`,
    );
  const dumpPath = join(directory, BACKUP_LAYOUT.database[kind]);
  const filesFolder = join(directory, BACKUP_LAYOUT.files);
  const dumpProblem = await fileProblem(dumpPath, BACKUP_LAYOUT.database[kind], manifest.database);
  const damage = [...(dumpProblem ? [dumpProblem] : []), ...(await folderProblems(filesFolder, manifest.files))];
  if (damage.length > 0)
    throw listed(`The backup in ${directory} does not match its manifest; nothing was restored:`, damage);
  const store = await fileStoreFromConfig(config);
  await refuseNonEmptyTargets(config, store);
  const serverKey = await prepareServerKey(config, directory, manifest.serverKey);

  const tables = config.DATABASE_URL
    ? await restorePostgres(config.DATABASE_URL, dumpPath)
    : await restorePglite(pgliteDataDir(config), dumpPath);
  const differences = tableDifferences(manifest.tables, tables);
  if (differences.length > 0)
    throw listed('The restored database differs from the backup (empty it before trying again):', differences);
  await copyFolderToStore(filesFolder, manifest.files, store);
  const missing = await storeProblems(store, manifest.files);
  if (missing.length > 0)
    throw listed('The file store differs from the backup after copying (the database is restored):', missing);
  await serverKey.install();
  return { manifest, notes: [serverKey.note] };
}
