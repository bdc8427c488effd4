import { envelope, errorBodySchema, turnoverExportQuery, turnoverQuery, turnoverSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse } from '../../../lib/openapi-media';
import { commonErrorResponses } from '../../../lib/route-schema';
import { XLSX_TYPE } from '../../../lib/xlsx-stream';
import { exportTurnover, getTurnover } from './turnover.service';

/** Spec §2 /accounting/ca: the turnover of a range of Swiss days, and its export. */
export const turnoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { action: 'read', subject: 'accounting', adminLicence: true } as const;
  const tags = ['accounting'];
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };

  app.get(
    '/accounting/turnover',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'My turnover from one Swiss day to another (a school head: the school’s, per monitor, or one monitor’s): lessons per type and price (condensed: per type), totals, the shop, and month by month with the statistics licence. Finance licence',
        querystring: turnoverQuery,
        response: { 200: envelope(turnoverSchema), ...errors },
      },
    },
    async (request) => ({ data: await getTurnover(depsOf(app), actorOf(request), request.query) }),
  );

  app.get(
    '/accounting/turnover/export',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'The same figures as a file in my language: turnover-FROM-TO.csv (UTF-8 with BOM, ";") or .xlsx. Finance and statistics licences',
        querystring: turnoverExportQuery,
        response: { 200: fileResponse(['text/csv', XLSX_TYPE], 'A CSV file or an .xlsx workbook'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportTurnover(depsOf(app), actorOf(request), request.query);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );
};
