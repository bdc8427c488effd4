import { readFile } from 'node:fs/promises';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../../scripts/api-types';
import { multipartFile } from '../test/multipart';
import { bearer, tokenFor } from '../test/sign-in';
import { callAs, createStudentAs } from '../test/student-test-data';
import { useTestApp } from '../test/test-app';
import { operationIdOf, securityOf } from './openapi';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked as plain JSON
type Json = any;

describe('OpenAPI document', () => {
  const t = useTestApp();
  let document: Json;
  beforeAll(async () => {
    document = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  const operations = () =>
    Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('is OpenAPI 3.1 and lists every API route with its schemas', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.172.0');
    expect(document.servers).toEqual([{ url: '/', description: 'This server' }]);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/releases']));
    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.data.properties.db.enum).toEqual([
      'pglite',
      'postgres',
    ]);
    expect(document.paths['/api/releases'].get.parameters[0]).toMatchObject({ name: 'language', in: 'query' });
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual(
      [],
    );
    // The one warning left: the document names no licence (info-license).
    expect(problems.map((problem) => problem.ruleId)).toEqual(['info-license']);
  });

  it('gives every operation a unique operationId derived from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/students/{id}'].get.operationId).toBe('getStudentsById');
    expect(operationIdOf('GET', '/api/students/:id/print.pdf')).toBe('getStudentsByIdPrintPdf');
    expect(operationIdOf('PUT', '/api/infrastructures/:id/access-map')).toBe('putInfrastructuresByIdAccessMap');
  });

  it("derives each operation's security from its declared access: public none, public-or-signed-in an optional bearer token, the others the bearer token", () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const accessOf = new Map(
      t().app.apiRoutes.map((route) => [`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route.access]),
    );
    let publicCount = 0;
    for (const { path, method, operation } of operations()) {
      const access = accessOf.get(`${method.toUpperCase()} ${path}`);
      expect(access, `${method} ${path}`).toBeDefined();
      if (access === 'public') publicCount++;
      expect(operation.security, `${method} ${path}`).toEqual(securityOf(access));
    }
    expect(publicCount).toBeGreaterThan(0);
    expect(document.paths['/api/checkout'].post.security).toEqual([{}, { bearer: [] }]);
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/students'].get.security).toEqual([{ bearer: [] }]);
  });

  it('documents file answers with their media type, their errors as JSON, and uploads as multipart', () => {
    const binary = { schema: { type: 'string', format: 'binary' } };
    const print = document.paths['/api/students/{id}/print.pdf'].get.responses;
    expect(print['200'].content).toEqual({ 'application/pdf': binary });
    expect(Object.keys(print['409'].content)).toEqual(['application/json']);
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(document.paths['/api/students/export.xlsx'].get.responses['200'].content).toEqual({ [xlsx]: binary });
    expect(document.paths['/api/students/import/{id}/errors.xlsx'].get.responses['200'].content).toEqual({
      [xlsx]: binary,
    });
    expect(Object.keys(document.paths['/api/infrastructures/{id}/access-map'].get.responses['200'].content)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
    ]);
    for (const path of ['/api/students/import', '/api/infrastructures/{id}/access-map']) {
      const operation = document.paths[path].post ?? document.paths[path].put;
      expect(operation.requestBody).toEqual({
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
            },
          },
        },
      });
    }
  });

  it('matches the committed generated client types (npm run api:types)', async () => {
    expect(await apiTypesSource(document), 'run `npm run api:types`').toBe(await readFile(API_TYPES_FILE, 'utf8'));
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });

  it('describes real answers of every content type: JSON, PDF, xlsx and the error envelope', async () => {
    const app = t().app;
    const call = callAs(() => app);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    let checked = 0;
    const check = (path: string, method: string, response: LightMyRequestResponse) => {
      const status = String(response.statusCode);
      const mediaType = String(response.headers['content-type']).split(';')[0] ?? '';
      const documented = document.paths[path][method].responses[status];
      expect(documented, `${method} ${path} ${status}`).toBeDefined();
      const content = documented.content[mediaType];
      expect(content, `${method} ${path} ${status} ${mediaType}`).toBeDefined();
      if (mediaType === 'application/json') {
        const schema = JSON.parse(
          JSON.stringify(content.schema).replaceAll('"#/components/', '"openapi.json#/components/'),
        );
        const validate = ajv.compile(schema);
        expect(validate(response.json()), `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      } else {
        expect(content.schema).toEqual({ type: 'string', format: 'binary' });
        const magic = { 'application/pdf': '%PDF-', [XLSX]: 'PK' }[mediaType];
        expect(response.rawPayload.subarray(0, magic?.length).toString('latin1')).toBe(magic);
      }
      checked++;
    };
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const head = bearer(await tokenFor(app, 'head@demo.ch'));

    check('/api/health', 'get', await app.inject({ url: '/api/health' }));
    check('/api/releases', 'get', await app.inject({ url: '/api/releases?language=fr' }));
    check('/api/auth/me', 'get', await app.inject({ url: '/api/auth/me', headers: head }));
    check('/api/students', 'get', await app.inject({ url: '/api/students', headers: head }));
    check('/api/students', 'get', await app.inject({ url: '/api/students' })); // 401 envelope
    check('/api/students', 'get', await app.inject({ url: '/api/students?limit=abc', headers: head })); // 400
    const id = await createStudentAs(() => app, 'head@demo.ch');
    check('/api/students/{id}', 'get', await app.inject({ url: `/api/students/${id}`, headers: head }));
    check('/api/infrastructures', 'get', await app.inject({ url: '/api/infrastructures', headers: head }));
    check('/api/courses', 'get', await app.inject({ url: '/api/courses', headers: head }));

    const pdf = await app.inject({ url: `/api/students/${id}/print.pdf`, headers: head });
    expect(pdf.statusCode).toBe(200);
    check('/api/students/{id}/print.pdf', 'get', pdf);
    const exams = `/api/students/${id}/exams`;
    await call('head@demo.ch', 'POST', exams, { date: '2026-01-05', type: 'practice', status: 'failed' });
    await call('head@demo.ch', 'POST', exams, { type: 'practice', status: 'failed' });
    const undated = await app.inject({ url: `/api/students/${id}/print.pdf`, headers: head });
    expect(undated.json().error.code).toBe('exam_date_missing');
    check('/api/students/{id}/print.pdf', 'get', undated);

    const exported = await app.inject({ url: '/api/students/export.xlsx', headers: head });
    expect(exported.statusCode).toBe(200);
    check('/api/students/export.xlsx', 'get', exported);
    const csv = await readFile(new URL('../../../../docs/samples/students-import.csv', import.meta.url));
    const upload = multipartFile('file', 'students-import.csv', csv, 'text/csv');
    const preview = await app.inject({
      method: 'POST',
      url: '/api/students/import',
      payload: upload.payload,
      headers: { ...head, ...upload.headers },
    });
    expect(preview.statusCode).toBe(201);
    check('/api/students/import', 'post', preview);
    const errorsXlsx = await app.inject({
      url: `/api/students/import/${preview.json().data.id}/errors.xlsx`,
      headers: head,
    });
    expect(errorsXlsx.statusCode).toBe(200);
    check('/api/students/import/{id}/errors.xlsx', 'get', errorsXlsx);
    expect(checked).toBe(14);
  });
});

describe('API docs in production', () => {
  const t = useTestApp({ API_DOCS: 'false' });

  it('keeps the OpenAPI description public and the browsable docs off unless API_DOCS asks', async () => {
    expect((await t().app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    const docs = await t().app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(404);
    expect(docs.json().error.code).toBe('not_found');
  });
});
