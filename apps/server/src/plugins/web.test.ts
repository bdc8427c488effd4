import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX =
  '<!doctype html><html lang="fr-CH"><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
const SERVICE_WORKER = "importScripts('/workbox-1.js');";
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'ds-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'app-abc123.js'), BUNDLE);
    await writeFile(join(dist, 'sw.js'), SERVICE_WORKER);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  for (const url of ['/', '/login', '/students/profile?id=3', '/nope/deeper']) {
    it(`answers ${url} with index.html (history mode), revalidated`, async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    });
  }

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the service worker as a script, revalidated so a new release reaches phones at once', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SERVICE_WORKER);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('keeps the JSON 404 for unknown API paths and non-GET methods', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).json().error.code).toBe('not_found');
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });
});
