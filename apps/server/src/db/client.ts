import { mkdir } from 'node:fs/promises';
import type { DatabaseKind } from '@ds/domain';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One handle over either engine: the rest of the server never knows which one runs. */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * Plain SQL outside the ORM, for libraries that bring their own (the job queue). Without
   * values, the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `task` while this process holds the lock named `name`: a process asking for it meanwhile
   * waits. PostgreSQL: a session-level advisory lock on a connection of its own (not one of the
   * pool's, which `task` may need all of); PGlite serves one process, so it just runs `task`.
   */
  exclusively<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections now, for the metrics; PGlite has no pool. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export class DatabaseUnavailableError extends Error {}

/** Hides the password of a connection string before it appears in a message or a log. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`cannot reach PostgreSQL at ${redactUrl(url)} (${reason})`);
  }
  return {
    kind: 'postgres',
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    executeSql: (text, values) => pool.query(text, values),
    exclusively: (name, task) => withAdvisoryLock(url, name, task),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** The lock lives as long as its connection: a process killed while holding it blocks no one. */
async function withAdvisoryLock<T>(url: string, name: string, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {
    // A connection lost while the task runs: the task's own queries meet the same outage and fail.
  });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    return await task();
  } finally {
    await client.end();
  }
}

export function pgliteDatabase(client: PGlite): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    exclusively: (_name, task) => task(),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers sit in PGlite's WebAssembly memory, inside the
 * server process; a small school's database is served as fast from 32 MB and the file cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=32MB`];

/**
 * A commit's WAL reaches the disk before its answer. PGlite starts PostgreSQL with fsync off (`-F`
 * in its defaults), and its file system (Emscripten's NODEFS) makes fsync a no-op anyway: by
 * default a commit is answered once its WAL is written to the file, in the OS page cache, which
 * a killed process leaves intact and a power cut loses. With fsync on and `open_datasync`,
 * PostgreSQL opens its WAL files O_DSYNC, which NODEFS passes to the host as O_SYNC, so each WAL
 * write returns once on the disk (docs/operations.md, Durability).
 */
const PGLITE_SYNC_COMMITS = ['-c', 'fsync=on', '-c', 'wal_sync_method=open_datasync'];

/**
 * bytea as hex through Buffer, one copy each way. PGlite's own conversion makes a JavaScript
 * string per byte (about 40 bytes of garbage per byte: a 1 MB import payload left 40 MB for the
 * garbage collector and raised the server's peak memory by as much).
 */
const PGLITE_BYTEA = {
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** The extensions the migrations create: btree_gist for the monitors' exclusion constraint (uuid with =). */
export const PGLITE_EXTENSIONS = { btree_gist };

export interface PgliteOptions {
  dataDir?: string;
  /** A dump of a data directory (`dumpDataDir`) to start from; `dataDir` must then be empty. */
  loadDataDir?: Blob;
  /** Each commit on the disk before it is answered (`PGLITE_SYNC_COMMITS`). */
  syncCommits?: boolean;
}

/** PGlite itself, started as the server starts it (backups dump and load its data directory). */
export async function openPgliteClient(options: PgliteOptions = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: options.syncCommits ? [...PGLITE_START_PARAMS, ...PGLITE_SYNC_COMMITS] : PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
    ...PGLITE_BYTEA,
  });
}

/** PGlite on disk under `dataDir`, or in memory when `dataDir` is omitted (tests). */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  return pgliteDatabase(await openPgliteClient(options));
}

/** Where the embedded database lives when no DATABASE_URL is set. */
export function pgliteDataDir(config: { DATA_DIR: string }): string {
  return `${config.DATA_DIR}/pglite`;
}

export function openDatabase(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  PGLITE_SYNC_COMMITS?: boolean;
}): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openPglite({ dataDir: pgliteDataDir(config), syncCommits: config.PGLITE_SYNC_COMMITS });
}
