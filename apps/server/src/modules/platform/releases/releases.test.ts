import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/releases', () => {
  const t = useTestApp();

  it('lists the current version first, in French by default', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/releases' });
    expect(response.statusCode).toBe(200);
    const [latest] = response.json().data;
    expect(latest).toMatchObject({ version: '1.172.0', date: '2026-11-22' });
    expect(latest.content).toMatch(/application/);
  });

  it('answers in the asked language', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/releases?language=de' });
    expect(response.json().data[0].content).toMatch(/Anwendung/);
  });

  it('refuses an unknown language with 400 naming the field', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/releases?language=xx' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation');
    expect(error.details).toEqual([expect.objectContaining({ field: 'querystring.language' })]);
  });
});
