import { envelope, lessonEndInput, lessonSchema, lessonStartInput, lessonSyncInput } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import { endLesson, getOngoingLesson, startLesson, syncLesson } from './lessons.service';

const idParams = z.object({ id: z.uuid() });

/** Lessons with a training card (spec §4 Lesson): started, evaluated, ended, by the monitor giving them. */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['lessons'];
  const errors = recordErrorResponses;
  const config = { access: { action: 'manage', subject: 'lesson' } } as const;

  app.post(
    '/lessons',
    {
      config: { access: { ...config.access, right: 'deliverTraining' } },
      schema: {
        tags,
        summary:
          'Starts a lesson (its id made by the client: the same start again answers the same lesson); 409 lesson_ongoing while another one is',
        body: lessonStartInput,
        response: { 201: envelope(lessonSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await startLesson(db, actorOf(request), request.body) }),
  );

  app.get(
    '/lessons/ongoing',
    {
      config,
      schema: {
        tags,
        summary: 'My ongoing lesson, or null',
        response: { 200: envelope(lessonSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await getOngoingLesson(db, actorOf(request)) }),
  );

  app.put(
    '/lessons/:id/work',
    {
      config,
      schema: {
        tags,
        summary: 'Stores the evaluations (0–5) and comments made so far, each once by its id (offline sync)',
        params: idParams,
        body: lessonSyncInput,
        response: { 200: envelope(lessonSchema), ...errors },
      },
    },
    async (request) => ({ data: await syncLesson(db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/lessons/:id/end',
    {
      config,
      schema: {
        tags,
        summary: 'Ends the lesson, paid or offered (its appointment follows); ending it again changes nothing',
        params: idParams,
        body: lessonEndInput,
        response: { 200: envelope(lessonSchema), ...errors },
      },
    },
    async (request) => ({ data: await endLesson(db, actorOf(request), request.params.id, request.body) }),
  );
};
