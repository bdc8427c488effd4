import {
  articleDisablingInput,
  articleInput,
  articleSchema,
  envelope,
  errorBodySchema,
  LOGO_MAX_BYTES,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { registerOwnedResource } from '../../../lib/crud-routes';
import { uploadBody } from '../../../lib/openapi-media';
import { commonErrorResponses } from '../../../lib/route-schema';
import { openUpload } from '../../../lib/upload';
import { storeArticleLogo } from './article-logo.service';
import { createArticle, disableOwnArticle, listArticles, updateArticle } from './articles.service';

/**
 * /shop-settings (spec §2, §3 Article): a monitor's articles, managed by him (and by his school's
 * head); fre and the product administrator sell their own. Employees sell the shared ones on /shop.
 */
export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { action: 'manage', subject: 'shop' } as const;
  const tag = 'shop';
  const params = z.object({ id: z.uuid() });
  const errors = {
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    ...commonErrorResponses,
  };

  registerOwnedResource(app, {
    path: '/articles',
    tag,
    noun: 'article',
    access,
    input: articleInput,
    output: articleSchema,
    list: (actor) => listArticles(depsOf(app), actor),
    create: (actor, input) => createArticle(depsOf(app), actor, input),
    update: (actor, id, input, version) => updateArticle(depsOf(app), actor, id, input, version),
  });

  app.put(
    '/articles/:id/disabled',
    {
      config: { access },
      schema: {
        tags: [tag],
        summary: 'Disables an article for good (spec §4: disabling replaces deletion; it is never enabled again)',
        params,
        body: articleDisablingInput,
        response: { 200: envelope(articleSchema), ...errors },
      },
    },
    async (request) => ({ data: await disableOwnArticle(depsOf(app), actorOf(request), request.params.id) }),
  );

  app.put(
    '/articles/:id/logo',
    {
      config: { access },
      schema: {
        tags: [tag],
        summary: `Uploads the article's logo (multipart field "file": a square PNG, JPEG or GIF of at most ${LOGO_MAX_BYTES / 1_048_576} MB)`,
        ...uploadBody,
        params,
        response: { 200: envelope(articleSchema), 413: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const incoming = await openUpload(request, LOGO_MAX_BYTES);
      return { data: await storeArticleLogo(depsOf(app), actorOf(request), request.params.id, incoming) };
    },
  );
};
