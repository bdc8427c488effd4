import {
  envelope,
  errorBodySchema,
  RESOURCE_FILE_MAX_BYTES,
  RESOURCE_TYPES,
  resourceInput,
  resourceLibrarySchema,
  resourceSchema,
  resourceSharingInput,
  resourceUploadQuery,
  withVersion,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { uploadBody } from '../../../lib/openapi-media';
import { commonErrorResponses } from '../../../lib/route-schema';
import { openUpload } from '../../../lib/upload';
import {
  changeResource,
  createLinkResource,
  listLibrary,
  removeResource,
  shareResource,
  uploadResource,
} from './resources.service';

/**
 * /resources (spec §2, §3 Resource): the library of monitors and their school. Reading it is for
 * monitors and the school's employees; changing it needs, for an employee, the "share resources" right.
 */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'resources';
  const read = { action: 'manage', subject: 'resources' } as const;
  const change = { ...read, right: 'shareResources' } as const;
  const params = z.object({ id: z.uuid() });
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };
  const one = z.object({ data: resourceSchema });

  app.get(
    '/resources',
    {
      config: { access: read },
      schema: {
        tags: [tag],
        summary: "The library: the actor's resources and his school's, with the quota his uploads use",
        querystring: z.object({ type: z.enum(RESOURCE_TYPES).optional(), q: z.string().trim().max(100).default('') }),
        response: { 200: z.object({ data: resourceLibrarySchema }), ...errors },
      },
    },
    async (request) => ({ data: await listLibrary(depsOf(app), actorOf(request), request.query) }),
  );

  app.post(
    '/resources',
    {
      config: { access: change },
      schema: {
        tags: [tag],
        summary: 'Adds a resource without a file (a web address: a link, an ordinance, a directive)',
        body: resourceInput,
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createLinkResource(depsOf(app), actorOf(request), request.body) }),
  );

  app.post(
    '/resources/upload',
    {
      config: { access: change },
      schema: {
        tags: [tag],
        summary: `Uploads a file (multipart field "file", at most ${RESOURCE_FILE_MAX_BYTES / 1_048_576} MB within the 500 MB quota) as a new resource`,
        ...uploadBody,
        querystring: resourceUploadQuery,
        response: { 201: one, 413: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const incoming = await openUpload(request, RESOURCE_FILE_MAX_BYTES);
      const resource = await uploadResource(depsOf(app), actorOf(request), incoming, request.query.type);
      return reply.code(201).send({ data: resource });
    },
  );

  app.put(
    '/resources/:id',
    {
      config: { access: change },
      schema: {
        tags: [tag],
        summary: 'Changes the names, type, link and place of a resource',
        params,
        body: withVersion(resourceInput),
        response: { 200: one, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return { data: await changeResource(depsOf(app), actorOf(request), request.params.id, input, version) };
    },
  );

  app.delete(
    '/resources/:id',
    {
      config: { access: change },
      schema: {
        tags: [tag],
        summary: 'Deletes a resource and its file; one an article of the shop delivers is kept (409 resource_in_use)',
        params,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await removeResource(depsOf(app), actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.put(
    '/resources/:id/sharing',
    {
      config: { access: change },
      schema: {
        tags: [tag],
        summary: "Shares the resource with all the owner's students or with chosen ones",
        params,
        body: resourceSharingInput,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({ data: await shareResource(depsOf(app), actorOf(request), request.params.id, request.body) }),
  );
};
