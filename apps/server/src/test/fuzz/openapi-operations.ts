import type { JsonSchema } from './openapi-arbitraries';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}

/** One operation of the API description, as the fuzz test drives it. */
export interface Operation {
  method: string;
  /** `/api/students/{id}` */
  path: string;
  pathParams: { name: string; segment: string }[];
  query: OpenApiParameter[];
  jsonBody?: JsonSchema;
  multipart: boolean;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\/([^/{}]+)\/\{(\w+)\}/g)].map(([, segment = '', name = '']) => ({
          name,
          segment,
        })),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

/** The tables a path parameter may name: `/students/{id}` → students, `/comments/{commentId}` → student_comments. */
export function tablesFor(param: { name: string; segment: string }, tables: string[]): string[] {
  if (/^monitor/i.test(param.name)) return ['users'];
  const segment = param.segment.replaceAll('-', '_');
  const singular = segment.replace(/s$/, '');
  const matches = tables.filter(
    (table) =>
      table === segment ||
      table.endsWith(`_${segment}`) ||
      table.startsWith(`${singular}_`) ||
      table === `${singular}s`,
  );
  return matches.length ? matches : tables;
}

/** The URL of an operation with its path parameters and query. */
export function urlOf(operation: Operation, params: string[], query: URLSearchParams): string {
  let index = 0;
  const path = operation.path.replace(/\{\w+\}/g, () => params[index++] ?? '');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
