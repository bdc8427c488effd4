import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { getUserByEmail } from '../modules/identity';
import { valueFor } from './fuzz/openapi-arbitraries';
import { type Operation, operationsOf, tablesFor, urlOf } from './fuzz/openapi-operations';
import { schoolOwnedIds } from './fuzz/school-owned-ids';
import { bearer, tokenFor } from './sign-in';
import { copyOfDemoFiles, useTestApp } from './test-app';

/**
 * Every operation of the OpenAPI document, driven with malformed bodies, query strings and ids,
 * as a user of the demo school, as a user of another school and signed out. No answer may be a
 * 5xx or show a stack trace; a refusal is the error envelope; the other school's user never
 * gets a 2xx naming the demo school's data. FUZZ_RUNS sets the number of random requests.
 */
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 800);
const STACK_TRACE = /\n\s+at |\.ts:\d+|node_modules|\bat async\b/;
const MALFORMED_BODIES = [
  '{',
  '{"a":',
  '"\\u0000"',
  'null',
  '[]',
  '""',
  '{"__proto__":{"x":1}}',
  '\u0000',
  '\u00ff\u00fe',
];

/** Whole, empty, truncated and broken multipart bodies (boundary `x`). */
const MULTIPART_BODIES = [
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
  '--x\r\nContent-Disposition: form-data; name="file"\r\n',
  '--x\r\nContent-Dispo',
  '--y\r\n\r\n--y--',
  '',
];

type Caller = 'head' | 'other' | 'anonymous';

interface Sent {
  caller: Caller;
  request: InjectOptions;
}

describe('API fuzz over the OpenAPI document', () => {
  // The head removes her own files (her logo): on a copy of the demo's store.
  const t = useTestApp({ SIGN_IN_ATTEMPTS_PER_IP_MINUTE: '1000000', FILES_DIR: copyOfDemoFiles() });
  let operations: Operation[];
  let headers: Record<Caller, Record<string, string>>;
  let demoIds: Map<string, Set<string>>;
  let otherIds: Map<string, Set<string>>;
  /** Ids of the demo school whose presence in another school's answer would be a leak (users and schools are searchable). */
  let leakable: string[];
  let allIds: string[];
  let sent = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    const app = t().app;
    operations = operationsOf((await app.inject({ url: '/api/openapi.json' })).json());
    headers = {
      head: bearer(await tokenFor(app, 'head@demo.ch')),
      other: bearer(await tokenFor(app, 'ceresio@demo.ch')),
      anonymous: {},
    };
    const schoolOf = async (email: string) => (await getUserByEmail(t().database.db, email))?.schoolId ?? '';
    demoIds = await schoolOwnedIds(t().database.db, await schoolOf('head@demo.ch'));
    otherIds = await schoolOwnedIds(t().database.db, await schoolOf('ceresio@demo.ch'));
    leakable = [...demoIds]
      .filter(([table]) => table !== 'users' && table !== 'schools')
      .flatMap(([, ids]) => [...ids]);
    allIds = [...demoIds.values(), ...otherIds.values()].flatMap((ids) => [...ids].slice(0, 5));
  });

  async function send({ caller, request }: Sent, demoIdInPath: boolean) {
    const response = await t().app.inject({ ...request, headers: { ...headers[caller], ...request.headers } });
    sent++;
    // A fuzzed sign-out or password change ends the caller's session: sign in again and go on.
    if (response.statusCode === 401 && caller !== 'anonymous') {
      headers[caller] = bearer(await tokenFor(t().app, caller === 'head' ? 'head@demo.ch' : 'ceresio@demo.ch'));
    }
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const what = `${caller} ${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    expect(response.body, what).not.toMatch(STACK_TRACE);
    if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
      expect(response.json().error?.code, what).toEqual(expect.any(String));
    }
    if (caller === 'other' && response.statusCode < 300) {
      expect(demoIdInPath, `another school's id in the path answered ${what}`).toBe(false);
      const leaked = leakable.find((id) => response.body.includes(id));
      expect(leaked, `another school's data in ${what}`).toBeUndefined();
    }
  }

  function idsOf(owned: Map<string, Set<string>>, param: { name: string; segment: string }): string[] {
    return tablesFor(param, [...owned.keys()]).flatMap((table) => [...(owned.get(table) ?? [])].slice(0, 2));
  }

  it('never lets another school’s user reach the demo school’s records by id', async () => {
    for (const operation of operations.filter((candidate) => candidate.pathParams.length > 0)) {
      const last = operation.pathParams.at(-1);
      if (!last) continue;
      const parents = operation.pathParams.slice(0, -1).map((param) => idsOf(otherIds, param)[0] ?? '');
      for (const id of idsOf(demoIds, last)) {
        const body = operation.jsonBody
          ? fc.sample(valueFor(operation.jsonBody, []), { numRuns: 1, seed: 1 })[0]
          : undefined;
        for (const params of [[...parents, id], operation.pathParams.map(() => id)]) {
          await send(
            {
              caller: 'other',
              request: {
                method: operation.method as InjectOptions['method'],
                url: urlOf(operation, params, new URLSearchParams()),
                payload: body === undefined ? undefined : JSON.stringify(body),
                headers: body === undefined ? {} : { 'content-type': 'application/json' },
              },
            },
            true,
          );
        }
      }
    }
  }, 300_000);

  it('answers malformed requests to every operation without a 5xx or a stack trace', async () => {
    const pathValue = fc.oneof(
      fc.constantFrom(...(allIds.length ? allIds : ['x'])).map((id) => ({ value: id, raw: false })),
      fc.uuid().map((value) => ({ value, raw: false })),
      fc.string({ maxLength: 20 }).map((value) => ({ value, raw: false })),
      fc.constantFrom('%E0%A4%A', '%00', '..%2F..', '%', '%ZZ').map((value) => ({ value, raw: true })),
    );
    const request = (operation: Operation) =>
      fc.record({
        caller: fc.constantFrom<Caller>('head', 'head', 'other', 'anonymous'),
        params: fc.array(pathValue, {
          minLength: operation.pathParams.length,
          maxLength: operation.pathParams.length,
        }),
        query: fc.array(
          fc.oneof(
            ...operation.query.map((parameter) =>
              valueFor(parameter.schema, allIds).map((value) => [parameter.name, value] as const),
            ),
            fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })),
          ),
          { maxLength: 4 },
        ),
        body: operation.multipart
          ? fc.constantFrom(...MULTIPART_BODIES)
          : fc.oneof(
              { weight: 5, arbitrary: valueFor(operation.jsonBody, allIds).map((value) => JSON.stringify(value)) },
              { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
              { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
            ),
        contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', null),
      });

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations).chain((operation) => request(operation).map((shape) => ({ operation, shape }))),
        async ({ operation, shape }) => {
          const query = new URLSearchParams();
          for (const [name, value] of shape.query) {
            query.append(name, typeof value === 'string' ? value : JSON.stringify(value));
          }
          const params = shape.params.map(({ value, raw }) => (raw ? value : encodeURIComponent(value)));
          const contentType = operation.multipart ? 'multipart/form-data; boundary=x' : shape.contentType;
          const withBody = operation.method !== 'GET' && operation.method !== 'HEAD';
          await send(
            {
              caller: shape.caller,
              request: {
                method: operation.method as InjectOptions['method'],
                url: urlOf(operation, params, query),
                payload: withBody ? shape.body : undefined,
                headers: withBody && contentType ? { 'content-type': contentType } : {},
              },
            },
            shape.params.some(({ value }) => leakable.includes(value)),
          );
        },
      ),
      { numRuns: RANDOM_RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(`API fuzz: ${operations.length} operations, ${sent} requests sent, 0 × 5xx (${summary.join(' ')})`);
  }, 300_000);
});
