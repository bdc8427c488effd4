import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Throw-away databases on the PostgreSQL server named by DATABASE_URL: each test run and
 * each test file gets its own, created from a migrated template and dropped at the end.
 */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** This machine's PostgreSQL server, which `.ci/run` and the benches use when it answers. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server accepts a connection at `url` within 3 s. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabase(baseUrl: string, name: string, template?: string): Promise<string> {
  await onServer(baseUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return databaseUrl(baseUrl, name);
}

export function dropDatabase(baseUrl: string, name: string): Promise<void> {
  return onServer(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * Drops the database when the process is interrupted (Ctrl-C, SIGTERM) before it calls the
 * function returned, which drops it and stops watching.
 */
export function dropWhenDone(baseUrl: string, name: string): () => Promise<void> {
  const interrupted = (signal: NodeJS.Signals) => {
    void dropDatabase(baseUrl, name)
      .catch((error: Error) => console.error(`Could not drop the database ${name}: ${error.message}`))
      .finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    return dropDatabase(baseUrl, name);
  };
}
