import { envelope, examinerInput, examinerSchema, withVersion } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { splitVersion } from '../../../lib/versioned';
import { createExaminer, listExaminers, renameExaminer, setExaminerActive } from './examiners.service';
import { STUDENT_SHEET_ACCESS, studentSheetErrors } from './student-resource-routes';

/** The school's managed list of examiners, which the exam form picks from. No deletion: disable instead. */
export const examinersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = { access: STUDENT_SHEET_ACCESS };
  // Renaming or disabling changes every exam form of the school: the head's (spec §6), or fre and admin.
  const changeConfig = { access: { action: 'manage', subject: 'schoolRecords' } as const };
  const tags = ['examiners'];
  const params = z.object({ examinerId: z.uuid() });
  const one = { 200: envelope(examinerSchema), ...studentSheetErrors };

  app.get(
    '/examiners',
    {
      config,
      schema: {
        tags,
        summary: "The school's examiners, active and disabled",
        response: { 200: envelope(z.array(examinerSchema)), ...studentSheetErrors },
      },
    },
    async (request) => ({ data: await listExaminers(db, actorOf(request)) }),
  );

  app.post(
    '/examiners',
    {
      config,
      schema: {
        tags,
        summary: 'Adds an examiner to the school',
        body: examinerInput,
        response: { 201: envelope(examinerSchema), ...studentSheetErrors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createExaminer(db, actorOf(request), request.body) }),
  );

  app.put(
    '/examiners/:examinerId',
    {
      config: changeConfig,
      schema: {
        tags,
        summary: "Renames an examiner (the school head's), at the version I read",
        params,
        body: withVersion(examinerInput),
        response: one,
      },
    },
    async (request) => {
      const { input, version } = splitVersion(request.body);
      return { data: await renameExaminer(db, actorOf(request), request.params.examinerId, input, version) };
    },
  );

  for (const [action, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/examiners/:examinerId/${action}`,
      {
        config: changeConfig,
        schema: {
          tags,
          summary: active
            ? "Offers a disabled examiner again (the school head's)"
            : "Disables an examiner, past exams keep him (the school head's)",
          params,
          response: one,
        },
      },
      async (request) => ({ data: await setExaminerActive(db, actorOf(request), request.params.examinerId, active) }),
    );
  }
};
