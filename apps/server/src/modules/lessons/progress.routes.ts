import { envelope, progressQuery, progressSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordErrorResponses } from '../../lib/route-schema';
import { actorOf } from '../../plugins/route-access';
import { STUDENT_SHEET_ACCESS } from '../student-sheet/student-resource-routes';
import { myProgress, studentProgress } from './progress.service';

/** A student's progress on a training card: on his sheet, and on his own dashboard. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['lessons'];
  const response = { 200: envelope(progressSchema), ...recordErrorResponses };

  app.get(
    '/students/:id/progress',
    {
      config: { access: STUDENT_SHEET_ACCESS },
      schema: {
        tags,
        summary:
          'A student’s latest level per skill, history and exam readiness per domain, on a card (the last used by default)',
        params: z.object({ id: z.uuid() }),
        querystring: progressQuery,
        response,
      },
    },
    async (request) => ({
      data: await studentProgress(db, actorOf(request), request.params.id, request.query.cardId),
    }),
  );

  app.get(
    '/my-progress',
    {
      config: { access: { action: 'read', subject: 'dashboard' } },
      schema: { tags, summary: 'My own progress, as a learner driver', querystring: progressQuery, response },
    },
    async (request) => ({ data: await myProgress(db, actorOf(request), request.query.cardId) }),
  );
};
