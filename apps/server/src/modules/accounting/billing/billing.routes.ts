import {
  accountingSettingsSchema,
  envelope,
  lessonInvoiceInput,
  lessonInvoiceSchema,
  openBillsQuery,
  openBillsSchema,
  paymentRecordInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse, PDF_TYPE } from '../../../lib/openapi-media';
import { recordErrorResponses } from '../../../lib/route-schema';
import { recordChargePayment } from '../charges/student-charges.service';
import { getAccountingSettings, saveAccountingSettings } from './accounting-settings.service';
import {
  cancelLessonInvoice,
  createLessonInvoice,
  lessonInvoicePdf,
  payLessonInvoice,
  recordLessonPayment,
} from './lesson-invoices.service';
import { openBills } from './open-bills.service';

const idParams = z.object({ id: z.uuid() });

/**
 * Open bills, lesson invoices and the billing terms (issue 26 §3, spec §2 /accounting/billing):
 * accounting under the admin licence, and the finance licence the services ask.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['accounting'];
  const errors = recordErrorResponses;
  const config = { access: { action: 'manage', subject: 'accounting', adminLicence: true } } as const;

  app.get(
    '/accounting/open-bills',
    {
      config,
      schema: {
        tags,
        summary:
          "Everything owed to me (my school's for its head, one monitor's with monitorId): owed lessons, open lesson and shop invoices, per student, oldest first",
        querystring: openBillsQuery,
        response: { 200: envelope(openBillsSchema), ...errors },
      },
    },
    async (request) => ({ data: await openBills(db, actorOf(request), request.query) }),
  );

  app.post(
    '/accounting/lessons/:id/payment',
    {
      config,
      schema: {
        tags,
        summary:
          'Records an owed lesson paid on a day by a method (409 not_payable on an invoice, offered or paid); answers the open bills',
        params: idParams,
        body: paymentRecordInput,
        response: { 200: envelope(openBillsSchema), ...errors },
      },
    },
    async (request) => ({ data: await recordLessonPayment(db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/accounting/charges/:id/payment',
    {
      config,
      schema: {
        tags,
        summary:
          'Records a charge (a lesson cancelled too late) paid on a day by a method (409 not_payable once paid); answers the open bills',
        params: idParams,
        body: paymentRecordInput,
        response: { 200: envelope(openBillsSchema), ...errors },
      },
    },
    async (request) => ({ data: await recordChargePayment(db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/accounting/invoices',
    {
      config,
      schema: {
        tags,
        summary:
          "One QR-bill invoice of a student's owed lessons, mailed to him with its PDF (409 not_payable, invoicing_unavailable)",
        body: lessonInvoiceInput,
        response: { 201: envelope(lessonInvoiceSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createLessonInvoice(depsOf(app), actorOf(request), request.body) }),
  );

  app.get(
    '/accounting/invoices/:id/invoice.pdf',
    {
      config,
      schema: {
        tags,
        summary: "A lesson invoice's PDF with its QR-bill (its receipt once paid), for its seller's side",
        params: idParams,
        response: { 200: fileResponse([PDF_TYPE], 'The PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await lessonInvoicePdf(depsOf(app), actorOf(request), request.params.id);
      return reply.type(PDF_TYPE).header('content-disposition', `inline; filename="${pdf.fileName}"`).send(pdf.content);
    },
  );

  app.post(
    '/accounting/invoices/:id/payment',
    {
      config,
      schema: {
        tags,
        summary: 'Records a lesson invoice paid, and all its lessons, on a day by a method; 409 not_payable once paid',
        params: idParams,
        body: paymentRecordInput,
        response: { 200: envelope(lessonInvoiceSchema), ...errors },
      },
    },
    async (request) => ({ data: await payLessonInvoice(db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/accounting/invoices/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancels an open lesson invoice: its lessons are owed one by one again',
        params: idParams,
        response: { 200: envelope(lessonInvoiceSchema), ...errors },
      },
    },
    async (request) => ({ data: await cancelLessonInvoice(db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/accounting/settings',
    {
      config,
      schema: {
        tags,
        summary: "My seller's billing terms (my school's, or mine without one): days to pay, reminder days",
        response: { 200: envelope(accountingSettingsSchema), ...errors },
      },
    },
    async (request) => ({ data: await getAccountingSettings(db, actorOf(request)) }),
  );

  app.put(
    '/accounting/settings',
    {
      config,
      schema: {
        tags,
        summary: "Sets the billing terms (a school's by its head; a monitor without a school his own)",
        body: accountingSettingsSchema,
        response: { 200: envelope(accountingSettingsSchema), ...errors },
      },
    },
    async (request) => ({ data: await saveAccountingSettings(db, actorOf(request), request.body) }),
  );
};
