import {
  envelope,
  errorBodySchema,
  studentTheoryLicencesSchema,
  theoryCredentialsInput,
  theoryCredentialsSchema,
  theorySessionInput,
  theorySessionSchema,
  theoryTestOverviewSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { listStudentTheoryLicences } from './student-theory-licences.service';
import {
  checkTheoryCredentials,
  readTheoryCredentials,
  removeTheoryCredentials,
  saveTheoryCredentials,
} from './theory-credentials.service';
import { openTheorySession, theoryTestOverview } from './theory-test.service';

const tag = 'theory-test';
/** Whoever may open the theory test keeps his account at the service (spec §3 Credentials, §6). */
const theoryTest = { access: { action: 'read', subject: 'theoryTest' } as const };
const refusals = { 401: errorBodySchema, 403: errorBodySchema, ...commonErrorResponses };
/** The service's answers: credentials refused (422), not answering (503) or failing (502). */
const serviceErrors = { 409: errorBodySchema, 422: errorBodySchema, 502: errorBodySchema, 503: errorBodySchema };

/** /account/me's theory-exam credentials and /theory-test (issue 27 §3). */
export const theoryExamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/theory-credentials',
    {
      config: theoryTest,
      schema: {
        tags: [tag],
        summary:
          'My account at the theory-exam service: username and whether the service accepted it (never the password)',
        response: { 200: envelope(theoryCredentialsSchema), ...refusals },
      },
    },
    async (request) => ({ data: await readTheoryCredentials(depsOf(app), actorOf(request)) }),
  );

  app.put(
    '/account/theory-credentials',
    {
      config: theoryTest,
      schema: {
        tags: [tag],
        summary: 'Saves my theory-exam service username and password (sealed), not yet checked',
        body: theoryCredentialsInput,
        response: { 200: envelope(theoryCredentialsSchema), ...refusals },
      },
    },
    async (request) => ({ data: await saveTheoryCredentials(depsOf(app), actorOf(request), request.body) }),
  );

  app.delete(
    '/account/theory-credentials',
    {
      config: theoryTest,
      schema: {
        tags: [tag],
        summary: 'Forgets my theory-exam service credentials',
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...refusals },
      },
    },
    async (request) => {
      await removeTheoryCredentials(depsOf(app), actorOf(request));
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/account/theory-credentials/test',
    {
      config: theoryTest,
      schema: {
        tags: [tag],
        summary:
          'Checks my credentials at the theory-exam service: 422 theory_credentials_invalid when refused (recorded), 503 when it does not answer',
        response: { 200: envelope(theoryCredentialsSchema), ...serviceErrors, ...refusals },
      },
    },
    async (request) => ({ data: await checkTheoryCredentials(depsOf(app), actorOf(request)) }),
  );

  app.get(
    '/theory-test',
    {
      config: theoryTest,
      schema: {
        tags: [tag],
        summary:
          'My theory-exam licences and my account at the service; 403 didactic_licence_required for staff without it',
        response: { 200: envelope(theoryTestOverviewSchema), ...refusals },
      },
    },
    async (request) => ({ data: await theoryTestOverview(depsOf(app), actorOf(request)) }),
  );

  app.post(
    '/theory-test/session',
    {
      config: theoryTest,
      schema: {
        tags: [tag],
        summary:
          'Starts training with one of my licences: activated at the service if needed, then its single-use sign-in address',
        body: theorySessionInput,
        response: { 200: envelope(theorySessionSchema), 404: errorBodySchema, ...serviceErrors, ...refusals },
      },
    },
    async (request) => ({
      data: await openTheorySession(depsOf(app), actorOf(request), request.body.licenceId),
    }),
  );

  app.get(
    '/theory-test/students',
    {
      config: { access: { action: 'read', subject: 'students' } },
      schema: {
        tags: [tag],
        summary: 'The theory-exam licences of the students I hold, with their training as last reported',
        response: { 200: envelope(z.array(studentTheoryLicencesSchema)), ...refusals },
      },
    },
    async (request) => ({ data: await listStudentTheoryLicences(depsOf(app), actorOf(request)) }),
  );
};
