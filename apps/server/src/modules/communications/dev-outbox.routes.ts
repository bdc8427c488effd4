import { envelope } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses } from '../../lib/route-schema';
import { findOutbox } from './logs/communication-logs.repo';

const outboxQuery = z.object({ channel: z.enum(['email', 'sms']).optional(), recipient: z.string().optional() });
const outboxMessage = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: z.date(),
});

/**
 * The local outbox (every e-mail and SMS the product wrote, whatever became of it), for
 * development and browser tests. Registered only when DEV_OUTBOX is on (the default outside production).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Latest 50 messages of the local outbox (not in production)',
        querystring: outboxQuery,
        response: { 200: envelope(z.array(outboxMessage)), ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await findOutbox(app.database.db, request.query) }),
  );
};
