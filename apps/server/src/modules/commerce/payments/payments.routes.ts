import { cardPaymentViewSchema, envelope, errorBodySchema, paymentTokenSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { commonErrorResponses } from '../../../lib/route-schema';
import { cardPaymentView, type PurposeOutcomes, receiveNotification } from './card-payments.service';

/** A Datatrans notification is a few KB of JSON. */
const NOTIFICATION_MAX_BYTES = 65_536;

/**
 * Card payments' public side: the provider's signed notification, decided by the purposes the app
 * composed (`outcomes`), and a payment's status for its browser page (spec §2
 * /spc/:token/:status/:type?), which needs no session.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ outcomes: PurposeOutcomes }> = async (app, { outcomes }) => {
  const tags = ['payments'];
  const deps = depsOf(app);

  await app.register(async (webhook) => {
    // Here only: the body is kept as the text Datatrans signed (its signature is over the raw bytes).
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFICATION_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    webhook.withTypeProvider<ZodTypeProvider>().post(
      '/payments/datatrans/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "Datatrans's notification of a transaction: signed (Datatrans-Signature) over the raw body, else 401; the status is then read from Datatrans",
          headers: z.object({ 'datatrans-signature': z.string().max(200).optional() }),
          body: z.string().max(NOTIFICATION_MAX_BYTES),
          response: {
            200: envelope(z.object({ received: z.literal(true) })),
            401: errorBodySchema,
            404: errorBodySchema,
            503: errorBodySchema,
            ...commonErrorResponses,
          },
        },
      },
      async (request) => {
        await receiveNotification(deps, outcomes, {
          signature: request.headers['datatrans-signature'],
          rawBody: request.body,
        });
        return { data: { received: true as const } };
      },
    );
  });

  app.get(
    '/payments/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A card payment's status, what it was for and its amount (its browser page; nothing of the buyer)",
        params: z.object({ token: paymentTokenSchema }),
        response: { 200: envelope(cardPaymentViewSchema), 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await cardPaymentView(deps, request.params.token) }),
  );
};
