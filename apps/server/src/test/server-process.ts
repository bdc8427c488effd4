import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { PROJECT_ROOT } from '../config';

export interface ServerRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves when the process exits, with everything it printed. */
  done: Promise<ServerRun>;
}

/** How the server runs: its TypeScript source through tsx, or the production bundle (`npm run build`). */
export type ServerEntry = 'source' | 'built';

const ARGUMENTS: Record<ServerEntry, string[]> = {
  source: ['--import', 'tsx', 'apps/server/src/main.ts'],
  built: ['--enable-source-maps', 'apps/server/dist/main.js'],
};

/** Starts the real server (`main.ts`) in a process of its own, with only the given environment. */
export function startServerProcess(env: NodeJS.ProcessEnv, entry: ServerEntry = 'source'): ServerProcess {
  const child = spawn(process.execPath, ARGUMENTS[entry], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const done = new Promise<ServerRun>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, done };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Polls /api/health until it answers other than 503 (the server listens while it migrates and
 * seeds, answering 503 meanwhile); fails early when the process has exited.
 */
export async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 60_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const response = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (response && response.status !== 503) return response;
    await response?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}
