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
