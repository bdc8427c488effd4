import {
  checkoutInput,
  checkoutQuoteInput,
  checkoutQuoteSchema,
  checkoutResultSchema,
  envelope,
  errorBodySchema,
  purchaseSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf, optionalActorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { checkout, quoteCheckout } from './checkout.service';
import { recordShopOrderPayment } from './shop-order-payments.service';

/**
 * Buying in the shop (spec §2 /checkout/:monitor/:article): the quote and the order, for a
 * visitor or a signed-in user alike; voucher codes tried there are counted like the vouchers'
 * own check (429 past the limits). The seller records an invoice's payment.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];
  const errors = {
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    429: errorBodySchema,
    ...commonErrorResponses,
  };

  app.post(
    '/checkout/quote',
    {
      config: { access: 'public-or-signed-in', signIn: 'voucher' },
      schema: {
        tags,
        summary:
          'What buying an article costs, VAT included, what a voucher would pay and how the rest may be paid; nothing is written (404 for an article the caller may not buy)',
        body: checkoutQuoteInput,
        response: { 200: envelope(checkoutQuoteSchema), ...errors },
      },
    },
    async (request) => ({ data: await quoteCheckout(depsOf(app), optionalActorOf(request), request.body) }),
  );

  app.post(
    '/checkout',
    {
      config: { access: 'public-or-signed-in', signIn: 'voucher' },
      schema: {
        tags,
        summary:
          'Buys an article, the terms accepted: nothing due → paid and delivered; invoice → the QR-bill mailed; card → where to pay (`payment`). `accessToken` opens /purchase/:token',
        body: checkoutInput,
        response: { 201: envelope(checkoutResultSchema), 503: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await checkout(depsOf(app), optionalActorOf(request), request.body) }),
  );

  app.post(
    '/shop-orders/:id/payment',
    {
      config: { access: { action: 'manage', subject: 'shop' } },
      schema: {
        tags,
        summary:
          "Records an invoice's payment (its seller, or his school's head with the admin licence): paid and delivered once; 409 when it is not an invoice awaiting its payment",
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(purchaseSchema), ...errors },
      },
    },
    async (request) => ({ data: await recordShopOrderPayment(depsOf(app), actorOf(request), request.params.id) }),
  );
};
