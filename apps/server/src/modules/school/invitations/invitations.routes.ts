import {
  envelope,
  invitationInput,
  invitationSchema,
  invitationSignupInput,
  invitationTokenParams,
  invitationViewSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import {
  acceptInvitation,
  createInvitedAccount,
  invite,
  viewInvitation,
  withdrawInvitation,
} from './invitations.service';

const errors = { ...recordErrorResponses, 429: recordErrorResponses[409] };

/** Invitations to join a school: sent by its administrators, opened from the e-mailed link, accepted. */
export const schoolInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const manage = { access: { action: 'manage', subject: 'drivingSchool', adminLicence: true } } as const;
  const link = { access: 'public', signIn: 'account_link' } as const;
  const tags = ['school'];

  app.post(
    '/school/invitations',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Invites a person by e-mail as administrator, instructor or employee (with his terms)',
        body: invitationInput,
        response: { 201: envelope(invitationSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await invite(deps, actorOf(request), request.body) }),
  );

  app.delete(
    '/school/invitations/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Withdraws an open invitation',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(z.object({ revoked: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await withdrawInvitation(deps, actorOf(request), request.params.id);
      return { data: { revoked: true as const } };
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: link,
      schema: {
        tags,
        summary: 'What an invitation link offers: the school, the place, the address, and whether it is still open',
        params: invitationTokenParams,
        response: { 200: envelope(invitationViewSchema), ...errors },
      },
    },
    async (request) => ({ data: await viewInvitation(deps, request.params.token) }),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Accepts the invitation with the signed-in account (its address must be the invited one)',
        params: invitationTokenParams,
        response: { 200: envelope(z.object({ schoolId: z.uuid() })), ...errors },
      },
    },
    async (request) => ({ data: await acceptInvitation(deps, actorOf(request), request.params.token) }),
  );

  app.post(
    '/invitations/:token/account',
    {
      config: link,
      schema: {
        tags,
        summary: 'Creates the account the invitation is for (its address, confirmed by the link) and joins the school',
        params: invitationTokenParams,
        body: invitationSignupInput,
        response: { 201: envelope(z.object({ username: z.string() })), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createInvitedAccount(deps, request.params.token, request.body) }),
  );
};
