import {
  changePasswordInput,
  envelope,
  errorBodySchema,
  profileSchema,
  securityOverviewSchema,
  twoFactorConfirmInput,
  twoFactorDisableInput,
  twoFactorSetupSchema,
  updateProfileInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { confirmTotpSetup, startTotpSetup, turnOffTotp } from '../auth/two-factor.service';
import {
  changePassword,
  getProfile,
  revokeDevice,
  revokeSession,
  securityOverview,
  updateProfile,
} from './accounts.service';

const errors = { 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };
const idParams = z.object({ id: z.uuid() });
const done = envelope(z.object({ revoked: z.literal(true) }));

/** The signed-in user's own account: /account/me and /account/security. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const config = { access: 'authenticated' as const };
  const tags = ['accounts'];

  app.get(
    '/accounts/me',
    {
      config: { ...config, duringTwoFactorSetup: true },
      schema: { tags, summary: 'My personal details', response: { 200: envelope(profileSchema), ...errors } },
    },
    async (request) => ({ data: await getProfile(deps, actorOf(request)) }),
  );

  app.patch(
    '/accounts/me',
    {
      config,
      schema: {
        tags,
        summary: 'Updates my personal details',
        body: updateProfileInput,
        response: { 200: envelope(profileSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateProfile(deps, actorOf(request), request.body) }),
  );

  app.post(
    '/accounts/me/password',
    {
      config,
      schema: {
        tags,
        summary: 'Changes my password; every other session and remembered device ends',
        body: changePasswordInput,
        response: { 200: envelope(z.object({ changed: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      const token = await changePassword(deps, actorOf(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { data: { changed: true as const }, token };
    },
  );

  app.get(
    '/accounts/me/security',
    {
      config,
      schema: {
        tags,
        summary: 'My open sessions and remembered devices',
        response: { 200: envelope(securityOverviewSchema), ...errors },
      },
    },
    async (request) => ({ data: await securityOverview(deps, actorOf(request)) }),
  );

  app.delete(
    '/accounts/me/sessions/:id',
    {
      config,
      schema: { tags, summary: 'Ends one of my sessions', params: idParams, response: { 200: done, ...errors } },
    },
    async (request) => {
      await revokeSession(deps, actorOf(request), request.params.id);
      return { data: { revoked: true as const } };
    },
  );

  app.delete(
    '/accounts/me/devices/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Forgets one of my remembered devices',
        params: idParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await revokeDevice(deps, actorOf(request), request.params.id);
      return { data: { revoked: true as const } };
    },
  );

  const enrolment = { access: 'authenticated' as const, duringTwoFactorSetup: true };

  app.post(
    '/accounts/me/two-factor',
    {
      config: enrolment,
      schema: {
        tags,
        summary: 'Starts two-factor enrolment: a new TOTP secret for an authenticator app',
        response: { 200: envelope(twoFactorSetupSchema), 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await startTotpSetup(deps, actorOf(request)) }),
  );

  app.post(
    '/accounts/me/two-factor/confirm',
    {
      config: enrolment,
      schema: {
        tags,
        summary: 'Turns two-factor sign-in on with a first code; answers the recovery codes once',
        body: twoFactorConfirmInput,
        response: { 200: envelope(z.object({ recoveryCodes: z.array(z.string()) })), 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: { recoveryCodes: await confirmTotpSetup(deps, actorOf(request), request.body.otp) } }),
  );

  app.delete(
    '/accounts/me/two-factor',
    {
      config,
      schema: {
        tags,
        summary: 'Turns two-factor sign-in off (not for the product administrator)',
        body: twoFactorDisableInput,
        response: { 200: envelope(z.object({ disabled: z.literal(true) })), 403: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await turnOffTotp(deps, actorOf(request), request.body.password);
      return { data: { disabled: true as const } };
    },
  );
};
