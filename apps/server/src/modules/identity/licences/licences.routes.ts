import { activateLicenceInput, envelope, errorBodySchema, licenceSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { activateLicence, listLicences } from './licences.service';

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...commonErrorResponses,
};

/** Licence keys of /account/subscriptions: a monitor lists his licences and activates a key. */
export const licencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { action: 'manage', subject: 'subscriptions' } as const };
  const tags = ['licences'];

  app.get(
    '/licences',
    {
      config,
      schema: {
        tags,
        summary: 'My licences and their status',
        response: { 200: envelope(z.array(licenceSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listLicences(app.database.db, actorOf(request)) }),
  );

  app.post(
    '/licences/activate',
    {
      config,
      schema: {
        tags,
        summary: 'Activates a licence key (XXXX-XXXX-XXXX-XXXX)',
        body: activateLicenceInput,
        response: { 200: envelope(licenceSchema), ...errors },
      },
    },
    async (request) => ({
      data: await activateLicence(app.database.db, request.log, actorOf(request), request.body.key),
    }),
  );
};
