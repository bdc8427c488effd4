// nginx from Debian's packages in front of the server processes, with the repository's config
// (deploy/nginx/driving-school.conf.template) filled in for one run directory.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/config';
import { ensureDebianPackage } from '../src/test/debian-package';

export const NGINX = '/usr/sbin/nginx';
const TEMPLATE = join(PROJECT_ROOT, 'deploy/nginx/driving-school.conf.template');

export interface Upstream {
  port: number;
  /** Taken out of the rotation (while it restarts). */
  down?: boolean;
}

export interface NginxProxy {
  url: string;
  port: number;
  /** Writes the upstreams into the config and reloads nginx; resolves once no worker of the old config is left. */
  route(upstreams: Upstream[]): Promise<void>;
  stop(): Promise<void>;
}

export function renderNginxConfig(template: string, values: { runDir: string; listen: string; upstreams: Upstream[] }) {
  const servers = values.upstreams
    .map(({ port, down }) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down ? ' down' : ''};`)
    .join('\n');
  return template
    .replaceAll('{{RUN_DIR}}', values.runDir)
    .replaceAll('{{LISTEN}}', values.listen)
    .replace('{{UPSTREAM_SERVERS}}', servers);
}

/** The pids of the processes whose parent is `pid` (nginx's workers under its master). */
function childrenOf(pid: number): number[] {
  const listed = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout;
  return listed.split('\n').filter(Boolean).map(Number);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, timeoutMs: number, done: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx (installing Debian's nginx-light first when missing and run as root) on `port` of
 * every address, in the foreground as a child of this process, its config, pid, logs and
 * temporary files in `runDir`.
 */
export async function startNginx(options: {
  runDir: string;
  port: number;
  upstreams: Upstream[];
  output?: (line: string) => void;
}): Promise<NginxProxy> {
  ensureDebianPackage(NGINX, 'nginx-light');
  await mkdir(options.runDir, { recursive: true });
  const configPath = join(options.runDir, 'nginx.conf');
  const template = await readFile(TEMPLATE, 'utf8');
  const write = (upstreams: Upstream[]) =>
    writeFile(
      configPath,
      renderNginxConfig(template, { runDir: options.runDir, listen: String(options.port), upstreams }),
    );
  await write(options.upstreams);

  const args = ['-p', options.runDir, '-c', configPath];
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses its config: ${test.stderr.trim()}`);
  const nginx: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) options.output?.(line);
  };
  nginx.stdout?.on('data', forward);
  nginx.stderr?.on('data', forward);
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  await until('nginx listening', 10_000, async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    const answered = await fetch(`${url}/api/health/live`).then(
      async (response) => {
        await response.body?.cancel();
        return true;
      },
      () => false,
    );
    return answered;
  });

  return {
    url,
    port: options.port,
    async route(upstreams) {
      const pid = nginx.pid ?? 0;
      const previous = childrenOf(pid);
      await write(upstreams);
      process.kill(pid, 'SIGHUP');
      // The old workers finish the requests they hold, close their connections and exit; until
      // then they may still send a request to a server just taken out.
      await until('nginx reloaded', 30_000, () => previous.every((worker) => !alive(worker)));
    },
    async stop() {
      if (nginx.exitCode !== null) return;
      nginx.kill('SIGQUIT');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise((r) => setTimeout(() => r(false), 5000)),
      ]);
      if (!stopped) nginx.kill('SIGKILL');
      await exited;
    },
  };
}
