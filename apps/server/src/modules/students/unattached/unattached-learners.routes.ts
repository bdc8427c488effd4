import {
  envelope,
  learnerLinkInput,
  learnerLinkSchema,
  learnerMessageInput,
  listEnvelope,
  unattachedLearnerQuery,
  unattachedLearnerSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import { linkLearner, listUnattachedLearners, messageLearner } from './unattached-learners.service';

/**
 * Spec §2 /bf-students: the product administrator (two-factor required, as everywhere for him)
 * finds the learner drivers registered without a monitor, writes to them, and connects one with
 * a monitor on request.
 */
export const unattachedLearnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const tags = ['product administration'];
  const access = { action: 'manage', subject: 'admin' } as const;
  const params = z.object({ id: z.uuid() });

  app.get(
    '/admin/learners',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Learner drivers without a monitor, searched by name or e-mail, newest first, 25 a page',
        querystring: unattachedLearnerQuery,
        response: { 200: listEnvelope(unattachedLearnerSchema), ...recordErrorResponses },
      },
    },
    async (request) => listUnattachedLearners(deps, request.query),
  );

  app.post(
    '/admin/learners/:id/message',
    {
      config: { access },
      schema: {
        tags,
        summary: 'E-mails a learner the subject and text written (audited)',
        params,
        body: learnerMessageInput,
        response: { 200: envelope(z.object({ sent: z.literal(true) })), ...recordErrorResponses },
      },
    },
    async (request) => {
      await messageLearner(deps, actorOf(request), request.params.id, request.body);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/admin/learners/:id/link',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Connects a learner without a monitor with a monitor, as his acceptance would (404 unknown_monitor, 409 already_linked)',
        params,
        body: learnerLinkInput,
        response: { 201: envelope(learnerLinkSchema), ...recordErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await linkLearner(deps, actorOf(request), request.params.id, request.body.monitorEmail) }),
  );
};
