import { envelope, errorBodySchema, type Versioned, withVersion } from '@ds/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../kernel/actor';
import { actorOf, type RouteAccess } from '../kernel/route-access';
import { commonErrorResponses } from './route-schema';
import { splitVersion } from './versioned';

const idParams = z.object({ id: z.uuid() });
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };

/**
 * The list / create / replace / delete routes of a catalogue resource owned by the acting
 * monitor: schemas, access and status codes in one place; each handler calls one service. A
 * replace names the version it read (409 `stale_version` when the record changed since).
 */
export function registerOwnedResource<Input extends z.ZodType, Output extends z.ZodType>(
  app: FastifyInstance,
  options: {
    path: string;
    tag: string;
    noun: string;
    access: RouteAccess;
    /** What writes need besides (an employee's right); reads need `access` alone. */
    writeAccess?: RouteAccess;
    input: Input;
    output: Output;
    list: (actor: Actor) => Promise<z.output<Output>[]>;
    create: (actor: Actor, input: z.output<Input>) => Promise<z.output<Output>>;
    update: (actor: Actor, id: string, input: z.output<Input>, version: number) => Promise<z.output<Output>>;
    remove?: (actor: Actor, id: string) => Promise<void>;
  },
): void {
  // Generic over the schemas, so the handlers see plain types; the zod schemas still validate
  // every request and answer through the app's compilers.
  type Body = z.output<Input>;
  type IdParams = z.output<typeof idParams>;
  const config = { access: options.access };
  const writeConfig = { access: options.writeAccess ?? options.access };
  const tags = [options.tag];

  app.get(
    options.path,
    {
      config,
      schema: { tags, summary: `My ${options.noun}s`, response: { 200: envelope(z.array(options.output)), ...errors } },
    },
    async (request) => ({ data: await options.list(actorOf(request)) }),
  );

  app.post(
    options.path,
    {
      config: writeConfig,
      schema: {
        tags,
        summary: `Creates a ${options.noun}`,
        body: options.input,
        response: { 201: envelope(options.output), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await options.create(actorOf(request), request.body as Body) }),
  );

  app.put(
    `${options.path}/:id`,
    {
      config: writeConfig,
      schema: {
        tags,
        summary: `Replaces a ${options.noun} at the version I read`,
        params: idParams,
        body: withVersion(options.input),
        response: { 200: envelope(options.output), 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { input, version } = splitVersion(request.body as Versioned<Body>);
      return { data: await options.update(actorOf(request), (request.params as IdParams).id, input, version) };
    },
  );

  const remove = options.remove;
  if (remove) {
    app.delete(
      `${options.path}/:id`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: `Deletes a ${options.noun}`,
          params: idParams,
          response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
        },
      },
      async (request) => {
        await remove(actorOf(request), (request.params as IdParams).id);
        return { data: { deleted: true as const } };
      },
    );
  }
}
