import {
  errorBodySchema,
  infrastructureInput,
  infrastructureSchema,
  infrastructureTypeInput,
  infrastructureTypeSchema,
  vehicleInput,
  vehicleSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { registerOwnedResource } from '../../../lib/crud-routes';
import { fileResponse, uploadBody } from '../../../lib/openapi-media';
import { commonErrorResponses } from '../../../lib/route-schema';
import { readUpload } from '../../../lib/upload';
import { ACCESS_MAP_MAX_BYTES, ACCESS_MAP_TYPES, readAccessMap, storeAccessMap } from './access-map.service';
import {
  createInfrastructure,
  createType,
  createVehicle,
  listInfrastructures,
  listTypes,
  listVehicles,
  updateInfrastructure,
  updateType,
  updateVehicle,
} from './infrastructures.service';

/** /infrastructures (spec §2): infrastructures, their types and vehicles; admin licence or fre. */
export const infrastructuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = { action: 'manage', subject: 'infrastructures', adminLicence: true } as const;
  const tag = 'infrastructures';

  registerOwnedResource(app, {
    path: '/infrastructures',
    tag,
    noun: 'infrastructure',
    access,
    input: infrastructureInput,
    output: infrastructureSchema,
    list: (actor) => listInfrastructures(db, actor),
    create: (actor, input) => createInfrastructure(db, actor, input),
    update: (actor, id, input, version) => updateInfrastructure(db, actor, id, input, version),
  });
  registerOwnedResource(app, {
    path: '/infrastructure-types',
    tag,
    noun: 'infrastructure type',
    access,
    input: infrastructureTypeInput,
    output: infrastructureTypeSchema,
    list: (actor) => listTypes(db, actor),
    create: (actor, input) => createType(db, actor, input),
    update: (actor, id, input, version) => updateType(db, actor, id, input, version),
  });
  registerOwnedResource(app, {
    path: '/vehicles',
    tag,
    noun: 'vehicle',
    access,
    input: vehicleInput,
    output: vehicleSchema,
    list: (actor) => listVehicles(db, actor),
    create: (actor, input) => createVehicle(db, actor, input),
    update: (actor, id, input, version) => updateVehicle(db, actor, id, input, version),
  });

  const params = z.object({ id: z.uuid() });
  const errors = {
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    413: errorBodySchema,
    ...commonErrorResponses,
  };

  app.put(
    '/infrastructures/:id/access-map',
    {
      config: { access },
      schema: {
        tags: [tag],
        summary: `Uploads the access map (multipart field "file", a PDF or an image, at most ${ACCESS_MAP_MAX_BYTES / 1_048_576} MB)`,
        ...uploadBody,
        params,
        response: { 200: z.object({ data: z.object({ stored: z.literal(true) }) }), ...errors },
      },
    },
    async (request) => {
      await storeAccessMap(db, actorOf(request), request.params.id, await readUpload(request, ACCESS_MAP_MAX_BYTES));
      return { data: { stored: true as const } };
    },
  );

  app.get(
    '/infrastructures/:id/access-map',
    {
      config: { access },
      schema: {
        tags: [tag],
        summary: 'The access map, as uploaded',
        params,
        response: { 200: fileResponse(ACCESS_MAP_TYPES, 'The PDF or image'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await readAccessMap(db, actorOf(request), request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.name)}"`)
        .send(file.content);
    },
  );
};
