import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from '../../apps/server/src/test/server-process';

/**
 * A server and database of a spec's own, from the bundle the global setup built: for flows that
 * leave the demo in a state the specs sharing the main server do not expect (a licence bought, an
 * order placed).
 */
export interface OwnServer {
  url: string;
  process: ServerProcess;
  dataDir: string;
}

export async function startOwnServer(name: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `ds-e2e-${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const process = startServerProcess(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Where providers' simulators send the browser and their notifications back to.
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGN_IN_ATTEMPTS_PER_IP_MINUTE: '1000',
      ...env,
    },
    'built',
  );
  await waitForHealth(url, process.child, 120_000);
  return { url, process, dataDir };
}

export async function stopOwnServer(server: OwnServer | undefined): Promise<void> {
  if (!server) return;
  server.process.child.kill('SIGTERM');
  await server.process.done;
  await rm(server.dataDir, { recursive: true, force: true });
}
