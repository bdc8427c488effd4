// What a bench that measures on a database of its own needs: a throw-away database — on
// PostgreSQL when DATABASE_URL is set (a unique name on that server, dropped at the end), else
// PGlite in a throw-away data directory — and progress lines timed from the start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { createDatabase, dropWhenDone, uniqueDatabaseName } from '../src/test/postgres-databases';

export interface BenchDatabase {
  database: Database;
  kind: 'postgres' | 'pglite';
  /** A throw-away directory for the bench's other files too. */
  workDir: string;
  /** Closes the database, drops it and removes the directory. */
  dispose: () => Promise<void>;
}

/** A `[12.3 s] …` progress line, timed from the bench's start. */
export function benchLogger(): (line: string) => void {
  const started = performance.now();
  return (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
}

export async function rows<T>(database: Database, query: string, params: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(query, params)).rows as T[];
}

export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  const postgresUrl = process.env.DATABASE_URL;
  const workDir = await mkdtemp(join(tmpdir(), `ds-bench-${name}-`));
  let drop: () => Promise<void> = async () => {};
  let database: Database;
  if (postgresUrl) {
    const databaseName = uniqueDatabaseName(`ds_bench_${name}`);
    database = await openPostgres(await createDatabase(postgresUrl, databaseName));
    drop = dropWhenDone(postgresUrl, databaseName);
  } else {
    database = await openPglite({ dataDir: join(workDir, 'pglite') });
  }
  return {
    database,
    kind: postgresUrl ? 'postgres' : 'pglite',
    workDir,
    dispose: async () => {
      await database.close().catch(() => undefined);
      await drop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
