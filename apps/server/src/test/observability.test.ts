import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logLines, type TestApp } from './test-app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** A port nothing listens on: a mail sent there fails to connect (and is tried again later). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'ds-web-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="fr-CH"></html>');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('is an unknown address (404), never the web app, token or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
      const response = await t.app.inject({ url: '/metrics', headers: { accept: 'text/html', ...headers } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    // The web app's own addresses still open it.
    expect((await t.app.inject({ url: '/metrics-help', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });
});

describe('observability: metrics and request ids', () => {
  let t: TestApp;
  const { lines, logStream } = logLines();
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    t = await createTestApp(
      { METRICS_TOKEN, LOG_LEVEL: 'info', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      { logStream },
    );
  });
  afterAll(() => t.dispose());

  it('refuses a scrape without the token or with a wrong one (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests and their latency per route pattern and status class, never the address with its ids', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ url: `/api/files/${id}?variant=original&expires=1&signature=x` })).statusCode).toBe(
      404,
    );
    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    const series = (name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`));
    const forFile = (line: string) => line.includes('route="/api/files/:id"') && line.includes('status_class="4xx"');
    expect(series('http_requests_total').filter(forFile)).toEqual([expect.stringMatching(/ 1$/)]);
    expect(series('http_request_duration_seconds_count').filter(forFile)).toEqual([expect.stringMatching(/ 1$/)]);
    expect(series('http_request_duration_seconds_bucket').filter(forFile).length).toBeGreaterThan(5);
    expect(text).not.toContain(id);
    expect(text).toContain('# TYPE http_request_errors_total counter');
    // The job queues as they are now, and the process.
    expect(series('job_queue_jobs')).toContainEqual(
      expect.stringMatching(/^job_queue_jobs\{queue="communications.deliver",state="queued"\} \d+$/),
    );
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // The pool is PostgreSQL's; PGlite has none.
    if (t.url) expect(series('db_pool_connections')).toContainEqual(expect.stringContaining('state="total"'));
    else expect(text).not.toContain('db_pool_');
  });

  it("keeps a caller's safe x-request-id, else makes one, and answers it", async () => {
    const answered = async (id?: string) =>
      (await t.app.inject({ url: '/api/releases', headers: id === undefined ? {} : { 'x-request-id': id } })).headers[
        'x-request-id'
      ];
    expect(await answered('lb-7f3a2c.01:9')).toBe('lb-7f3a2c.01:9');
    for (const unsafe of ['two words', '../etc', 'x'.repeat(101), '']) {
      expect(await answered(unsafe), unsafe).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await answered()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the request id on every line of the request, the services’ too, and into the jobs it adds', async () => {
    const requestId = `reset-${randomUUID()}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      headers: { 'x-request-id': requestId },
      payload: { username: 'head@demo.ch' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(requestId);
    const ofRequest = logged().filter((line) => line.requestId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'audit reset_request success', 'request completed']),
    );

    const { rows } = await t.database.executeSql(
      `SELECT data->>'_requestId' AS "requestId" FROM pgboss.job WHERE name = 'communications.deliver' AND state = 'created'`,
    );
    expect(rows).toContainEqual({ requestId });
    // Its mail cannot leave (nothing listens): the failed try is logged with the request's id.
    await t.app.jobRunner.drain();
    expect(logged().filter((line) => line.requestId === requestId && line.msg === 'job tries failed')).toEqual([
      expect.objectContaining({ queue: 'communications.deliver', reasons: ['connection'] }),
    ]);
  });
});
