import { existsSync, openAsBlob } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CommandError } from '../../lib/startup';
import { openPgliteClient } from '../client';
import type { TableChecksum } from './manifest';
import { pgliteQuery, tableChecksums } from './table-checksums';

/**
 * PGlite takes no lock: a second instance opens a data directory another one holds, and their
 * writes corrupt it (tried with PGlite 0.5.16: rows committed by one were lost once both
 * closed). What it does leave is `postmaster.pid`, written when an instance opens the directory
 * and removed when it closes it; one stopped without closing (killed, crashed) leaves it behind,
 * and the next start ignores it, recovers and removes it when it closes.
 */
function refuseWhileOpen(dataDir: string): void {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
  throw new CommandError(
    `${dataDir} is in use: the server (or another command) has it open, or the last one to open it was stopped without closing it. ` +
      'PGlite serves one process at a time: a second one on the same directory corrupts it. Stop the server and try again; ' +
      'if none runs, start it and stop it once (Ctrl-C) so that it closes the database cleanly.',
  );
}

/** Dumps the data directory (PGlite's own `dumpDataDir`, a gzipped tar) into `path`; the server must be stopped. */
export async function dumpPglite(dataDir: string, path: string): Promise<TableChecksum[]> {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new CommandError(`${dataDir} holds no database: nothing to back up (is DATA_DIR the server's?).`);
  refuseWhileOpen(dataDir);
  const client = await openPgliteClient({ dataDir });
  try {
    const tables = await tableChecksums(pgliteQuery(client));
    const dump = await client.dumpDataDir('gzip');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
    return tables;
  } finally {
    await client.close();
  }
}

/** Refuses a data directory that holds anything: a restore never merges into a database. */
export async function refuseNonEmptyPglite(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length === 0) return;
  throw new CommandError(
    `${dataDir} is not empty: a restore goes into an empty data directory only. ` +
      'Stop the server, move that directory aside (it is the database as it is now) and try again.',
  );
}

/** Loads the dump into the empty data directory; returns the tables' checksums as restored. */
export async function restorePglite(dataDir: string, path: string): Promise<TableChecksum[]> {
  const client = await openPgliteClient({ dataDir, loadDataDir: await openAsBlob(path, { type: 'application/gzip' }) });
  try {
    return await tableChecksums(pgliteQuery(client));
  } finally {
    await client.close();
  }
}
