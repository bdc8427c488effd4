import {
  envelope,
  errorBodySchema,
  listEnvelope,
  voucherCheckInput,
  voucherCheckSchema,
  voucherCorrectionInput,
  voucherDetailSchema,
  voucherIssueInput,
  voucherListQuery,
  voucherSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses, recordErrorResponses } from '../../../lib/route-schema';
import { checkVoucher } from './voucher-redemption.service';
import { correctVoucher, disableVoucher, getVoucher, issueVoucher, listVouchers } from './vouchers.service';

/**
 * Gift vouchers (spec §2 /account/vouchers and /settings/vouchers, admin licence): the seller's,
 * or every one of the school for its head; issued by hand, corrected, disabled for good. The
 * checkout's preview is public, its failures counted like sign-ins.
 */
export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { action: 'manage', subject: 'shop', adminLicence: true } as const;
  const tags = ['vouchers'];
  const params = z.object({ id: z.uuid() });
  const errors = { 401: errorBodySchema, 403: errorBodySchema, ...commonErrorResponses };

  app.get(
    '/vouchers',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The vouchers I sell (every one of the school for its head), newest first, 25 a page',
        querystring: voucherListQuery,
        response: { 200: listEnvelope(voucherSchema), ...errors },
      },
    },
    async (request) => listVouchers(depsOf(app), actorOf(request), request.query),
  );

  app.post(
    '/vouchers',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Issues a voucher by hand: its code drawn at random, its issue recorded',
        body: voucherIssueInput,
        response: { 201: envelope(voucherDetailSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await issueVoucher(depsOf(app), actorOf(request), request.body) }),
  );

  app.get(
    '/vouchers/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One voucher with every movement of its amount',
        params,
        response: { 200: envelope(voucherDetailSchema), ...recordErrorResponses },
      },
    },
    async (request) => ({ data: await getVoucher(depsOf(app), actorOf(request), request.params.id) }),
  );

  app.post(
    '/vouchers/:id/corrections',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Corrects the amount available, up or down (CHF), with a reason; never below nothing (409 when disabled)',
        params,
        body: voucherCorrectionInput,
        response: { 201: envelope(voucherDetailSchema), ...recordErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await correctVoucher(depsOf(app), actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/vouchers/:id/disabled',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Disables a voucher for good, what is left written off (409 voucher_disabled when it is already)',
        params,
        response: { 200: envelope(voucherDetailSchema), ...recordErrorResponses },
      },
    },
    async (request) => ({ data: await disableVoucher(depsOf(app), actorOf(request), request.params.id) }),
  );

  app.post(
    '/vouchers/check',
    {
      config: { access: 'public', signIn: 'voucher' },
      schema: {
        tags,
        summary:
          "The checkout's preview: what a voucher would pay of an amount at a seller, nothing taken (404 invalid_voucher, 409 when it cannot pay; unknown codes are counted like failed sign-ins, 429)",
        body: voucherCheckInput,
        response: {
          200: envelope(voucherCheckSchema),
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await checkVoucher(depsOf(app), request.body) }),
  );
};
