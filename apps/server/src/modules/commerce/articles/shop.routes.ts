import {
  ARTICLE_CODE_PATTERN,
  envelope,
  errorBodySchema,
  LANGUAGES,
  MONITOR_PARAM_PATTERN,
  publicArticleSchema,
  shopArticleSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { listShop, publicArticle } from './shop.service';

/** What is for sale: /shop for a signed-in user, and an article's public page for anyone (spec §2). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'shop';

  app.get(
    '/shop',
    {
      config: { access: { action: 'read', subject: 'shop' } },
      schema: {
        tags: [tag],
        summary:
          'The articles I may buy (a learner: his monitors’ and school’s; a monitor: the product’s and his own to preview)',
        response: {
          200: envelope(z.array(shopArticleSchema)),
          401: errorBodySchema,
          403: errorBodySchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await listShop(depsOf(app), actorOf(request)) }),
  );

  app.get(
    '/public/articles/:monitor/:article',
    {
      config: { access: 'public' },
      schema: {
        tags: [tag],
        summary:
          'An article’s public page (/resources/:monitor/:article/:language?): public and on sale only, else 404',
        params: z.object({
          monitor: z.string().max(100).regex(MONITOR_PARAM_PATTERN, 'must end in 10 letters or digits'),
          article: z.string().regex(ARTICLE_CODE_PATTERN, 'must be 6 letters or digits'),
        }),
        querystring: z.object({ language: z.enum(LANGUAGES).optional() }),
        response: { 200: envelope(publicArticleSchema), 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({
      data: await publicArticle(depsOf(app), request.params.monitor, request.params.article, request.query.language),
    }),
  );
};
