import { trainingRouteInput, trainingRouteSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOwnedResource } from '../../../lib/crud-routes';
import { createRoute, deleteRoute, listRoutes, updateRoute } from './training-routes.service';

/** /account/routes (spec §2): the training routes an instructor drives; admin licence or fre. */
export const trainingRoutesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerOwnedResource(app, {
    path: '/routes',
    tag: 'routes',
    noun: 'training route',
    access: { action: 'manage', subject: 'routes', adminLicence: true },
    input: trainingRouteInput,
    output: trainingRouteSchema,
    list: (actor) => listRoutes(db, actor),
    create: (actor, input) => createRoute(db, actor, input),
    update: (actor, id, input, version) => updateRoute(db, actor, id, input, version),
    remove: (actor, id) => deleteRoute(db, actor, id),
  });
};
