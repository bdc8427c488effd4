import { envelope, errorBodySchema, healthSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses } from '../../../lib/route-schema';
import { checkHealth } from './health.service';

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
};
