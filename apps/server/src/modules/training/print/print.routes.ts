import { studentPrintQuery } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse, PDF_TYPE } from '../../../lib/openapi-media';
import { STUDENT_SHEET_ACCESS, studentParams, studentSheetErrors } from '../../students';
import { printStudentSheet } from './student-print.service';

/** The printed student sheet: his record, licences and exams with his training's progress. */
export const printRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const config = { access: STUDENT_SHEET_ACCESS };
  const tags = ['student sheet'];

  app.get(
    '/students/:id/print.pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The student sheet as a PDF (409 exam_date_missing while the last failed practical exam has no date)',
        params: studentParams,
        querystring: studentPrintQuery,
        response: { 200: fileResponse([PDF_TYPE], 'The PDF'), ...studentSheetErrors },
      },
    },
    async (request, reply) => {
      const pdf = await printStudentSheet(deps, actorOf(request), request.params.id, request.query.lang);
      return reply.type(PDF_TYPE).header('content-disposition', `inline; filename="${pdf.fileName}"`).send(pdf.content);
    },
  );
};
