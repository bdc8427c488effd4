import { envelope, errorBodySchema, type Versioned, withVersion } from '@ds/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../../../kernel/actor';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { splitVersion } from '../../../lib/versioned';

/** Reading or changing a student's sheet: monitors, employees, fre and admin; the student's access decides further. */
export const STUDENT_SHEET_ACCESS = { action: 'manage', subject: 'students' } as const;

export const studentSheetErrors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...commonErrorResponses,
};
export const studentParams = z.object({ id: z.uuid() });

/**
 * The list / create / replace / delete routes of one part of a student sheet
 * (`/students/:id/<path>` and `/students/:id/<path>/:<itemParam>`): schemas, access and status
 * codes in one place; each handler calls one service, which checks the actor's hold on the student.
 * A replace names the version it read (409 `stale_version` when the record changed since).
 */
export function registerStudentResource<Input extends z.ZodType, Output extends z.ZodType>(
  app: FastifyInstance,
  options: {
    path: string;
    itemParam: string;
    noun: string;
    input: Input;
    output: Output;
    list: (actor: Actor, studentId: string) => Promise<z.output<Output>[]>;
    create: (actor: Actor, studentId: string, input: z.output<Input>) => Promise<z.output<Output>>;
    update?: (
      actor: Actor,
      studentId: string,
      itemId: string,
      input: z.output<Input>,
      version: number,
    ) => Promise<z.output<Output>>;
    remove: (actor: Actor, studentId: string, itemId: string) => Promise<void>;
  },
): void {
  // Generic over the schemas, so the handlers see plain types; the zod schemas still validate
  // every request and answer through the app's compilers.
  type Body = z.output<Input>;
  const itemParams = studentParams.extend({ [options.itemParam]: z.uuid() });
  const collection = `/students/:id/${options.path}`;
  const item = `${collection}/:${options.itemParam}`;
  const config = { access: STUDENT_SHEET_ACCESS };
  const tags = ['student sheet'];
  const ids = (params: unknown) => {
    const values = params as Record<string, string>;
    return { studentId: values.id as string, itemId: values[options.itemParam] as string };
  };

  app.get(
    collection,
    {
      config,
      schema: {
        tags,
        summary: `The student's ${options.noun}s`,
        params: studentParams,
        response: { 200: envelope(z.array(options.output)), ...studentSheetErrors },
      },
    },
    async (request) => ({ data: await options.list(actorOf(request), ids(request.params).studentId) }),
  );

  app.post(
    collection,
    {
      config,
      schema: {
        tags,
        summary: `Adds a ${options.noun}`,
        params: studentParams,
        body: options.input,
        response: { 201: envelope(options.output), ...studentSheetErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await options.create(actorOf(request), ids(request.params).studentId, request.body as Body) }),
  );

  const update = options.update;
  if (update) {
    app.put(
      item,
      {
        config,
        schema: {
          tags,
          summary: `Replaces a ${options.noun} at the version I read`,
          params: itemParams,
          body: withVersion(options.input),
          response: { 200: envelope(options.output), ...studentSheetErrors },
        },
      },
      async (request) => {
        const { studentId, itemId } = ids(request.params);
        const { input, version } = splitVersion(request.body as Versioned<Body>);
        return { data: await update(actorOf(request), studentId, itemId, input, version) };
      },
    );
  }

  app.delete(
    item,
    {
      config,
      schema: {
        tags,
        summary: `Deletes a ${options.noun}`,
        params: itemParams,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...studentSheetErrors },
      },
    },
    async (request) => {
      const { studentId, itemId } = ids(request.params);
      await options.remove(actorOf(request), studentId, itemId);
      return { data: { deleted: true as const } };
    },
  );
}
