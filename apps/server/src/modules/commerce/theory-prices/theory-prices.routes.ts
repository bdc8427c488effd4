import {
  envelope,
  errorBodySchema,
  theoryPriceDecisionInput,
  theoryPriceRequestInput,
  theoryPriceRequestSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses, recordErrorResponses } from '../../../lib/route-schema';
import { decideTheoryPrice, listTheoryPriceRequests, requestTheoryPrice } from './theory-prices.service';

/**
 * The preferential theory-exam price (spec §9, on request): a school's administrator asks, the
 * product administrator approves it with the school's prices or refuses it.
 */
export const theoryPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schoolManager = { action: 'manage', subject: 'shop', adminLicence: true } as const;
  const tags = ['theory-prices'];
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };

  app.get(
    '/theory-price-requests',
    {
      config: { access: schoolManager },
      schema: {
        tags,
        summary:
          "Requests for the preferential theory-exam price, open ones first: every school's for the product administrator, his school's for its administrator",
        response: { 200: envelope(z.array(theoryPriceRequestSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listTheoryPriceRequests(depsOf(app), actorOf(request)) }),
  );

  app.post(
    '/theory-price-requests',
    {
      config: { access: schoolManager },
      schema: {
        tags,
        summary:
          "The school's administrator asks for the preferential theory-exam price (409 theory_price_request_open while one waits)",
        body: theoryPriceRequestInput,
        response: { 201: envelope(theoryPriceRequestSchema), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await requestTheoryPrice(depsOf(app), actorOf(request), request.body) }),
  );

  app.post(
    '/theory-price-requests/:id/decision',
    {
      config: { access: { action: 'manage', subject: 'admin' } },
      schema: {
        tags,
        summary:
          "The product administrator approves a request with the school's unit prices in CHF, or refuses it (409 theory_price_request_decided once answered)",
        params: z.object({ id: z.uuid() }),
        body: theoryPriceDecisionInput,
        response: { 200: envelope(theoryPriceRequestSchema), ...recordErrorResponses },
      },
    },
    async (request) => ({
      data: await decideTheoryPrice(depsOf(app), actorOf(request), request.params.id, request.body),
    }),
  );
};
