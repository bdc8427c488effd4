import {
  envelope,
  shareAccessInput,
  shareInput,
  studentEventSchema,
  studentSchema,
  transferInput,
  transferResultSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import {
  changeShare,
  listStudentEvents,
  setArchived,
  shareStudent,
  transferStudent,
  unlinkMonitor,
} from './student-lifecycle.service';
import { manageStudents, readStudents, studentErrors, studentIdParams } from './student-route-schema';

const shareParams = studentIdParams.extend({ monitorId: z.uuid() });

/** Archive, transfer, share and unlink, each written to the student's audit trail, and that trail. */
export const studentLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['students'];
  const sheet = { 200: envelope(studentSchema), ...studentErrors };

  app.post(
    '/students/:id/archive',
    {
      config: manageStudents,
      schema: { tags, summary: 'Archives a student I may write', params: studentIdParams, response: sheet },
    },
    async (request) => ({ data: await setArchived(db, actorOf(request), request.params.id, true) }),
  );

  app.post(
    '/students/:id/unarchive',
    {
      config: manageStudents,
      schema: { tags, summary: 'Brings an archived student back', params: studentIdParams, response: sheet },
    },
    async (request) => ({ data: await setArchived(db, actorOf(request), request.params.id, false) }),
  );

  app.post(
    '/students/:id/transfer',
    {
      config: manageStudents,
      schema: {
        tags,
        summary: 'Hands a student I manage over to another monitor of the school, who is told by e-mail',
        params: studentIdParams,
        body: transferInput,
        response: { 200: envelope(transferResultSchema), ...studentErrors },
      },
    },
    async (request) => ({
      data: await transferStudent(depsOf(app), actorOf(request), request.params.id, request.body.monitorId),
    }),
  );

  app.post(
    '/students/:id/shares',
    {
      config: manageStudents,
      schema: {
        tags,
        summary: 'Shares a student I manage with another monitor, read-only or read-write',
        params: studentIdParams,
        body: shareInput,
        response: { 201: envelope(studentSchema), ...studentErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await shareStudent(db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/students/:id/shares/:monitorId',
    {
      config: manageStudents,
      schema: {
        tags,
        summary: 'Changes the access of a monitor a student I manage is shared with',
        params: shareParams,
        body: shareAccessInput,
        response: sheet,
      },
    },
    async (request) => ({
      data: await changeShare(db, actorOf(request), request.params.id, request.params.monitorId, request.body),
    }),
  );

  app.delete(
    '/students/:id/shares/:monitorId',
    {
      config: manageStudents,
      schema: {
        tags,
        summary: 'Unlinks a monitor sharing the student (the managing monitor any, a sharing monitor himself)',
        params: shareParams,
        response: { 200: envelope(z.object({ unlinked: z.literal(true) })), ...studentErrors },
      },
    },
    async (request) => {
      await unlinkMonitor(db, actorOf(request), request.params.id, request.params.monitorId);
      return { data: { unlinked: true as const } };
    },
  );

  app.get(
    '/students/:id/events',
    {
      config: readStudents,
      schema: {
        tags,
        summary: 'The audit trail of a student I hold, newest first',
        params: studentIdParams,
        response: { 200: envelope(z.array(studentEventSchema)), ...studentErrors },
      },
    },
    async (request) => ({ data: await listStudentEvents(db, actorOf(request), request.params.id) }),
  );
};
