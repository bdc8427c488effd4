import {
  envelope,
  linkRequestAnswerInput,
  linkRequestSchema,
  monitorInviteInput,
  monitorSearchQuery,
  monitorSearchResultSchema,
  studentRequestInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import { answerRequest } from './link-answer.service';
import { findMonitors, inviteStudent, listLinkRequests, requestMonitor } from './link-requests.service';
import { studentHomeRoutes } from './student-home.routes';

/**
 * Connection requests between students and monitors (spec §3 Link request): a student asks a
 * monitor, a monitor invites a student by e-mail; the other side accepts or refuses. The
 * student-side routes name `account`, which every signed-in person reads; the services
 * check who is the student and who the monitor.
 */
export const linkRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const tags = ['link requests'];
  const errors = recordErrorResponses;
  const signedIn = { action: 'read', subject: 'account' } as const;

  app.get(
    '/monitors/search',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Monitors whose name or first name starts with q (at least 3 letters; at most 20)',
        querystring: monitorSearchQuery,
        response: { 200: envelope(z.array(monitorSearchResultSchema)), ...errors },
      },
    },
    async (request) => ({ data: await findMonitors(deps.db, request.query.q) }),
  );

  app.get(
    '/link-requests',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'My connection requests: as a monitor those to and from me, as a student my own',
        response: { 200: envelope(z.array(linkRequestSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listLinkRequests(deps.db, actorOf(request)) }),
  );

  app.post(
    '/link-requests',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'A student asks a monitor to take him on (409 already_linked when linked or asked)',
        body: studentRequestInput,
        response: { 201: envelope(linkRequestSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await requestMonitor(deps, actorOf(request), request.body.monitorId) }),
  );

  app.post(
    '/link-requests/invite',
    {
      config: { access: { action: 'manage', subject: 'students' } },
      schema: {
        tags,
        summary: 'A monitor invites a student by e-mail (pending in his list until accepted)',
        body: monitorInviteInput,
        response: { 201: envelope(linkRequestSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await inviteStudent(deps, actorOf(request), request.body) }),
  );

  app.post(
    '/link-requests/:id/answer',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'The awaited side accepts or refuses a request; both sides are e-mailed',
        params: z.object({ id: z.uuid() }),
        body: linkRequestAnswerInput,
        response: { 200: envelope(linkRequestSchema), ...errors },
      },
    },
    async (request) => ({
      data: await answerRequest(deps, actorOf(request), request.params.id, request.body.accept),
    }),
  );

  await app.register(studentHomeRoutes);
};
