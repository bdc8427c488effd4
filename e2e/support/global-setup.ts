import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../apps/server/scripts/server-bundle';
import { freePort, startServerProcess, waitForHealth } from '../../apps/server/src/test/server-process';
import { ensureChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the app as production runs it, on a free port with its own embedded database: the
 * web app `npm run build` built, and the server bundle, built here again from the current code.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  await buildServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'ds-e2e-'));
  const port = await freePort();
  const server = startServerProcess(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A throw-away database: a power cut costs it nothing, so its commits need not wait for the disk (ADR 0016).
      PGLITE_SYNC_COMMITS: 'false',
      DEV_OUTBOX: 'true',
      // The Swagger UI test opens the browsable docs, off by default in production.
      API_DOCS: 'true',
      // Every browser test signs in from one address; the throttling itself is proven by the API tests.
      SIGN_IN_ATTEMPTS_PER_IP_MINUTE: '1000',
      // The school's mail server of the communications test runs on this machine.
      MAIL_SERVERS_PRIVATE_NETWORKS: 'true',
    },
    'built',
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const health = await waitForHealth(baseUrl, server.child);
  if (!health.ok) throw new Error(`the server answered /api/health with ${health.status}`);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.child.kill('SIGTERM');
    const run = await server.done;
    if (run.stderr) process.stderr.write(run.stderr);
    await rm(dataDir, { recursive: true, force: true });
  };
}
