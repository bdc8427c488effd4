import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeAccessPlugin } from './route-access';

describe('route access declaration', () => {
  it('refuses to register an API route that does not say who may call it', async () => {
    const app = Fastify();
    await app.register(routeAccessPlugin);
    expect(() => app.get('/api/open-by-mistake', async () => 'oops')).toThrow(/does not declare its access/);
    await app.close();
  });

  it('accepts a route that declares its access', async () => {
    const app = Fastify();
    await app.register(routeAccessPlugin);
    app.get('/api/declared', { config: { access: 'public' } }, async () => 'ok');
    expect((await app.inject({ url: '/api/declared' })).body).toBe('ok');
    await app.close();
  });
});
