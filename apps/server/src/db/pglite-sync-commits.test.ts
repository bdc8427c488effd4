import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Database, openPglite } from './client';

/** Linux's O_SYNC (with O_DSYNC, which it includes), as /proc/<pid>/fdinfo shows open flags: octal. */
const O_SYNC = 0o4010000;

/** The open flags of this process's descriptors on the WAL segments of `dataDir`. */
async function walDescriptorFlags(dataDir: string): Promise<number[]> {
  const flags: number[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (!target.startsWith(join(dataDir, 'pg_wal', '0'))) continue;
    const info = await readFile(`/proc/self/fdinfo/${fd}`, 'utf8');
    flags.push(Number.parseInt(/^flags:\s+([0-7]+)/m.exec(info)?.[1] ?? '0', 8));
  }
  return flags;
}

async function setting(database: Database, name: string): Promise<string> {
  const { rows } = await database.executeSql(`SELECT current_setting('${name}') AS value`, []);
  return (rows[0] as { value: string }).value;
}

/**
 * PGlite's commit durability as the host sees it (docs/operations.md, Durability): by default
 * fsync is off and the WAL file is a plain one, written to the OS page cache; with
 * PGLITE_SYNC_COMMITS its WAL file is opened O_SYNC, so a commit's WAL write returns once on disk.
 */
describe('PGlite commits and the disk', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function pgliteOnDisk(syncCommits?: boolean) {
    const dataDir = await mkdtemp(join(tmpdir(), 'ds-pglite-sync-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await openPglite({ dataDir, syncCommits });
    cleanups.push(() => database.close());
    await database.executeSql('CREATE TABLE written (id int PRIMARY KEY)');
    await database.executeSql('INSERT INTO written VALUES ($1)', [1]);
    return { dataDir, database };
  }

  it('by default, leaves a commit in the page cache: fsync off, the WAL file opened without O_SYNC', async () => {
    const { dataDir, database } = await pgliteOnDisk();
    expect(await setting(database, 'fsync')).toBe('off');
    const flags = await walDescriptorFlags(dataDir);
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(flag & O_SYNC).toBe(0);
  });

  it('with syncCommits, writes the WAL through to the disk: fsync on, open_datasync, the WAL file opened O_SYNC', async () => {
    const { dataDir, database } = await pgliteOnDisk(true);
    expect(await setting(database, 'fsync')).toBe('on');
    expect(await setting(database, 'wal_sync_method')).toBe('open_datasync');
    const flags = await walDescriptorFlags(dataDir);
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(flag & O_SYNC).toBe(O_SYNC);
  });

  it('is PGLITE_SYNC_COMMITS, on unless turned off', () => {
    expect(loadConfig({}).PGLITE_SYNC_COMMITS).toBe(true);
    expect(loadConfig({ PGLITE_SYNC_COMMITS: 'false' }).PGLITE_SYNC_COMMITS).toBe(false);
  });
});
