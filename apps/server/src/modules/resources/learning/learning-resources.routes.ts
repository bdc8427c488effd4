import { errorBodySchema, learningResourceSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { listLearningResources } from './learning-resources.service';

/** /learning/resources (spec §2): what the reader may consult. */
export const learningResourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/learning/resources',
    {
      config: { access: { action: 'read', subject: 'resources' } },
      schema: {
        tags: ['resources'],
        summary: 'Resources to consult: shared with a learner, or the library of a monitor with the didactic licence',
        response: {
          200: z.object({ data: z.array(learningResourceSchema) }),
          401: errorBodySchema,
          403: errorBodySchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await listLearningResources(depsOf(app), actorOf(request)) }),
  );
};
