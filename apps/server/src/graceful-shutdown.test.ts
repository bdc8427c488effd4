import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, type IncomingMessage, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess, waitForHealth } from './test/server-process';

/** Whether a new TCP connection to the port is refused (the server stopped listening). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function bodyOf(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    response.on('data', (chunk) => {
      text += chunk;
    });
    response.on('end', () => resolve(text));
    response.on('error', reject);
  });
}

describe('SIGTERM (the real process, PGlite)', () => {
  let dataDir: string;
  let port: number;
  let server: ServerProcess;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ds-shutdown-'));
    port = await freePort();
    server = startServerProcess({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    });
    server.child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    expect((await waitForHealth(`http://127.0.0.1:${port}`, server.child)).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, closes idle keep-alive ones and exits with 0', async () => {
    // An idle keep-alive connection, as a proxy keeps them: it must not hold the exit back.
    const agent = new Agent({ keepAlive: true });
    let idle: Socket | undefined;
    const live = await new Promise<IncomingMessage>((resolve) => {
      const probe = request({ port, host: '127.0.0.1', path: '/api/health/live', agent }, resolve);
      probe.on('socket', (socket) => {
        idle = socket;
      });
      probe.end();
    });
    expect(live.statusCode).toBe(200);
    await bodyOf(live);
    if (!idle) throw new Error('no socket');
    expect(idle.destroyed).toBe(false);

    // A request in flight on a keep-alive connection of its own: its body arrives in two parts,
    // SIGTERM between them.
    const body = JSON.stringify({ username: 'nobody@example.ch' });
    const slow = request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/auth/reset',
      agent: new Agent({ keepAlive: true }),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      slow.on('response', resolve);
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 10));
    await until(() => output.includes('"url":"/api/auth/reset"'), 'the request to reach the server');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await until(() => refused(port), 'the server to stop listening');
    await until(() => idle?.destroyed === true, 'the idle keep-alive connection to be closed');
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.child.exitCode).toBeNull();

    slow.end(body.slice(10));
    const response = await answered;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(await bodyOf(response))).toEqual({ data: { sent: true } });

    const run = await server.done;
    expect(run.code).toBe(0);
    expect(output).toContain('"msg":"draining"');
    expect(output).toContain('"msg":"drained"');
    agent.destroy();
  }, 20_000);
});
