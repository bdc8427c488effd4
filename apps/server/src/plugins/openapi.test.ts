import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('is OpenAPI 3.1 and lists every API route with its schemas', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.172.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/releases']));
    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.data.properties.db.enum).toEqual([
      'pglite',
      'postgres',
    ]);
    expect(document.paths['/api/releases'].get.parameters[0]).toMatchObject({ name: 'language', in: 'query' });
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});

describe('API docs in production', () => {
  const t = useTestApp({ API_DOCS: 'false' });

  it('keeps the OpenAPI description public and the browsable docs off unless API_DOCS asks', async () => {
    expect((await t().app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    const docs = await t().app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(404);
    expect(docs.json().error.code).toBe('not_found');
  });
});
