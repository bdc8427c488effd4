import { APP_VERSION } from '@ds/domain';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../kernel/route-access';
import { fileResponseOf, MULTIPART_TYPE, UPLOAD_FIELD } from '../lib/openapi-media';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

/**
 * A stable operationId from the method and the path: `GET /api/students/:id/print.pdf` →
 * `getStudentsByIdPrintPdf`. Unique because method and path are (the OpenAPI test checks it).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

/** Public routes need no token, `public-or-signed-in` ones take one optionally, the others need it. */
export function securityOf(access: RouteAccess | undefined): JsonObject[] {
  if (access === 'public') return [];
  if (access === 'public-or-signed-in') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

/**
 * jsonSchemaTransform (zod → JSON Schema), then what the zod schemas cannot say, derived in this
 * one place for every route: its operationId, its security from `config.access` (`securityOf`) and the employee right it needs (`x-employee-right`), file answers with their media types (`fileResponse`) and
 * upload bodies (`consumes: multipart/form-data`, read by `readUpload`) as multipart with a file.
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as JsonObject | undefined;
  if (!schema || schema.hide) return result;
  const route = (input as { route: RouteOptions }).route;
  const method = [route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
  const documented: JsonObject = { ...schema };

  documented.operationId = operationIdOf(method, route.url ?? input.url);
  const access = route.config?.access;
  documented.security = securityOf(access);
  // An employee's right a route needs (403 `employee_right_disabled` without it), for integrators to read.
  if (typeof access === 'object' && access.right) documented['x-employee-right'] = access.right;

  // A route's `produces` would apply to its error answers too: each answer says its own type.
  delete documented.produces;
  const responses = (input.schema as { response?: Record<string, unknown> }).response ?? {};
  const documentedResponses = { ...(schema.response as JsonObject | undefined) };
  for (const [status, responseSchema] of Object.entries(responses)) {
    const file = fileResponseOf(responseSchema);
    if (!file) continue;
    const binary = { schema: { type: 'string', format: 'binary' } };
    documentedResponses[status] = {
      description: file.description,
      content: Object.fromEntries(file.mediaTypes.map((mediaType) => [mediaType, binary])),
    };
  }
  if (schema.response) documented.response = documentedResponses;

  if ([schema.consumes].flat().includes(MULTIPART_TYPE) && !schema.body) {
    documented.body = {
      type: 'object',
      required: [UPLOAD_FIELD],
      properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'The file' } },
    };
  }
  return { ...result, schema: documented };
}

/**
 * jsonSchemaTransformObject lists each named schema (`.meta({ id })`, e.g. `ErrorBody`) twice,
 * as read and as written (`…Input`); only the ones a route refers to stay.
 */
function transformObject(
  input: Parameters<typeof jsonSchemaTransformObject>[0],
): ReturnType<typeof jsonSchemaTransformObject> {
  const document = jsonSchemaTransformObject(input);
  const { components, ...rest } = document as { components?: { schemas?: JsonObject } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const referred = JSON.stringify(rest);
  const used = Object.entries(schemas).filter(([name]) => referred.includes(`"#/components/schemas/${name}"`));
  return { ...document, components: { ...components, schemas: Object.fromEntries(used) } } as typeof document;
}

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
      // Relative: the document serves whichever host it was read from.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The `token` of a sign-in answer' },
        },
      },
    },
    transform,
    transformObject,
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
