import { appPasswordInput, createdAppPasswordSchema, envelope, errorBodySchema, phoneSyncSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse } from '../../../lib/openapi-media';
import { recordErrorResponses as errors } from '../../../lib/route-schema';
import { signedAddressQuery } from '../../../lib/signed-address-query';
import { createAppPassword, listAppPasswords, revokeAppPassword } from './app-passwords.service';
import { APPLE_PROFILE_TYPE, openAppleProfile } from './apple-profile';

/** Those who hold calendars (monitors, employees, fre, admin) sync them to a phone. */
const config = { access: { action: 'manage', subject: 'calendar' } } as const;
const params = z.object({ id: z.uuid() });

/** App-specific passwords for phone calendar sync (CalDAV under /dav/, HTTP Basic). */
export const appPasswordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const tags = ['phone sync'];

  app.get(
    '/accounts/me/app-passwords',
    {
      config,
      schema: {
        tags,
        summary: 'The CalDAV address and user name for my phone, and my app passwords (never their secret)',
        response: { 200: envelope(phoneSyncSchema), ...errors },
      },
    },
    async (request) => ({ data: await listAppPasswords(deps, actorOf(request)) }),
  );

  app.post(
    '/accounts/me/app-passwords',
    {
      config,
      schema: {
        tags,
        summary: 'Generates an app password for a phone; the answer is the only time it is shown',
        body: appPasswordInput,
        response: { 201: envelope(createdAppPasswordSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createAppPassword(deps, actorOf(request), request.body, request.ip) }),
  );

  app.delete(
    '/accounts/me/app-passwords/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revokes one of my app passwords: the phone using it can no longer sync',
        params,
        response: { 200: envelope(z.object({ revoked: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await revokeAppPassword(deps, actorOf(request), request.params.id, request.ip);
      return { data: { revoked: true as const } };
    },
  );

  app.get(
    '/phone-sync/:id/calendar.mobileconfig',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'My Apple configuration profile for the phone calendar, by the signed address of the QR code (an hour)',
        params,
        querystring: signedAddressQuery,
        response: {
          200: fileResponse([APPLE_PROFILE_TYPE], 'The configuration profile'),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const profile = await openAppleProfile(deps, request.params.id, request.query);
      return reply
        .type(APPLE_PROFILE_TYPE)
        .header('content-disposition', 'attachment; filename="calendar.mobileconfig"')
        .send(profile);
    },
  );
};
