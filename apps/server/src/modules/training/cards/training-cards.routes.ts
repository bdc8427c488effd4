import {
  envelope,
  trainingCardInput,
  trainingCardLevelInput,
  trainingCardSchema,
  trainingCardSummarySchema,
  withVersion,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import { splitVersion } from '../../../lib/versioned';
import { cardForStudent } from './student-card.service';
import { changeTrainingCardLevel } from './training-card-level.service';
import {
  copyTrainingCard,
  createTrainingCard,
  deleteTrainingCard,
  getTrainingCard,
  listTrainingCards,
  updateTrainingCard,
} from './training-cards.service';

const idParams = z.object({ id: z.uuid() });

/**
 * Training cards (spec §3): a monitor reads his cards for his lessons; he sets them up on
 * /trainingcards-settings with the admin licence (or as fre).
 */
export const trainingCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['training cards'];
  const errors = recordErrorResponses;
  const reads = { access: { action: 'read', subject: 'lesson' } } as const;
  const setup = { access: { action: 'manage', subject: 'trainingcardsSettings', adminLicence: true } } as const;

  app.get(
    '/training-cards',
    {
      config: reads,
      schema: {
        tags,
        summary: 'My training cards',
        response: { 200: envelope(z.array(trainingCardSummarySchema)), ...errors },
      },
    },
    async (request) => ({ data: await listTrainingCards(db, actorOf(request)) }),
  );

  app.get(
    '/students/:id/training-card',
    {
      config: reads,
      schema: {
        tags,
        summary:
          'Which of my cards to teach a student on: the one in his language (his record’s, else his account’s), else in mine, else my first; null without cards',
        params: idParams,
        response: { 200: envelope(trainingCardSummarySchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await cardForStudent(db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/training-cards/:id',
    {
      config: reads,
      schema: {
        tags,
        summary: 'One of my training cards with its domains, themes, objectives and skills in order',
        params: idParams,
        response: { 200: envelope(trainingCardSchema), ...errors },
      },
    },
    async (request) => ({ data: await getTrainingCard(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/training-cards',
    {
      config: setup,
      schema: {
        tags,
        summary: 'Creates an empty training card',
        body: trainingCardInput,
        response: { 201: envelope(trainingCardSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createTrainingCard(db, actorOf(request), request.body) }),
  );

  app.put(
    '/training-cards/:id',
    {
      config: setup,
      schema: {
        tags,
        summary: 'Changes the name, language, level and validity of one of my training cards, at the version I read',
        params: idParams,
        body: withVersion(trainingCardInput),
        response: { 200: envelope(trainingCardSchema), ...errors },
      },
    },
    async (request) => {
      const { input, version } = splitVersion(request.body);
      return { data: await updateTrainingCard(db, actorOf(request), request.params.id, input, version) };
    },
  );

  app.delete(
    '/training-cards/:id',
    {
      config: setup,
      schema: {
        tags,
        summary: 'Deletes one of my training cards with everything in it',
        params: idParams,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await deleteTrainingCard(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/training-cards/:id/copy',
    {
      config: setup,
      schema: {
        tags,
        summary: 'Copies one of my training cards, everything in it, under a new name',
        params: idParams,
        body: z.object({ name: trainingCardInput.shape.name }),
        response: { 201: envelope(trainingCardSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await copyTrainingCard(db, actorOf(request), request.params.id, request.body.name) }),
  );

  app.put(
    '/accounts/me/training-card-level',
    {
      config: reads,
      schema: {
        tags,
        summary: 'How much of a card I see: 1 skills only, 2 with objectives, 3 with pedagogical objectives',
        body: trainingCardLevelInput,
        response: { 200: envelope(trainingCardLevelInput), ...errors },
      },
    },
    async (request) => ({ data: await changeTrainingCardLevel(db, actorOf(request), request.body.level) }),
  );
};
