import { citySchema, citySearchQuery, envelope, errorBodySchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses } from '../../../lib/route-schema';
import { searchCities } from './cities.service';

/** Localities of Switzerland and Liechtenstein, for every postcode and city field. */
export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/cities',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['cities'],
        summary:
          'Postcode-or-name autocomplete (at most 20, sorted); Switzerland and Liechtenstein only, other countries answer []',
        querystring: citySearchQuery,
        response: { 200: envelope(z.array(citySchema)), 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await searchCities(db, request.query) }),
  );
};
