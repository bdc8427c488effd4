import { spawn } from 'node:child_process';
import pg from 'pg';
import { CommandError } from '../../lib/startup';
import { DatabaseUnavailableError, redactUrl } from '../client';
import type { TableChecksum } from './manifest';
import { postgresQuery, tableChecksums } from './table-checksums';

/** The URL without its password, which goes in PGPASSWORD: a command line is visible to every user of the machine. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs one of PostgreSQL's client programs (from PATH); its own error message, if it fails, says why. */
function run(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      errors = (errors + text).slice(-4_000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new CommandError(
              `${program} is missing: install PostgreSQL's client programs of the server's major version or newer (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new CommandError(`${program} failed (exit code ${code}): ${errors.trim()}`));
    });
  });
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`cannot reach PostgreSQL at ${redactUrl(url)} (${reason})`);
  }
  return client;
}

/**
 * pg_dump in custom format into `path`, while the server may be at work: the dump and the
 * tables' checksums read one snapshot (exported by a transaction that stays open meanwhile),
 * so the manifest describes exactly the rows of the dump.
 */
export async function dumpPostgres(url: string, path: string): Promise<TableChecksum[]> {
  const client = await connect(url);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const { dbname, env } = connection(url);
    const [tables] = await Promise.all([
      tableChecksums(postgresQuery(client)),
      run(
        'pg_dump',
        ['--format=custom', `--snapshot=${rows[0]?.snapshot}`, `--file=${path}`, `--dbname=${dbname}`],
        env,
      ),
    ]);
    await client.query('COMMIT');
    return tables;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The tables the database already holds (a few names and how many), for refusing to restore over them. */
export async function postgresTablesPresent(url: string): Promise<{ count: number; some: string[] }> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
       ORDER BY 1`,
    );
    return { count: rows.length, some: rows.slice(0, 3).map((row) => row.name) };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * pg_restore into an empty database, in one transaction (a failure leaves it empty). Objects
 * belong to the restoring user (DATABASE_URL's); grants to other roles are not restored.
 * Returns the tables' checksums as restored.
 */
export async function restorePostgres(url: string, path: string): Promise<TableChecksum[]> {
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, path],
    env,
  );
  const client = await connect(url);
  try {
    return await tableChecksums(postgresQuery(client));
  } finally {
    await client.end().catch(() => {});
  }
}
