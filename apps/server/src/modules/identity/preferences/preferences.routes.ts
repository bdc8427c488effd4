import {
  appLogoSchema,
  envelope,
  errorBodySchema,
  LICENCE_PHOTO_MAX_BYTES,
  LOGO_MAX_BYTES,
  licencePhotoSchema,
  quickActionsInput,
  setupStateInput,
  setupStateSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { uploadBody } from '../../../lib/openapi-media';
import { recordErrorResponses } from '../../../lib/route-schema';
import { openUpload } from '../../../lib/upload';
import { removeAppLogo, storeAppLogo } from './app-logo.service';
import { licencePhotoOf, removeLicencePhoto, storeLicencePhoto } from './licence-photo.service';
import { saveQuickActions } from './quick-actions.service';
import { saveSetupState } from './setup-wizard.service';

const errors = { ...recordErrorResponses, 413: errorBodySchema };
const removed = { 204: z.null().describe('Removed') };

/**
 * /account/me and the configuration wizard (spec §1, §2, §3): the wizard's step, the chips on my
 * day, the app logo and the driving-licence photo, each the caller's own.
 */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const tags = ['accounts'];
  const own = { access: 'authenticated' } as const;

  app.put(
    '/account/setup',
    {
      config: { access: { action: 'read', subject: 'wizard' } },
      schema: {
        tags,
        summary: 'Keeps where I am in the configuration wizard, and whether I finished or closed it',
        body: setupStateInput,
        response: { 200: envelope(setupStateSchema), ...errors },
      },
    },
    async (request) => ({ data: await saveSetupState(deps, actorOf(request), request.body) }),
  );

  app.put(
    '/account/quick-actions',
    {
      config: own,
      schema: {
        tags,
        summary: 'My chips on my day, in my order (at least one, each once)',
        body: quickActionsInput,
        response: { 200: envelope(quickActionsInput), ...errors },
      },
    },
    async (request) => ({ data: await saveQuickActions(deps, actorOf(request), request.body) }),
  );

  app.post(
    '/account/logo',
    {
      config: own,
      schema: {
        tags,
        summary: `Uploads my app logo (multipart field "file": an image of at least 185×50 px, at most ${LOGO_MAX_BYTES / 1_048_576} MB), shown instead of my school's`,
        ...uploadBody,
        response: { 200: envelope(appLogoSchema), ...errors },
      },
    },
    async (request) => {
      const incoming = await openUpload(request, LOGO_MAX_BYTES);
      return { data: await storeAppLogo(deps, actorOf(request), incoming) };
    },
  );

  app.delete(
    '/account/logo',
    {
      config: own,
      schema: { tags, summary: "Removes my app logo: my school's shows again", response: { ...removed, ...errors } },
    },
    async (request, reply) => {
      await removeAppLogo(deps, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/licence-photo',
    {
      config: own,
      schema: {
        tags,
        summary: 'The address of my driving-licence photo, or null',
        response: { 200: envelope(licencePhotoSchema), ...errors },
      },
    },
    async (request) => ({ data: await licencePhotoOf(deps, actorOf(request).userId) }),
  );

  app.post(
    '/account/licence-photo',
    {
      config: own,
      schema: {
        tags,
        summary: `Uploads a photo of my driving licence (multipart field "file": an image of at most ${LICENCE_PHOTO_MAX_BYTES / 1_048_576} MB)`,
        ...uploadBody,
        response: { 200: envelope(licencePhotoSchema), ...errors },
      },
    },
    async (request) => {
      const incoming = await openUpload(request, LICENCE_PHOTO_MAX_BYTES);
      return { data: await storeLicencePhoto(deps, actorOf(request), incoming) };
    },
  );

  app.delete(
    '/account/licence-photo',
    {
      config: own,
      schema: { tags, summary: 'Removes my driving-licence photo', response: { ...removed, ...errors } },
    },
    async (request, reply) => {
      await removeLicencePhoto(deps, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
