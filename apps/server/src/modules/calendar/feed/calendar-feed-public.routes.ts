import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { renderFeed } from './calendar-feed.service';

/**
 * The feed itself, outside /api: calendar apps (Apple, Google, Outlook) read it without signing
 * in, so the token is the only key. It travels as `?token=`, which the request log redacts.
 */
export const calendarFeedPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/ics/calendar.ics',
    {
      schema: { hide: true, querystring: z.object({ token: z.string().max(100).default('') }) },
    },
    async (request, reply) => {
      const feed = await renderFeed(deps, request.query.token);
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .type('text/calendar; charset=utf-8')
        .send(feed.body);
    },
  );
};
