import { envelope } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError } from '../lib/errors';
import { useTestApp } from '../test/test-app';

const probeBody = z.object({ name: z.string().min(1), age: z.number().int() });

/** Routes that exercise each kind of failure the error handler maps. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const };
  app.post(
    '/api/probe',
    { config, schema: { body: probeBody, response: { 200: envelope(probeBody) } } },
    (request) => ({
      data: request.body,
    }),
  );
  app.get('/api/probe/conflict', { config }, () => {
    throw new ConflictError('Already booked');
  });
  app.get('/api/probe/crash', { config }, () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  app.get('/api/probe/bad-response', { config, schema: { response: { 200: envelope(probeBody) } } }, () => ({
    data: { name: 'x', age: 'not a number' } as never,
  }));
};

describe('error envelope', () => {
  const t = useTestApp();
  beforeAll(() => t().app.register(probeRoutes));

  it('answers malformed JSON with 400 invalid_json naming the body', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Anna",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_json', details: [{ field: 'body' }] });
  });

  it('answers a wrong field type with 400 naming that field', async () => {
    const response = await t().app.inject({ method: 'POST', url: '/api/probe', payload: { name: 'Anna', age: 'ten' } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation');
    expect(error.message).toContain('body.age');
    expect(error.details).toEqual([expect.objectContaining({ field: 'body.age', rule: 'invalid_type' })]);
  });

  it('names every missing field', async () => {
    const response = await t().app.inject({ method: 'POST', url: '/api/probe', payload: {} });
    const fields = response.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(['body.name', 'body.age']);
  });

  it('accepts a valid body', async () => {
    const response = await t().app.inject({ method: 'POST', url: '/api/probe', payload: { name: 'Anna', age: 19 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Anna', age: 19 } });
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('maps a domain error to its status and code', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: 'Already booked' } });
  });

  it('hides an unexpected error behind 500 with the request id and no stack', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error.code).toBe('internal');
    expect(body.error.details.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts');
  });

  it('refuses to send a response that breaks its schema', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/probe/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('not a number');
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /api/nope' } });
  });
});
