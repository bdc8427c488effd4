import {
  envelope,
  listEnvelope,
  monitorSummarySchema,
  studentInput,
  studentListItemSchema,
  studentListQuery,
  studentSchema,
  trainingInfoSchema,
  withVersion,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { splitVersion } from '../../../lib/versioned';
import { studentLifecycleRoutes } from './student-lifecycle.routes';
import { createStudents, manageStudents, readStudents, studentErrors, studentIdParams } from './student-route-schema';
import {
  createStudent,
  getStudent,
  listSchoolMonitors,
  listStudents,
  replaceStudent,
  replaceTraining,
} from './students.service';

/** Student records: the list, the sheet's identity and training info; lifecycle routes alongside. */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['students'];

  app.get(
    '/students',
    {
      config: readStudents,
      schema: {
        tags,
        summary: 'The students I hold, searched, filtered, sorted and paged',
        querystring: studentListQuery,
        response: { 200: listEnvelope(studentListItemSchema), ...studentErrors },
      },
    },
    async (request) => listStudents(db, actorOf(request), request.query),
  );

  app.post(
    '/students',
    {
      config: createStudents,
      schema: {
        tags,
        summary: 'Records a student of my school, managed by me (FABER unique in the school)',
        body: studentInput,
        response: { 201: envelope(studentSchema), ...studentErrors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createStudent(db, actorOf(request), request.body) }),
  );

  app.get(
    '/students/:id',
    {
      config: readStudents,
      schema: {
        tags,
        summary: 'A student I hold: identity, training info and monitors',
        params: studentIdParams,
        response: { 200: envelope(studentSchema), ...studentErrors },
      },
    },
    async (request) => ({ data: await getStudent(db, actorOf(request), request.params.id) }),
  );

  app.put(
    '/students/:id',
    {
      config: manageStudents,
      schema: {
        tags,
        summary: 'Replaces the identity of a student I may write, at the version I read',
        params: studentIdParams,
        body: withVersion(studentInput),
        response: { 200: envelope(studentSchema), ...studentErrors },
      },
    },
    async (request) => {
      const { input, version } = splitVersion(request.body);
      return { data: await replaceStudent(db, actorOf(request), request.params.id, input, version) };
    },
  );

  app.put(
    '/students/:id/training',
    {
      config: manageStudents,
      schema: {
        tags,
        summary: "Replaces the training info of a student I may write, at the student's version I read",
        params: studentIdParams,
        body: withVersion(trainingInfoSchema),
        response: { 200: envelope(studentSchema), ...studentErrors },
      },
    },
    async (request) => {
      const { input, version } = splitVersion(request.body);
      return { data: await replaceTraining(db, actorOf(request), request.params.id, input, version) };
    },
  );

  app.get(
    '/school-monitors',
    {
      config: readStudents,
      schema: {
        tags,
        summary: 'The monitors of my school, to transfer or share a student with',
        response: { 200: envelope(z.array(monitorSummarySchema)), ...studentErrors },
      },
    },
    async (request) => ({ data: await listSchoolMonitors(db, actorOf(request)) }),
  );

  await app.register(studentLifecycleRoutes);
};
