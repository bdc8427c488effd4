import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route. Every API route must say it: registering one without an
 * `access` entry in its config stops the server at start, so nothing is open by omission.
 */
export type RouteAccess = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const routeAccessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    }
  });
});
