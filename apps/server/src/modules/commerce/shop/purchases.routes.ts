import { envelope, errorBodySchema, purchaseSchema, purchaseTokenSchema } from '@ds/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse, PDF_TYPE } from '../../../lib/openapi-media';
import { commonErrorResponses } from '../../../lib/route-schema';
import { accountPurchaseInvoice, accountPurchases, purchaseByToken, purchaseInvoiceByToken } from './purchases.service';

/**
 * What a buyer bought: by the private token of /purchase/:token (no account needed), and his
 * own purchases when signed in; each with its invoice, or its receipt once paid.
 */
export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];
  const token = z.object({ token: purchaseTokenSchema });
  const pdfAnswer = { 200: fileResponse([PDF_TYPE], 'The PDF'), 404: errorBodySchema, ...commonErrorResponses };
  const sendPdf = (reply: FastifyReply, pdf: { fileName: string; content: Buffer }) =>
    reply.type(PDF_TYPE).header('content-disposition', `inline; filename="${pdf.fileName}"`).send(pdf.content);

  app.get(
    '/purchases/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A purchase by its private token: the order and, once paid, what it delivered (fresh download links)',
        params: token,
        response: { 200: envelope(purchaseSchema), 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await purchaseByToken(depsOf(app), request.params.token) }),
  );

  app.get(
    '/purchases/:token/invoice.pdf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A purchase's invoice with its QR-bill, or its receipt once paid, in the buyer's language",
        params: token,
        response: pdfAnswer,
      },
    },
    async (request, reply) => sendPdf(reply, await purchaseInvoiceByToken(depsOf(app), request.params.token)),
  );

  app.get(
    '/account/purchases',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'What I bought in the shops, newest first',
        response: { 200: envelope(z.array(purchaseSchema)), 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await accountPurchases(depsOf(app), actorOf(request)) }),
  );

  app.get(
    '/account/purchases/:id/invoice.pdf',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "One of my purchases' invoice, or its receipt once paid (another's: 404)",
        params: z.object({ id: z.uuid() }),
        response: { ...pdfAnswer, 401: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await accountPurchaseInvoice(depsOf(app), actorOf(request), request.params.id)),
  );
};
