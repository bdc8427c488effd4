import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres-databases';

/** A copy of the migrations folder that stops after `lastTag`, as a database migrated before the next ones was. */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'ds-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database: in-memory PGlite, or a new one on the PostgreSQL server of DATABASE_URL. */
export async function emptyDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openPglite();
    return { database, dispose: () => database.close() };
  }
  const name = uniqueDatabaseName('ds_migration');
  const database = await openPostgres(await createDatabase(baseUrl, name), 2);
  return {
    database,
    dispose: async () => {
      await database.close();
      await dropDatabase(baseUrl, name);
    },
  };
}
