import { envelope, errorBodySchema, jobsStatusSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { jobsStatus, retryJob } from './jobs.service';

/** /admin/jobs: the product administrator's view of the background jobs, and sending a given-up one back. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { action: 'manage', subject: 'admin' } as const;
  const tags = ['administration'];
  const errors = { 401: errorBodySchema, 403: errorBodySchema, ...commonErrorResponses };

  app.get(
    '/admin/jobs',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The job queues' counts by state (queued, scheduled, running, retrying, given up) and the latest 50 failures",
        response: { 200: envelope(jobsStatusSchema), ...errors },
      },
    },
    async () => ({ data: await jobsStatus(depsOf(app)) }),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Sends a given-up job back to its queue for one more try, now',
        params: z.object({ id: z.uuid() }),
        response: {
          204: z.null().describe('Sent back to its queue'),
          404: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await retryJob(depsOf(app), actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
