// Several server processes (the production bundle, plain node) on one PostgreSQL database and
// one file store, behind nginx: what `npm run start:cluster`, its test and `bench:cluster` run.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/config';
import { freePort } from '../src/test/server-process';
import { type NginxProxy, startNginx } from './nginx-proxy';

export interface ClusterOptions {
  processes: number;
  /** nginx's port, the one address users open. */
  port: number;
  /** The processes' own ports (127.0.0.1); free ones when omitted. */
  serverPorts?: number[];
  /** nginx's config, pid, logs and temporary files. */
  runDir: string;
  /** The environment every server process shares (DATABASE_URL, the file store, SECRET_KEY…), added to PATH and HOME. */
  env: NodeJS.ProcessEnv;
  /** Each line the processes and nginx print, prefixed with who printed it. */
  output?: (line: string) => void;
  readyTimeoutMs?: number;
}

export interface ClusterProcess {
  readonly index: number;
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
}

export interface Cluster {
  /** nginx's address. */
  readonly url: string;
  readonly processes: readonly ClusterProcess[];
  /**
   * Restarts every process in turn without losing a request: nginx stops sending it requests
   * (reload, old workers gone), SIGTERM lets it finish what it holds and exit, a new process
   * starts on its port, and once it is ready nginx sends it requests again.
   */
  rollingRestart(): Promise<void>;
  /** Sends the signal to one process and waits for its exit. */
  kill(index: number, signal: NodeJS.Signals): Promise<number | null>;
  /** Starts a process again on its port (after `kill`) and waits until it is ready. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

const BUNDLE = join(PROJECT_ROOT, 'apps/server/dist/main.js');

/** Waits until /api/health/ready answers 200 (migrated, seeded, not draining). */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server process of ${url} exited (${child.exitCode ?? child.signalCode})`);
    const response = await fetch(`${url}/api/health/ready`).catch(() => null);
    await response?.body?.cancel();
    if (response?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  const ports = options.serverPorts ?? (await Promise.all(Array.from({ length: options.processes }, () => freePort())));
  const processes: ClusterProcess[] = [];

  const launch = (index: number): ClusterProcess => {
    const port = ports[index] as number;
    const child = spawn(process.execPath, ['--enable-source-maps', BUNDLE], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[server ${index + 1}] `;
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) options.output?.(prefix + line);
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const started = { index, port, url: `http://127.0.0.1:${port}`, child, exited };
    processes[index] = started;
    return started;
  };
  const stopProcess = async (running: ClusterProcess, signal: NodeJS.Signals) => {
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill(signal);
    return running.exited;
  };

  let proxy: NginxProxy | undefined;
  try {
    await Promise.all(
      Array.from({ length: options.processes }, (_, index) => {
        const started = launch(index);
        return waitUntilReady(started.url, started.child, readyTimeoutMs);
      }),
    );
    proxy = await startNginx({
      runDir: options.runDir,
      port: options.port,
      upstreams: ports.map((port) => ({ port })),
      output: (line) => options.output?.(`[nginx] ${line}`),
    });
  } catch (error) {
    await Promise.all(processes.map((running) => stopProcess(running, 'SIGKILL')));
    throw error;
  }
  const nginx = proxy;

  const restart = async (index: number) => {
    const started = launch(index);
    await waitUntilReady(started.url, started.child, readyTimeoutMs);
  };

  return {
    url: nginx.url,
    processes,
    async rollingRestart() {
      for (const running of [...processes]) {
        await nginx.route(ports.map((port, index) => ({ port, down: index === running.index })));
        const code = await stopProcess(running, 'SIGTERM');
        if (code !== 0) throw new Error(`server ${running.index + 1} stopped with code ${code}`);
        await restart(running.index);
        await nginx.route(ports.map((port) => ({ port })));
      }
    },
    kill: (index, signal) => stopProcess(processes[index] as ClusterProcess, signal),
    restart,
    async stop() {
      await nginx.stop();
      await Promise.all(processes.map((running) => stopProcess(running, 'SIGTERM')));
    },
  };
}
