import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import type { Lifecycle } from '../lib/lifecycle';
import { Secrets } from '../lib/secrets';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres-databases';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL server's URL of the database, for a second connection (a second server process); none on PGlite. */
  url?: string;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/** A database of its own for one test file: in-memory PGlite, or PostgreSQL when DATABASE_URL is set. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = uniqueDatabaseName('ds_test');
    const url = await createDatabase(baseUrl, name, template);
    const database = await openPostgres(url, 4);
    return {
      database,
      url,
      dispose: async () => {
        await database.close().catch(() => {});
        await dropDatabase(baseUrl, name);
      },
    };
  }
  const database = await openPglite({ loadDataDir: new Blob([await readFile(template)]) });
  return { database, dispose: () => database.close().catch(() => {}) };
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  secrets: Secrets;
}

/**
 * The configuration of a test app. A sign-in to an account that failed many times waits at most
 * 20 ms instead of seconds; the delay itself is proven with the throttle's own clock.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    SIGN_IN_MAX_DELAY_MS: '20',
    FILES_DIR: inject('filesDir'),
    ...env,
  });
}

/**
 * A file store of the test file's own, a copy of the demo's: for tests whose callers remove their
 * own files (the head's logo, the student's licence photo), which the run's other test files,
 * sharing the demo's store (`filesDir`), still read. Removed after the file's tests.
 */
export function copyOfDemoFiles(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ds-test-files-copy-'));
  cpSync(inject('filesDir'), dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A log stream for `createTestApp` that keeps each line the server writes, to read in a test. */
export function logLines(): { lines: string[]; logStream: Writable } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logStream };
}

/** The whole server on a fresh seeded database, driven with `app.inject`. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: { logStream?: NodeJS.WritableStream; lifecycle?: Lifecycle } = {},
): Promise<TestApp> {
  const testDatabase = await openTestDatabase();
  const config = testConfig(env);
  const secrets = new Secrets(randomBytes(32));
  const app = await buildApp({ config, database: testDatabase.database, secrets, ...options });
  return {
    ...testDatabase,
    app,
    config,
    secrets,
    dispose: async () => {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

/** Registers a fresh app for the enclosing `describe`, disposed after its tests; call the getter inside tests. */
export function useTestApp(env: NodeJS.ProcessEnv = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(env);
  });
  afterAll(() => testApp?.dispose());
  return () => {
    if (!testApp) throw new Error('useTestApp: the app is only ready inside tests');
    return testApp;
  };
}
