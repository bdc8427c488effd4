import {
  courseParticipantsSchema,
  envelope,
  errorBodySchema,
  registrySubmissionSchema,
  sariConnectionTestSchema,
  sariCredentialsInput,
  sariCredentialsSchema,
  sariSubmissionInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import {
  listCourseParticipants,
  listStudentSubmissions,
  resendSubmission,
  sendToL2,
  sendToSari,
  withdrawSubmission,
} from './registry-submissions.service';
import {
  getSariCredentials,
  removeSariCredentials,
  saveSariCredentials,
  testSariCredentials,
} from './sari-credentials.service';

const idParams = z.object({ id: z.uuid() });

/**
 * SARI and L2 (spec §1, §3 Credentials, §4): my SARI account and its test, a course's
 * participants with their SARI state, sending students to SARI or to L2, sending again,
 * withdrawing a student from his SARI course. The sending and the withdrawal run in the job queue
 * (`integrations.registry-send`); the answers are the rows.
 */
export const registriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const sariAccount = { access: { action: 'manage', subject: 'sari' } } as const;
  const errors = { ...recordErrorResponses, 409: errorBodySchema };
  const tags = ['registries'];

  app.get(
    '/account/sari-credentials',
    {
      config: sariAccount,
      schema: {
        tags,
        summary: 'My SARI account (never its secret nor its password); null when none',
        response: { 200: envelope(sariCredentialsSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await getSariCredentials(deps, actorOf(request)) }),
  );

  app.put(
    '/account/sari-credentials',
    {
      config: sariAccount,
      schema: {
        tags,
        summary: 'Saves my SARI account (secret and password sealed; left out, the kept ones stay)',
        body: sariCredentialsInput,
        response: { 200: envelope(sariCredentialsSchema), ...errors },
      },
    },
    async (request) => ({ data: await saveSariCredentials(deps, actorOf(request), request.body) }),
  );

  app.delete(
    '/account/sari-credentials',
    {
      config: sariAccount,
      schema: {
        tags,
        summary: 'Forgets my SARI account',
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await removeSariCredentials(deps, actorOf(request));
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/account/sari-credentials/test',
    {
      config: sariAccount,
      schema: {
        tags,
        summary: 'Authenticates at SARI with my saved account and calls its version (422 refused, 502 no answer)',
        response: { 200: envelope(sariConnectionTestSchema), 422: errorBodySchema, 502: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await testSariCredentials(deps, actorOf(request)) }),
  );

  app.get(
    '/courses/:id/participants',
    {
      config: { access: { action: 'manage', subject: 'courses', adminLicence: true } },
      schema: {
        tags,
        summary: "The students of the course's sessions, with their SARI state",
        params: idParams,
        response: { 200: envelope(courseParticipantsSchema), ...errors },
      },
    },
    async (request) => ({ data: await listCourseParticipants(deps, actorOf(request), request.params.id) }),
  );

  app.post(
    '/courses/:id/sari-submissions',
    {
      config: { access: { action: 'manage', subject: 'students', right: 'sariSync' } },
      schema: {
        tags,
        summary: "Sends students to SARI for the course's SARI id (queued; registered or refused when SARI answers)",
        params: idParams,
        body: sariSubmissionInput,
        response: { 200: envelope(z.array(registrySubmissionSchema)), ...errors },
      },
    },
    async (request) => ({ data: await sendToSari(deps, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/registry-submissions/:id/resend',
    {
      config: { access: { action: 'manage', subject: 'students' } },
      schema: {
        tags,
        summary: 'Sends a refused, failed or withdrawn sending again (409 not_resendable otherwise)',
        params: idParams,
        response: { 200: envelope(registrySubmissionSchema), ...errors },
      },
    },
    async (request) => ({ data: await resendSubmission(deps, actorOf(request), request.params.id) }),
  );

  app.post(
    '/registry-submissions/:id/withdraw',
    {
      config: { access: { action: 'manage', subject: 'students', right: 'sariSync' } },
      schema: {
        tags,
        summary:
          "Withdraws a student registered at SARI from his course (withdrawing, then withdrawn or registered again with SARI's refusal; 409 not_withdrawable otherwise)",
        params: idParams,
        response: { 200: envelope(registrySubmissionSchema), ...errors },
      },
    },
    async (request) => ({ data: await withdrawSubmission(deps, actorOf(request), request.params.id) }),
  );

  app.post(
    '/students/:id/l2-submission',
    {
      config: { access: { action: 'manage', subject: 'students', right: 'sendToL2' } },
      schema: {
        tags,
        summary: 'Sends the student to L2 (queued; 409 registry_off when L2 is not configured)',
        params: idParams,
        response: { 200: envelope(registrySubmissionSchema), ...errors },
      },
    },
    async (request) => ({ data: await sendToL2(deps, actorOf(request), request.params.id) }),
  );

  app.get(
    '/students/:id/registry-submissions',
    {
      config: { access: { action: 'manage', subject: 'students' } },
      schema: {
        tags,
        summary: "The student's sendings to SARI and L2, newest first",
        params: idParams,
        response: { 200: envelope(z.array(registrySubmissionSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listStudentSubmissions(deps, actorOf(request), request.params.id) }),
  );
};
