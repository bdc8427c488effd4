import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './test/postgres-databases';
import { freePort, startServerProcess, waitForHealth } from './test/server-process';

describe('starting the server', () => {
  it('stops with one line naming PORT when PORT is not a number', async () => {
    const run = await startServerProcess({ PORT: 'abc' }).done;
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim()).toBe('Configuration error: PORT must be a whole number between 1 and 65535 (got "abc")');
  });

  it('stops with one clear line when DATABASE_URL cannot be reached', async () => {
    const run = await startServerProcess({ DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/nowhere' }).done;
    expect(run.code).not.toBe(0);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Database error: cannot reach PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/nowhere/,
    );
    expect(run.stderr).not.toContain('hunter2');
  });

  describe('on the configured database', () => {
    const baseUrl = process.env.DATABASE_URL;
    const databaseName = uniqueDatabaseName('ds_start');
    let env: NodeJS.ProcessEnv;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'ds-data-'));
      env = baseUrl ? { DATABASE_URL: await createDatabase(baseUrl, databaseName) } : { DATA_DIR: dataDir };
    });
    afterAll(async () => {
      if (baseUrl) await dropDatabase(baseUrl, databaseName);
      await rm(dataDir, { recursive: true, force: true });
    });

    async function startAndCheck(port: number): Promise<string> {
      const server = startServerProcess({ ...env, PORT: String(port), LOG_LEVEL: 'info' });
      const health = await waitForHealth(`http://127.0.0.1:${port}`, server.child);
      expect(health.status).toBe(200);
      const body = (await health.json()) as { data: { db: string } };
      expect(body.data.db).toBe(baseUrl ? 'postgres' : 'pglite');
      server.child.kill('SIGTERM');
      const run = await server.done;
      expect(run.code).toBe(0);
      return run.stdout;
    }

    it('migrates, seeds the demo once, serves health, and keeps the data across a restart', async () => {
      const port = await freePort();
      expect(await startAndCheck(port)).toContain('"demo":"seeded"');
      expect(await startAndCheck(port)).toContain('"demo":"kept"');
    }, 90_000);
  });
});
