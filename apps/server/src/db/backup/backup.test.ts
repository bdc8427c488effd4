import { createHash, randomBytes } from 'node:crypto';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Config } from '../../config';
import { createDiskFileStore } from '../../integrations/file-store/disk-file-store';
import { fileStoreFromConfig } from '../../integrations/file-store/file-store-from-config';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../../test/postgres-databases';
import { type S3TestServer, startS3Server } from '../../test/s3-server';
import { testConfig } from '../../test/test-app';
import { openPgliteClient, pgliteDataDir } from '../client';
import { createBackup } from './backup';
import type { Manifest } from './manifest';
import { restoreBackup } from './restore';
import { pgliteQuery, postgresQuery, type SqlQuery, tableChecksums, tableDifferences } from './table-checksums';

const baseUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await s3.close();
});

async function temporaryDirectory(prefix: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  return directory;
}

function s3Bucket(): Record<string, string> {
  return { ...s3.env, S3_BUCKET: `backup-${randomBytes(4).toString('hex')}` };
}

/** A server's environment with an empty database (a new PostgreSQL database, or none yet under DATA_DIR) and file store. */
async function emptyInstance(fileStore: Record<string, string> = {}, template?: string): Promise<Config> {
  const dataDir = await temporaryDirectory('ds-backup-instance-');
  let databaseUrl: Record<string, string> = {};
  if (baseUrl) {
    const name = uniqueDatabaseName('ds_backup');
    databaseUrl = { DATABASE_URL: await createDatabase(baseUrl, name, template) };
    cleanups.push(() => dropDatabase(baseUrl, name));
  }
  return testConfig({ DATA_DIR: dataDir, FILES_DIR: join(dataDir, 'files'), ...databaseUrl, ...fileStore });
}

/** Runs `task` on one connection to the instance's database; PGlite's is opened with `loadDataDir` when given. */
async function withQuery<T>(config: Config, task: (query: SqlQuery) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      return await task(postgresQuery(client));
    } finally {
      await client.end();
    }
  }
  const client = await openPgliteClient({ dataDir: pgliteDataDir(config), loadDataDir });
  try {
    return await task(pgliteQuery(client));
  } finally {
    await client.close();
  }
}

const JOB_QUEUE_OPTIONS = JSON.stringify({ policy: 'standard', retryLimit: 2, retryDelay: 30, expireInSeconds: 60 });
/** pg-boss keeps each queue's jobs in a partition of pgboss.job named after the queue. */
const TEST_QUEUE_TABLE = `j${createHash('sha224').update('backup.test').digest('hex')}`;

/**
 * The run's migrated demo database (seedDatabase with demo and a file store, in the global setup),
 * its files copied into this instance's store, three jobs in a queue of their own and a server key file.
 */
async function demoInstance(fileStore: Record<string, string> = {}): Promise<Config> {
  const template = inject('databaseTemplate');
  const config = await emptyInstance(fileStore, baseUrl ? template : undefined);
  const loadDataDir = baseUrl ? undefined : new Blob([await readFile(template)]);
  await withQuery(
    config,
    async (query) => {
      await query(`SELECT pgboss.create_queue('backup.test', '${JOB_QUEUE_OPTIONS}')`);
      await query(
        `INSERT INTO pgboss.job (name, data, state) VALUES ('backup.test', '{"n": 1}', 'created'),
         ('backup.test', '{"n": 2}', 'completed'), ('backup.test', '{"n": 3}', 'failed')`,
      );
    },
    loadDataDir,
  );
  const demoFiles = createDiskFileStore(inject('filesDir'));
  const store = await fileStoreFromConfig(config);
  for await (const { key } of demoFiles.list()) {
    const object = await demoFiles.get(key);
    if (object) await store.put(key, object.body, 'application/octet-stream');
  }
  await writeFile(join(config.DATA_DIR, 'secret.key'), randomBytes(32).toString('hex'), { mode: 0o600 });
  return config;
}

const checksumsOf = (config: Config) => withQuery(config, tableChecksums);

/** Every object of the instance's file store and its SHA-256. */
async function fileHashes(config: Config): Promise<Map<string, string>> {
  const store = await fileStoreFromConfig(config);
  const hashes = new Map<string, string>();
  for await (const { key } of store.list()) {
    const object = await store.get(key);
    if (!object) throw new Error(`${key} listed but not found`);
    const hash = createHash('sha256');
    for await (const chunk of object.body) hash.update(chunk as Buffer);
    hashes.set(key, hash.digest('hex'));
  }
  return new Map([...hashes].sort(([a], [b]) => a.localeCompare(b)));
}

/** Backs up the instance, restores into an empty one, and proves both hold the same tables, rows and files. */
async function roundTrip(fileStore: () => Record<string, string>): Promise<{ backup: string; manifest: Manifest }> {
  const source = await demoInstance(fileStore());
  const backup = await temporaryDirectory('ds-backup-');
  const { manifest, vanished } = await createBackup(source, backup);
  expect(vanished).toEqual([]);
  expect(manifest.database.kind).toBe(baseUrl ? 'postgres' : 'pglite');
  const target = await emptyInstance(fileStore());
  await restoreBackup(target, backup);

  const sourceTables = await checksumsOf(source);
  expect(sourceTables).toEqual(manifest.tables);
  const rows = (name: string) => sourceTables.find((table) => `${table.schema}.${table.name}` === name)?.rows;
  expect(rows('public.users')).toBeGreaterThan(5);
  expect(rows('public.stored_files')).toBeGreaterThan(5);
  expect(rows('pgboss.queue')).toBe(1);
  expect(rows(`pgboss.${TEST_QUEUE_TABLE}`)).toBe(3);

  const sourceFiles = await fileHashes(source);
  expect(sourceFiles.size).toBeGreaterThan(5);
  expect(await fileHashes(target)).toEqual(sourceFiles);
  expect(manifest.files.map((file) => [file.key, file.sha256])).toEqual([...sourceFiles]);

  await withQuery(target, async (query) => {
    expect(await tableChecksums(query)).toEqual(sourceTables);
    const referenced = await query('SELECT storage_key AS key FROM stored_files WHERE storage_key IS NOT NULL');
    expect(referenced.length).toBeGreaterThan(5);
    for (const { key } of referenced) expect(sourceFiles.has(String(key))).toBe(true);
    // The checksum sees a change: one row of one table.
    await query(`UPDATE users SET firstname = firstname || '.' WHERE email = 'head@demo.ch'`);
    expect(tableDifferences(sourceTables, await tableChecksums(query))).toEqual([
      'public.users: rows differ (checksum)',
    ]);
  });

  expect(manifest.serverKey.source).toBe('file');
  expect(await readFile(join(target.DATA_DIR, 'secret.key'), 'utf8')).toBe(
    await readFile(join(source.DATA_DIR, 'secret.key'), 'utf8'),
  );
  return { backup, manifest };
}

describe(`backing up and restoring (${baseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let diskBackup: { backup: string; manifest: Manifest };

  it('restores the demo and its files on disk into an empty instance: every table, row and file the same', async () => {
    diskBackup = await roundTrip(() => ({}));
  }, 60_000);

  it('does the same with the files in S3 buckets', async () => {
    await roundTrip(s3Bucket);
  }, 60_000);

  it('refuses a backup whose files are damaged or missing, naming each, and restores nothing', async () => {
    const damaged = await temporaryDirectory('ds-backup-damaged-');
    await cp(diskBackup.backup, damaged, { recursive: true });
    const [first, second] = diskBackup.manifest.files;
    if (!first || !second) throw new Error('the demo has files');
    await appendFile(join(damaged, 'files', first.key), 'x');
    await rm(join(damaged, 'files', second.key));
    await writeFile(join(damaged, 'files', 'stray'), 'not in the manifest');
    const dump = baseUrl ? 'database.pgdump' : 'database.pglite.tar.gz';
    const bytes = await readFile(join(damaged, dump));
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(join(damaged, dump), bytes);

    const target = await emptyInstance();
    const refusal = restoreBackup(target, damaged);
    await expect(refusal).rejects.toThrow(
      `files/${first?.key}: ${(first?.size ?? 0) + 1} bytes instead of ${first?.size}`,
    );
    await expect(refusal).rejects.toThrow(`files/${second.key}: missing`);
    await expect(refusal).rejects.toThrow('files/stray: not in the manifest');
    await expect(refusal).rejects.toThrow(`${dump}: content differs (sha256)`);
    expect(await fileHashes(target)).toEqual(new Map());
    if (baseUrl) expect(await checksumsOf(target)).toEqual([]);
    else await expect(readdir(pgliteDataDir(target))).rejects.toThrow('ENOENT');
  });

  it('refuses to restore into a database or a file store that holds anything', async () => {
    const used = await demoInstance();
    await expect(restoreBackup(used, diskBackup.backup)).rejects.toThrow(
      /is not empty.*: a restore goes into an empty (database|data directory) only/,
    );
    const storeUsed = await emptyInstance();
    await (await fileStoreFromConfig(storeUsed)).put('files/kept', Readable.from(['kept']), 'text/plain');
    await expect(restoreBackup(storeUsed, diskBackup.backup)).rejects.toThrow(
      `The file store (${storeUsed.FILES_DIR}) is not empty`,
    );
  }, 30_000);

  it('refuses a restore whose SECRET_KEY is not the key of the backup, before writing anything', async () => {
    const target = await emptyInstance({ SECRET_KEY: randomBytes(32).toString('hex') });
    await expect(restoreBackup(target, diskBackup.backup)).rejects.toThrow(
      "This environment's SECRET_KEY is not the key the backup was made with",
    );
    expect(await fileHashes(target)).toEqual(new Map());
  });

  it.skipIf(baseUrl)(
    'refuses to back up a PGlite data directory another process has open',
    async () => {
      const source = await demoInstance();
      const server = await openPgliteClient({ dataDir: pgliteDataDir(source) });
      try {
        const backup = await temporaryDirectory('ds-backup-refused-');
        await expect(createBackup(source, backup)).rejects.toThrow(`${pgliteDataDir(source)} is in use`);
        expect(await readdir(backup)).toEqual([]);
      } finally {
        await server.close();
      }
    },
    30_000,
  );

  it.skipIf(!baseUrl)(
    'describes exactly the dump when the database is written to during the backup (one snapshot)',
    async () => {
      const source = await demoInstance();
      const writer = new pg.Client({ connectionString: source.DATABASE_URL });
      await writer.connect();
      let writing = true;
      let written = 0;
      const writes = (async () => {
        while (writing) {
          await writer.query(`INSERT INTO pgboss.job (name, data) VALUES ('backup.test', '{}')`);
          written += 1;
        }
      })();
      const backup = await temporaryDirectory('ds-backup-live-');
      const { manifest } = await createBackup(source, backup).finally(() => {
        writing = false;
      });
      await writes;
      await writer.end();
      const jobsBackedUp = manifest.tables.find((table) => table.name === TEST_QUEUE_TABLE)?.rows ?? 0;
      const jobsNow = (await checksumsOf(source)).find((table) => table.name === TEST_QUEUE_TABLE)?.rows ?? 0;
      expect(written).toBeGreaterThan(0);
      expect(jobsBackedUp).toBeLessThan(jobsNow);
      // The restore checks every table against the manifest: the dump's rows are the manifest's.
      await restoreBackup(await emptyInstance(), backup);
    },
    60_000,
  );
});
