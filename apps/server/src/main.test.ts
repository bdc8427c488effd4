import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './config';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './test/postgres-databases';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const done = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, done };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(port: number): Promise<{ status: number; body: { data: { db: string } } }> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      return { status: response.status, body: (await response.json()) as { data: { db: string } } };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the server did not answer within 30 s');
}

describe('starting the server', () => {
  it('stops with one line naming PORT when PORT is not a number', async () => {
    const run = await startServer({ PORT: 'abc' }).done;
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim()).toBe('Configuration error: PORT must be a whole number between 1 and 65535 (got "abc")');
  });

  it('stops with one clear line when DATABASE_URL cannot be reached', async () => {
    const run = await startServer({ DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/nowhere' }).done;
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
      env = baseUrl
        ? { DATABASE_URL: await createDatabase(baseUrl, databaseName) }
        : { DATA_DIR: dataDir, DATABASE_URL: '' };
    });
    afterAll(async () => {
      if (baseUrl) await dropDatabase(baseUrl, databaseName);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('migrates, seeds the demo once, serves health, and keeps the data across a restart', async () => {
      const port = await freePort();
      const first = startServer({ ...env, PORT: String(port) });
      const health = await waitForHealth(port);
      expect(health.status).toBe(200);
      expect(health.body.data.db).toBe(baseUrl ? 'postgres' : 'pglite');
      first.child.kill('SIGTERM');
      const firstRun = await first.done;
      expect(firstRun.code).toBe(0);
      expect(firstRun.stdout).toContain('"demo":"seeded"');

      const second = startServer({ ...env, PORT: String(port) });
      expect((await waitForHealth(port)).status).toBe(200);
      second.child.kill('SIGTERM');
      expect((await second.done).stdout).toContain('"demo":"kept"');
    }, 90_000);
  });
});
