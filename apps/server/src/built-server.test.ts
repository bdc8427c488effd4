import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildServer, SERVER_BUNDLE } from '../scripts/server-bundle';
import { PROJECT_ROOT } from './config';
import { freePort, startServerProcess, waitForHealth } from './test/server-process';

/** The command line and NODE_OPTIONS of the one process `pid` started. */
async function childOf(pid: number): Promise<{ argv: string[]; nodeOptions: string }> {
  const child = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim();
  const argv = (await readFile(`/proc/${child}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  const environ = (await readFile(`/proc/${child}/environ`, 'utf8')).split('\0');
  return { argv, nodeOptions: environ.find((line) => line.startsWith('NODE_OPTIONS=')) ?? '' };
}

describe('the production server', () => {
  let dataDir: string;
  let webDir: string;

  beforeAll(async () => {
    await buildServer();
    dataDir = await mkdtemp(join(tmpdir(), 'ds-data-'));
    webDir = await mkdtemp(join(tmpdir(), 'ds-web-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>built web app</title>');
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDir, { recursive: true, force: true });
  });

  it('npm start runs the bundle with plain node (no tsx), which migrates, seeds, serves, and restarts on its data', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1' };
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: PROJECT_ROOT,
      env: { ...env, DATA_DIR: dataDir, WEB_DIST_DIR: webDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    onTestFinished(() => void start.kill('SIGTERM'));
    const exited = new Promise<number | null>((resolve) => start.on('exit', resolve));
    const health = await waitForHealth(base, start);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { data: { db: string } }).data.db).toBe('pglite');

    const server = await childOf(start.pid ?? 0);
    expect(server.argv.slice(1)).toEqual(['--enable-source-maps', SERVER_BUNDLE]);
    expect(server.nodeOptions).not.toContain('tsx');
    // Files read beside their source: the common-password list (through its package) and the web app.
    // Read to its end: a response left half-read (1.9 MB) is a request in flight that SIGTERM waits for.
    const passwords = await fetch(`${base}/api/auth/commonpassword/v1`);
    expect(passwords.status).toBe(200);
    await passwords.arrayBuffer();
    expect(await (await fetch(`${base}/students`)).text()).toContain('built web app');
    start.kill('SIGTERM');
    expect(await exited).toBe(0);

    const again = startServerProcess({ ...env, DATA_DIR: dataDir, WEB_DIST_DIR: webDir, LOG_LEVEL: 'info' }, 'built');
    onTestFinished(() => void again.child.kill('SIGTERM'));
    expect((await waitForHealth(base, again.child)).status).toBe(200);
    again.child.kill('SIGTERM');
    const run = await again.done;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"demo":"kept"');
  }, 180_000);
});
