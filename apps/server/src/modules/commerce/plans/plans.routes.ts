import {
  envelope,
  errorBodySchema,
  licenceBatchInput,
  licenceBatchSchema,
  PLAN_TERMS_MAX_BYTES,
  planInput,
  planSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { registerOwnedResource } from '../../../lib/crud-routes';
import { uploadBody } from '../../../lib/openapi-media';
import { commonErrorResponses } from '../../../lib/route-schema';
import { openUpload } from '../../../lib/upload';
import {
  changePlan,
  createPlan,
  generateKeyBatch,
  listPlans,
  setPlanAvailability,
  uploadPlanTerms,
} from './plans.service';

/** /subscriptions for the product administrator (spec §1, §3 Subscription): plans and licence keys. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { action: 'manage', subject: 'admin' } as const;
  const tag = 'subscriptions';
  const params = z.object({ id: z.uuid() });
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };

  registerOwnedResource(app, {
    path: '/subscription-plans',
    tag,
    noun: 'subscription plan',
    access,
    input: planInput,
    output: planSchema,
    list: () => listPlans(depsOf(app)),
    create: (actor, input) => createPlan(depsOf(app), actor, input),
    update: (actor, id, input, version) => changePlan(depsOf(app), actor, id, input, version),
  });

  app.put(
    '/subscription-plans/:id/disabled',
    {
      config: { access },
      schema: {
        tags: [tag],
        summary: 'Withdraws a plan from sale (true) or offers it again (false); plans are never deleted',
        params,
        body: z.object({ disabled: z.boolean() }),
        response: { 200: envelope(planSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setPlanAvailability(depsOf(app), actorOf(request), request.params.id, request.body.disabled),
    }),
  );

  app.put(
    '/subscription-plans/:id/terms',
    {
      config: { access },
      schema: {
        tags: [tag],
        summary: `Uploads the plan's terms (multipart field "file", a PDF of at most ${PLAN_TERMS_MAX_BYTES / 1_048_576} MB)`,
        ...uploadBody,
        params,
        response: { 200: envelope(planSchema), 413: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const incoming = await openUpload(request, PLAN_TERMS_MAX_BYTES);
      return { data: await uploadPlanTerms(depsOf(app), actorOf(request), request.params.id, incoming) };
    },
  );

  app.post(
    '/subscription-plans/:id/key-batches',
    {
      config: { access },
      schema: {
        tags: [tag],
        summary: 'Generates licence keys for a plan; the keys are in this answer only',
        params,
        body: licenceBatchInput,
        response: { 201: envelope(licenceBatchSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ data: await generateKeyBatch(depsOf(app), actorOf(request), request.params.id, request.body.count) }),
  );
};
