import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../lib/errors';
import { queueCounts } from '../lib/jobs/job-status';
import { createMetrics } from '../lib/metrics';
import { safeEqual } from '../lib/secrets';

/** Where Prometheus reads the metrics: outside /api, as is the custom. */
export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics at GET /metrics for whoever sends `Authorization: Bearer METRICS_TOKEN`
 * (compared in constant time); without METRICS_TOKEN nothing is measured and /metrics is an
 * unknown address (404, kept out of the web app's fallback by plugins/web.ts).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const { database } = app;
  const metrics = createMetrics({
    queueCounts: () => queueCounts(database),
    poolStats: database.poolStats,
    log: app.log,
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.observe({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  app.get(
    METRICS_PATH,
    // No session: the route checks its own bearer token.
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!safeEqual(request.headers.authorization ?? '', `Bearer ${token}`)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new UnauthorizedError('unauthorized', 'The metrics token is missing or wrong');
      }
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    },
  );
});
