import {
  envelope,
  errorBodySchema,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importPreviewSchema,
  importResultSchema,
  importRowSchema,
  importRowsQuery,
  listEnvelope,
  studentExportQuery,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse, uploadBody } from '../../../lib/openapi-media';
import { readUpload } from '../../../lib/upload';
import { XLSX_TYPE } from '../../../lib/xlsx-stream';
import { createStudents, manageStudents, studentErrors } from '../core/student-route-schema';
import { exportStudents } from './student-export.service';
import { commitImport, importErrorsWorkbook, importRowsPage, previewImport } from './student-import.service';

const importParams = z.object({ id: z.uuid() });
const errors = { ...studentErrors, 413: errorBodySchema };
const workbook = fileResponse([XLSX_TYPE], 'An .xlsx workbook');

function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/** Student import (preview, commit, error report) and export of the filtered list. */
export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['students'];

  app.post(
    '/students/import',
    {
      config: createStudents,
      schema: {
        tags,
        summary: `Previews a student list (multipart field "file", .xlsx, .ods or .csv, at most ${IMPORT_MAX_BYTES / 1_048_576} MB and ${IMPORT_MAX_ROWS} rows): the counts and the first page of rows with their errors, refused rows first; nothing is written yet`,
        ...uploadBody,
        response: { 201: envelope(importPreviewSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await previewImport(db, actorOf(request), await readUpload(request, IMPORT_MAX_BYTES)) }),
  );

  app.get(
    '/students/import/:id/rows',
    {
      config: createStudents,
      schema: {
        tags,
        summary: 'A page of the rows of my preview with their errors, refused rows first (filter=refused: only those)',
        params: importParams,
        querystring: importRowsQuery,
        response: { 200: listEnvelope(importRowSchema), ...errors },
      },
    },
    async (request) => importRowsPage(db, actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/students/import/:id/commit',
    {
      config: createStudents,
      schema: {
        tags,
        summary: 'Imports the valid rows of my preview in one transaction (new FABER → created, known → updated); once',
        params: importParams,
        response: { 200: envelope(importResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await commitImport(db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/students/import/:id/errors.xlsx',
    {
      config: manageStudents,
      schema: {
        tags,
        summary: 'The refused rows of my preview with a column naming their errors, in my language',
        params: importParams,
        response: { 200: workbook, ...errors },
      },
    },
    async (request, reply) => {
      const stream = await importErrorsWorkbook(db, actorOf(request), request.params.id);
      return reply.type(XLSX_TYPE).header('content-disposition', attachment('student-import-errors.xlsx')).send(stream);
    },
  );

  app.get(
    '/students/export.xlsx',
    {
      config: manageStudents,
      schema: {
        tags,
        summary: 'The student list with the same search, filters and sort as GET /students, every page, as .xlsx',
        querystring: studentExportQuery,
        response: { 200: workbook, ...errors },
      },
    },
    async (request, reply) => {
      const stream = await exportStudents(db, actorOf(request), request.query);
      return reply.type(XLSX_TYPE).header('content-disposition', attachment('students.xlsx')).send(stream);
    },
  );
};
