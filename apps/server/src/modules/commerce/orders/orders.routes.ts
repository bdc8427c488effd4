import {
  envelope,
  errorBodySchema,
  ORDER_STATUSES,
  offeredPlanSchema,
  subscriptionOrderInput,
  subscriptionOrderSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { listAllOrders, listMyOrders, listOfferedPlans, orderPlan, recordOrderPayment } from './orders.service';

/**
 * Subscribing (spec §2 /account/subscriptions: "a shop to subscribe"): the plans offered, orders
 * paid by invoice; the product administrator records the payments.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'subscriptions';
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };
  const productAdmin = { action: 'manage', subject: 'admin' } as const;

  app.get(
    '/subscription-plans/offered',
    {
      config: { access: { action: 'read', subject: 'subscriptions' } },
      schema: {
        tags: [tag],
        summary: 'The plans offered to me (by my role, or to me by name)',
        response: { 200: envelope(z.array(offeredPlanSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listOfferedPlans(depsOf(app), actorOf(request)) }),
  );

  app.post(
    '/subscription-orders',
    {
      config: { access: { action: 'manage', subject: 'subscriptions' } },
      schema: {
        tags: [tag],
        summary: 'Orders a plan, the terms accepted; paid by invoice for now',
        body: subscriptionOrderInput,
        response: { 201: envelope(subscriptionOrderSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await orderPlan(depsOf(app), actorOf(request), request.body) }),
  );

  app.get(
    '/subscription-orders',
    {
      config: { access: { action: 'read', subject: 'subscriptions' } },
      schema: {
        tags: [tag],
        summary: 'My orders',
        response: { 200: envelope(z.array(subscriptionOrderSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listMyOrders(depsOf(app), actorOf(request)) }),
  );

  app.get(
    '/admin/subscription-orders',
    {
      config: { access: productAdmin },
      schema: {
        tags: [tag],
        summary: "Every client's orders, newest first (the product administrator)",
        querystring: z.object({ status: z.enum(ORDER_STATUSES).optional() }),
        response: { 200: envelope(z.array(subscriptionOrderSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listAllOrders(depsOf(app), request.query.status) }),
  );

  app.post(
    '/admin/subscription-orders/:id/payment',
    {
      config: { access: productAdmin },
      schema: {
        tags: [tag],
        summary: "Records an invoice's payment: the licences are issued to the buyer and mailed",
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(subscriptionOrderSchema), 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await recordOrderPayment(depsOf(app), actorOf(request), request.params.id) }),
  );
};
