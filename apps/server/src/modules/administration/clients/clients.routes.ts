import {
  accountBlockInput,
  clientDetailSchema,
  clientListQuery,
  clientMemberSchema,
  clientSummarySchema,
  envelope,
  errorBodySchema,
  listEnvelope,
  smsCreditsSchema,
  smsOfferInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { offerSmsToClient, setAccountBlocked } from './client-actions.service';
import { clientDetail, listClients } from './clients.service';

/** /manageClients (spec §1, §2): the product administrator's clients, their use, blocking, SMS offered. */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { action: 'manage', subject: 'admin' } as const;
  const tags = ['administration'];
  const params = z.object({ id: z.uuid() });
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };

  app.get(
    '/admin/clients',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Clients (driving schools, and monitors without one) by name, searched, 25 a page, with their use',
        querystring: clientListQuery,
        response: { 200: listEnvelope(clientSummarySchema), ...errors },
      },
    },
    async (request) => {
      const { clients, page } = await listClients(depsOf(app), request.query);
      return { data: clients, page };
    },
  );

  app.get(
    '/admin/clients/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "One client: its people, licences (keys masked), this month's use, SMS credits and orders",
        params,
        response: { 200: envelope(clientDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await clientDetail(depsOf(app), request.params.id) }),
  );

  app.put(
    '/admin/users/:id/blocked',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Blocks an account (its sessions end, it can no longer sign in) or unblocks it, with the reason',
        params,
        body: accountBlockInput,
        response: { 200: envelope(clientMemberSchema), 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({
      data: await setAccountBlocked(depsOf(app), actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/clients/:id/sms-credits',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Offers SMS credits to a client (credits that do not lapse), with the reason',
        params,
        body: smsOfferInput,
        response: { 200: envelope(smsCreditsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await offerSmsToClient(depsOf(app), actorOf(request), request.params.id, request.body),
    }),
  );
};
