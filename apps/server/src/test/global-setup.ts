import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, openPostgres, PGLITE_EXTENSIONS, pgliteDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { createDiskFileStore } from '../integrations/file-store/disk-file-store';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dumped, migrated and seeded data directory. PostgreSQL: template database name. */
    databaseTemplate: string;
    /** The disk file store the template's demo files are in, shared by the run's test apps (keys are random). */
    filesDir: string;
  }
}

async function prepare(database: Database, filesDir: string): Promise<void> {
  await migrate(database);
  await seedDatabase(database.db, { demo: true, files: createDiskFileStore(filesDir) });
}

/** Migrates and seeds one template per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const filesDir = await mkdtemp(join(tmpdir(), 'ds-test-files-'));
  project.provide('filesDir', filesDir);
  const removeFiles = () => rm(filesDir, { recursive: true, force: true });
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = uniqueDatabaseName('ds_template');
    const database = await openPostgres(await createDatabase(baseUrl, name), 1);
    await prepare(database, filesDir);
    await database.close();
    project.provide('databaseTemplate', name);
    return async () => {
      await dropDatabase(baseUrl, name);
      await removeFiles();
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await prepare(pgliteDatabase(client), filesDir);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const path = join(tmpdir(), `${uniqueDatabaseName('ds_template')}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', path);
  return async () => {
    await rm(path, { force: true });
    await removeFiles();
  };
}
