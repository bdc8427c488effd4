import { calendarFeedSchema, createdCalendarFeedSchema, envelope } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses as errors } from '../../../lib/route-schema';
import { createFeed, deleteFeed, listFeeds } from './calendar-feed.service';

const config = { access: { action: 'manage', subject: 'calendar' } } as const;
const params = z.object({ id: z.uuid() });

/** The owner's side of the read-only ICS feeds, under /api. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const tags = ['phone sync'];

  app.get(
    '/calendar-feeds',
    {
      config,
      schema: {
        tags,
        summary: 'My own calendars and whether their read-only ICS feed is on',
        response: { 200: envelope(z.array(calendarFeedSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listFeeds(deps.db, actorOf(request)) }),
  );

  app.post(
    '/calendars/:id/feed',
    {
      config,
      schema: {
        tags,
        summary: 'Makes the ICS feed address of my calendar, or a new one (the old one stops working); shown once',
        params,
        response: { 201: envelope(createdCalendarFeedSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createFeed(deps, actorOf(request), request.params.id) }),
  );

  app.delete(
    '/calendars/:id/feed',
    {
      config,
      schema: {
        tags,
        summary: 'Turns the ICS feed of my calendar off',
        params,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await deleteFeed(deps.db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
