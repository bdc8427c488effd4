import {
  communicationSchema,
  credentialsResultSchema,
  drivingLicenceInput,
  drivingLicenceSchema,
  envelope,
  examInput,
  examSchema,
  licencePhotoSchema,
  taskInput,
  taskSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { listCommunications } from './communications.service';
import { sendCredentials } from './credentials.service';
import {
  addDrivingLicence,
  listDrivingLicences,
  removeDrivingLicence,
  replaceDrivingLicence,
} from './driving-licences.service';
import { examinersRoutes } from './examiners.routes';
import { addExam, listExams, removeExam, replaceExam } from './exams.service';
import { studentLicencePhoto } from './licence-photo.service';
import {
  registerStudentResource,
  STUDENT_SHEET_ACCESS,
  studentParams,
  studentSheetErrors,
} from './student-resource-routes';
import { addTask, listTasks, removeTask, replaceTask } from './tasks.service';

/** The parts of the student sheet (spec §2 /students/profile) beyond identity and training info. */
export const studentSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const accountDeps = depsOf(app);
  const config = { access: STUDENT_SHEET_ACCESS };
  const tags = ['student sheet'];

  await app.register(examinersRoutes);

  registerStudentResource(app, {
    path: 'licences',
    itemParam: 'licenceId',
    noun: 'driving licence',
    input: drivingLicenceInput,
    output: drivingLicenceSchema,
    list: (actor, studentId) => listDrivingLicences(db, actor, studentId),
    create: (actor, studentId, input) => addDrivingLicence(db, actor, studentId, input),
    update: (actor, studentId, id, input, version) => replaceDrivingLicence(db, actor, studentId, id, input, version),
    remove: (actor, studentId, id) => removeDrivingLicence(db, actor, studentId, id),
  });

  registerStudentResource(app, {
    path: 'exams',
    itemParam: 'examId',
    noun: 'exam',
    input: examInput,
    output: examSchema,
    list: (actor, studentId) => listExams(db, actor, studentId),
    create: (actor, studentId, input) => addExam(db, actor, studentId, input),
    update: (actor, studentId, id, input, version) => replaceExam(db, actor, studentId, id, input, version),
    remove: (actor, studentId, id) => removeExam(db, actor, studentId, id),
  });

  registerStudentResource(app, {
    path: 'tasks',
    itemParam: 'taskId',
    noun: 'task',
    input: taskInput,
    output: taskSchema,
    list: (actor, studentId) => listTasks(db, actor, studentId),
    create: (actor, studentId, input) => addTask(db, actor, studentId, input),
    update: (actor, studentId, id, input, version) => replaceTask(db, actor, studentId, id, input, version),
    remove: (actor, studentId, id) => removeTask(db, actor, studentId, id),
  });

  app.get(
    '/students/:id/communications',
    {
      config,
      schema: {
        tags,
        summary: 'The last 50 e-mails and SMS concerning the student, newest first',
        params: studentParams,
        response: { 200: envelope(z.array(communicationSchema)), ...studentSheetErrors },
      },
    },
    async (request) => ({ data: await listCommunications(db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/students/:id/licence-photo',
    {
      config,
      schema: {
        tags,
        summary: "The address of the photo of the student's driving licence he uploaded, or null",
        params: studentParams,
        response: { 200: envelope(licencePhotoSchema), ...studentSheetErrors },
      },
    },
    async (request) => ({ data: await studentLicencePhoto(accountDeps, actorOf(request), request.params.id) }),
  );

  app.post(
    '/students/:id/credentials',
    {
      config,
      schema: {
        tags,
        summary: "Creates or links the student's login and e-mails him a link to choose his password",
        params: studentParams,
        response: { 200: envelope(credentialsResultSchema), ...studentSheetErrors },
      },
    },
    async (request) => ({ data: await sendCredentials(accountDeps, actorOf(request), request.params.id) }),
  );
};
