import { envelope, lessonPaymentInput, progressQuery, progressSchema, studentLessonsSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import { STUDENT_SHEET_ACCESS } from '../../students';
import { myLessons, studentLessons } from './lesson-history.service';
import { changeLessonPayment } from './lesson-payment.service';
import { myProgress, studentProgress } from './progress.service';

/** A student's progress on a training card and his lessons: on his sheet, and on his own dashboard. */
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
    '/students/:id/lessons',
    {
      config: { access: STUDENT_SHEET_ACCESS },
      schema: {
        tags,
        summary:
          'A student’s lessons, the latest first, with evaluations, comments and payment, and the lessons he has not paid',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(studentLessonsSchema), ...recordErrorResponses },
      },
    },
    async (request) => ({ data: await studentLessons(db, actorOf(request), request.params.id) }),
  );

  app.put(
    '/lessons/:id/payment',
    {
      config: { access: STUDENT_SHEET_ACCESS },
      schema: {
        tags,
        summary:
          'Marks an ended lesson paid, offered or unpaid (its appointment follows), and answers the student’s lessons; 409 lesson_not_ended while it is under way',
        params: z.object({ id: z.uuid() }),
        body: lessonPaymentInput,
        response: { 200: envelope(studentLessonsSchema), ...recordErrorResponses },
      },
    },
    async (request) => ({
      data: await changeLessonPayment(db, actorOf(request), request.params.id, request.body.payment),
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

  app.get(
    '/my-lessons',
    {
      config: { access: { action: 'read', subject: 'dashboard' } },
      schema: {
        tags,
        summary: 'My own lessons as a learner driver, the latest first, with evaluations, comments and payment',
        response: { 200: envelope(studentLessonsSchema), ...recordErrorResponses },
      },
    },
    async (request) => ({ data: await myLessons(db, actorOf(request)) }),
  );
};
