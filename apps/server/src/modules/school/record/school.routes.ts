import { envelope, LOGO_MAX_BYTES, schoolInput, schoolSchema, withVersion } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse, uploadBody } from '../../../lib/openapi-media';
import { recordErrorResponses } from '../../../lib/route-schema';
import { readUpload } from '../../../lib/upload';
import { createSchool, getOwnSchool, updateSchool } from './school.service';
import { LOGO_TYPES, readSchoolLogo, removeSchoolLogo, storeSchoolLogo } from './school-logo.service';

const errors = { ...recordErrorResponses, 413: recordErrorResponses[400] };

/** /driving-school (spec §2, §3): the school's record and logo; admin licence or fre. */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const read = { access: { action: 'read', subject: 'drivingSchool', adminLicence: true } } as const;
  const manage = { access: { action: 'manage', subject: 'drivingSchool', adminLicence: true } } as const;
  const tags = ['school'];

  app.get(
    '/school',
    {
      config: read,
      schema: {
        tags,
        summary: 'My driving school, or null when I belong to none yet',
        response: { 200: envelope(schoolSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await getOwnSchool(deps, actorOf(request)) }),
  );

  app.post(
    '/school',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Founds a driving school: the instructor who belongs to none becomes its administrator',
        body: schoolInput,
        response: { 201: envelope(schoolSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createSchool(deps, actorOf(request), request.body) }),
  );

  app.put(
    '/school',
    {
      config: manage,
      schema: {
        tags,
        summary: "Changes the school's record at the version it was read (administrators)",
        body: withVersion(schoolInput),
        response: { 200: envelope(schoolSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateSchool(deps, actorOf(request), request.body) }),
  );

  app.put(
    '/school/logo',
    {
      config: manage,
      schema: {
        tags,
        summary: `Uploads the school's logo (multipart field "file": an image of at least 185×50 px, at most ${LOGO_MAX_BYTES / 1_048_576} MB)`,
        ...uploadBody,
        response: { 200: envelope(z.object({ stored: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await storeSchoolLogo(deps, actorOf(request), await readUpload(request, LOGO_MAX_BYTES));
      return { data: { stored: true as const } };
    },
  );

  app.delete(
    '/school/logo',
    {
      config: manage,
      schema: {
        tags,
        summary: "Removes the school's logo",
        response: { 200: envelope(z.object({ removed: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await removeSchoolLogo(deps, actorOf(request));
      return { data: { removed: true as const } };
    },
  );

  app.get(
    '/school/logo',
    {
      config: { access: { action: 'read', subject: 'drivingSchool' } },
      schema: {
        tags,
        summary: "The school's logo",
        response: { 200: fileResponse(LOGO_TYPES, 'The image'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await readSchoolLogo(deps, actorOf(request));
      return reply.type(file.mimeType).header('cache-control', 'private, no-cache').send(file.content);
    },
  );
};
