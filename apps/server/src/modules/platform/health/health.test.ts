import { describe, expect, it } from 'vitest';
import { createLifecycle } from '../../../lib/lifecycle';
import { createTestApp, useTestApp } from '../../../test/test-app';

const expectedDb = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok with the database engine and the product version', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', db: expectedDb, version: '1.172.0' } });
  });

  it('answers 503 in the error envelope when the database is gone, and so does readiness; liveness does not ask it', async () => {
    const other = await createTestApp();
    await other.database.close();
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await other.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({ code: 'unavailable', message: 'The database does not answer' });
    }
    const live = await other.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    await other.dispose();
  });
});

describe('GET /api/health/live and /api/health/ready (the probes)', () => {
  const t = useTestApp();

  it('answers both with 200 while the process is ready', async () => {
    const live = await t().app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await t().app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ok', db: expectedDb, version: '1.172.0' } });
  });

  it('while starting (migrations, seeding) answers only the probes, ready with 503, then everything once ready', async () => {
    const lifecycle = createLifecycle();
    const starting = await createTestApp({}, { lifecycle });
    const answer = async (url: string) => {
      const response = await starting.app.inject({ method: 'GET', url });
      return { status: response.statusCode, error: response.json().error };
    };
    expect(await answer('/api/health/live')).toEqual({ status: 200, error: undefined });
    const unavailable = {
      status: 503,
      error: expect.objectContaining({ code: 'unavailable', message: 'The server is starting' }),
    };
    expect(await answer('/api/health/ready')).toEqual(unavailable);
    expect(await answer('/api/health')).toEqual(unavailable);
    expect(await answer('/api/releases')).toEqual(unavailable);
    await lifecycle.ready();
    expect((await answer('/api/health/ready')).status).toBe(200);
    expect((await answer('/api/releases')).status).toBe(200);
    await starting.dispose();
  });

  it('fails readiness at once when draining starts; other answers (the requests in flight) still come, each closing its connection', async () => {
    const draining = await createTestApp();
    expect(draining.app.lifecycle.drain()).toBe(true);
    const ready = await draining.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toMatchObject({ code: 'unavailable', message: 'The server is shutting down' });
    const live = await draining.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    const releases = await draining.app.inject({ method: 'GET', url: '/api/releases' });
    expect(releases.statusCode).toBe(200);
    expect(releases.headers.connection).toBe('close');
    expect(draining.app.lifecycle.drain()).toBe(false);
    await draining.dispose();
  });
});
