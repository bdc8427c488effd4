import {
  cardRegistrationInput,
  cardRegistrationViewSchema,
  envelope,
  errorBodySchema,
  paymentStartSchema,
  paymentTokenSchema,
  savedCardSchema,
  savedCardSharingInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import {
  cardRegistrationView,
  deleteSavedCard,
  listSavedCards,
  shareSavedCard,
  startCardRegistration,
} from './saved-cards.service';

/**
 * Saved credit cards (spec §2 /account/ccsetup and /account/cc/:status/:token, §3 Credit card):
 * registered at the provider, who keeps the number; a monitor may share one with his school's
 * employees (spec §6), who see it but do not change it.
 */
export const savedCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['saved cards'];
  const deps = depsOf(app);
  const reader = { action: 'read', subject: 'shop' } as const;
  const owner = { action: 'manage', subject: 'shop' } as const;
  const params = z.object({ id: z.uuid() });
  const errors = { ...recordErrorResponses, 503: errorBodySchema };

  app.get(
    '/saved-cards',
    {
      config: { access: reader },
      schema: {
        tags,
        summary: 'My saved cards, and for an employee the cards his school shares with employees',
        response: { 200: envelope(z.array(savedCardSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listSavedCards(deps, actorOf(request)) }),
  );

  app.post(
    '/card-registrations',
    {
      config: { access: owner },
      schema: {
        tags,
        summary: "Starts a card's registration at the provider (nothing charged): where the browser goes to enter it",
        body: cardRegistrationInput,
        response: { 201: envelope(paymentStartSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await startCardRegistration(deps, actorOf(request), request.body) }),
  );

  app.get(
    '/card-registrations/:token',
    {
      config: { access: reader },
      schema: {
        tags,
        summary: 'A card registration of mine: waiting, registered (the card) or failed, and the provider',
        params: z.object({ token: paymentTokenSchema }),
        response: { 200: envelope(cardRegistrationViewSchema), ...errors },
      },
    },
    async (request) => ({ data: await cardRegistrationView(deps, actorOf(request), request.params.token) }),
  );

  app.put(
    '/saved-cards/:id/shared',
    {
      config: { access: owner },
      schema: {
        tags,
        summary: "Shares one of my cards with my school's employees, or stops sharing it",
        params,
        body: savedCardSharingInput,
        response: { 200: envelope(savedCardSchema), ...errors },
      },
    },
    async (request) => ({
      data: await shareSavedCard(deps, actorOf(request), request.params.id, request.body.shared),
    }),
  );

  app.delete(
    '/saved-cards/:id',
    {
      config: { access: owner },
      schema: {
        tags,
        summary: 'Forgets one of my saved cards',
        params,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await deleteSavedCard(deps, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
