import {
  domainInput,
  envelope,
  objectiveInput,
  reorderInput,
  skillInput,
  themeInput,
  trainingCardSchema,
  type Versioned,
  withVersion,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import { splitVersion } from '../../../lib/versioned';
import type { PartLevel, PartValues } from './training-card-parts.repo';
import { addPart, changePart, removePart, reorderParts } from './training-card-parts.service';

const idParams = z.object({ id: z.uuid() });
const PATH = { card: 'training-cards', domain: 'training-card-domains', theme: 'training-card-themes' } as const;

interface LevelRoutes<Level extends PartLevel> {
  level: Level;
  parent: keyof typeof PATH;
  /** The level's own path, and the word for its list under the parent's. */
  path: string;
  children: string;
  input: z.ZodType<PartValues[Level]>;
}

/**
 * The inside of a card on /trainingcards-settings (spec §3 Training card): domains, themes,
 * objectives and skills added, changed (themes and skills enabled or disabled), deleted and put
 * in order, on the actor's own cards only. Each answers the whole card.
 */
export const trainingCardPartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['training cards'];
  const answer = { 200: envelope(trainingCardSchema), ...recordErrorResponses };
  const config = { access: { action: 'manage', subject: 'trainingcardsSettings', adminLicence: true } } as const;

  function levelRoutes<Level extends PartLevel>({ level, parent, path, children, input }: LevelRoutes<Level>) {
    // `input` checked the body; the type provider cannot follow a schema generic over the level.
    type Body = PartValues[Level];
    app.post(
      `/${PATH[parent]}/:id/${children}`,
      { config, schema: { tags, summary: `Adds a ${level}, last`, params: idParams, body: input, response: answer } },
      async (request) => ({
        data: await addPart(db, actorOf(request), level, request.params.id, request.body as Body),
      }),
    );
    app.put(
      `/${PATH[parent]}/:id/${children}/order`,
      {
        config,
        schema: {
          tags,
          summary: `Puts the ${children} in a new order (every one, each once)`,
          params: idParams,
          body: reorderInput,
          response: answer,
        },
      },
      async (request) => ({
        data: await reorderParts(db, actorOf(request), level, request.params.id, request.body.ids),
      }),
    );
    app.put(
      `/${path}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Changes a ${level}, at the card's version I read`,
          params: idParams,
          body: withVersion(input),
          response: answer,
        },
      },
      async (request) => {
        const { input: values, version } = splitVersion(request.body as Versioned<Body>);
        return { data: await changePart(db, actorOf(request), level, request.params.id, values, version) };
      },
    );
    app.delete(
      `/${path}/:id`,
      {
        config,
        schema: { tags, summary: `Deletes a ${level} with what it holds`, params: idParams, response: answer },
      },
      async (request) => ({ data: await removePart(db, actorOf(request), level, request.params.id) }),
    );
  }

  levelRoutes({ level: 'domain', parent: 'card', path: PATH.domain, children: 'domains', input: domainInput });
  levelRoutes({ level: 'theme', parent: 'domain', path: PATH.theme, children: 'themes', input: themeInput });
  levelRoutes({
    level: 'objective',
    parent: 'theme',
    path: 'training-card-objectives',
    children: 'objectives',
    input: objectiveInput,
  });
  levelRoutes({ level: 'skill', parent: 'theme', path: 'training-card-skills', children: 'skills', input: skillInput });
};
