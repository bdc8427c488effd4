import { envelope, myDaySchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses as errors } from '../../../lib/route-schema';
import { myDay } from './my-day.service';

export const myDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/my-day',
    {
      config: { access: { action: 'read', subject: 'home' } },
      schema: {
        tags: ['calendar'],
        summary:
          "My day: today's appointments of my calendars, the next lesson within 60 minutes, tasks due, unpaid past lessons",
        response: { 200: envelope(myDaySchema), ...errors },
      },
    },
    async (request) => ({ data: await myDay(db, actorOf(request)) }),
  );
};
