import { APP_VERSION } from '@ds/domain';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the routes' zod schemas at /api/openapi.json; Swagger UI at /api/docs when API_DOCS. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Driving school API',
        description: 'Every answer is `{ data }` on success or `{ error: { code, message, details } }` on failure.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The description stays public (clients and integrations read it); the browsable docs are a
  // setting, off in production unless API_DOCS asks for them.
  if (app.config.API_DOCS) {
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No call to the public validator service: the docs must work on a closed network.
      uiConfig: { validatorUrl: null },
      // Swagger UI's own policy (script hashes for its page), aligned with ours: inline styles
      // only, no framing, no base URI, and no https upgrade (it would break plain-http installs).
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
          .replace("base-uri 'self'", "base-uri 'none'")
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/ ?upgrade-insecure-requests;/, ''),
    });
  }
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
});
