import { errorBodySchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse, PDF_TYPE } from '../../../lib/openapi-media';
import { commonErrorResponses } from '../../../lib/route-schema';
import { subscriptionInvoicePdf } from './subscription-invoice.service';

/** Invoices as Swiss QR-bills: a subscription order's, for its buyer and the product administrator. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription-orders/:id/invoice.pdf',
    {
      config: { access: { action: 'read', subject: 'subscriptions' } },
      schema: {
        tags: ['subscriptions'],
        summary:
          "An order's invoice with its QR-bill, in the buyer's language (his own orders; any for the product administrator)",
        params: z.object({ id: z.uuid() }),
        response: {
          200: fileResponse([PDF_TYPE], 'The PDF'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const pdf = await subscriptionInvoicePdf(depsOf(app), actorOf(request), request.params.id);
      return reply.type(PDF_TYPE).header('content-disposition', `inline; filename="${pdf.fileName}"`).send(pdf.content);
    },
  );
};
