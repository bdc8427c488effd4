import { envelope, errorBodySchema, healthSchema, livenessSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses } from '../../../lib/route-schema';
import { checkHealth, checkLiveness, checkReadiness } from './health.service';

/** Probes are polled every few seconds: their answers are not logged unless they fail. */
const probe = { config: { access: 'public', probe: true }, logLevel: 'warn' } as const;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Checks that the server and its database answer',
        response: { 200: envelope(healthSchema), 503: errorBodySchema, ...commonErrorResponses },
      },
    },
    async () => ({ data: await checkHealth(app.database) }),
  );

  app.get(
    '/health/live',
    {
      ...probe,
      schema: {
        tags: ['platform'],
        summary: 'Liveness probe: the process answers (the database is not asked)',
        response: { 200: envelope(livenessSchema), ...commonErrorResponses },
      },
    },
    async () => ({ data: checkLiveness() }),
  );

  app.get(
    '/health/ready',
    {
      ...probe,
      schema: {
        tags: ['platform'],
        summary:
          'Readiness probe: 503 while the server migrates, drains after SIGTERM, or its database does not answer',
        response: { 200: envelope(healthSchema), 503: errorBodySchema, ...commonErrorResponses },
      },
    },
    async () => ({ data: await checkReadiness(app.database, app.lifecycle.state) }),
  );
};
