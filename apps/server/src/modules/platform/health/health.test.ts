import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok with the database engine and the product version', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expectedDb = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ data: { status: 'ok', db: expectedDb, version: '1.172.0' } });
  });

  it('answers 503 in the error envelope when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('unavailable');
    await other.dispose();
  });
});
