import { envelope, releaseNoteSchema, releasesQuerySchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses } from '../../../lib/route-schema';
import { listReleaseNotes } from './releases.service';

export const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/releases',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Release notes, newest first',
        querystring: releasesQuerySchema,
        response: { 200: envelope(z.array(releaseNoteSchema)), ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await listReleaseNotes(app.database.db, request.query.language) }),
  );
};
