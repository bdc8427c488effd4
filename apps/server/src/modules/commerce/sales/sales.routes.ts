import {
  errorBodySchema,
  SHOP_ORDERS_PAGE_SIZE,
  shopSalesExportQuery,
  shopSalesPageSchema,
  shopSalesQuery,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { fileResponse } from '../../../lib/openapi-media';
import { commonErrorResponses } from '../../../lib/route-schema';
import { XLSX_TYPE } from '../../../lib/xlsx-stream';
import { exportSales, listSales } from './sales.service';

/**
 * The shop's orders as their sellers list them (spec §2 /account/orders-list: mine, the school's for
 * its head) and as the product administrator does (/settings/orders: scope=all), with exports.
 */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { action: 'manage', subject: 'shop' } as const;
  const tags = ['shop orders'];
  const errors = { 401: errorBodySchema, 403: errorBodySchema, ...commonErrorResponses };

  app.get(
    '/shop-orders',
    {
      config: { access },
      schema: {
        tags,
        summary: `The shop orders I sold (every one of the school for its head; scope=all: every order, for the product administrator), newest first, ${SHOP_ORDERS_PAGE_SIZE} a page, with what the filter adds up to`,
        querystring: shopSalesQuery,
        response: { 200: shopSalesPageSchema, ...errors },
      },
    },
    async (request) => listSales(depsOf(app), actorOf(request), request.query),
  );

  app.get(
    '/shop-orders/export',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'The same filtered list, every page, as a file in my language: orders-YYYY-MM-DD.csv (UTF-8 with BOM, ";") or .xlsx',
        querystring: shopSalesExportQuery,
        response: { 200: fileResponse(['text/csv', XLSX_TYPE], 'A CSV file or an .xlsx workbook'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportSales(depsOf(app), actorOf(request), request.query);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );
};
