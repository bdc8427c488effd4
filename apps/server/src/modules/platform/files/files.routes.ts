import { errorBodySchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { fileResponse } from '../../../lib/openapi-media';
import { signedAddressQuery } from '../../../lib/signed-address-query';
import { FILE_VARIANTS } from './file-urls';
import { openSignedFile } from './files.service';

/**
 * Stored files by signed, expiring addresses (answered inside the screens that may show them):
 * no bearer token, so an <img>, a <video> or a new tab can open them.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'A stored file by its signed address; one byte range answers 206 (videos seek)',
        params: z.object({ id: z.uuid() }),
        querystring: signedAddressQuery.extend({ variant: z.enum(FILE_VARIANTS).default('original') }),
        response: {
          200: fileResponse(['application/octet-stream'], 'The file'),
          206: fileResponse(['application/octet-stream'], 'The asked byte range'),
          403: errorBodySchema,
          404: errorBodySchema,
          416: z.null().describe('The range lies outside the file'),
        },
      },
    },
    async (request, reply) => {
      const answer = await openSignedFile(depsOf(app), request.params.id, request.query, request.headers.range);
      return reply
        .code(answer.status)
        .headers(answer.headers)
        .send(answer.body ?? undefined);
    },
  );
};
