import { dashboardSchema, envelope, errorBodySchema, myMonitorSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { listMyMonitors, studentDashboard } from './student-home.service';

/** What a signed-in student reads about himself: his monitors and his dashboard. */
export const studentHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['students'];
  const errors = { 401: errorBodySchema, 403: errorBodySchema, ...commonErrorResponses };

  app.get(
    '/me/monitors',
    {
      config: { access: { action: 'read', subject: 'account' } },
      schema: {
        tags,
        summary: 'My monitors (active links of my student records) with their contact details',
        response: { 200: envelope(z.array(myMonitorSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listMyMonitors(db, actorOf(request)) }),
  );

  app.get(
    '/dashboard',
    {
      config: { access: { action: 'read', subject: 'dashboard' } },
      schema: {
        tags,
        summary: 'My dashboard as a student: upcoming lessons, open tasks, exam dates',
        response: { 200: envelope(dashboardSchema), ...errors },
      },
    },
    async (request) => ({ data: await studentDashboard(db, actorOf(request)) }),
  );
};
