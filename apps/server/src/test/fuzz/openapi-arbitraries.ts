import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  format?: unknown;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** Strings meant to break things: bytes PostgreSQL refuses, encodings, injections, sizes. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u001b[31m',
  '\u202e',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  '🚗'.repeat(300),
  'x'.repeat(5_000),
  '2026-02-30',
  '31.02.2026',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
];

const NUMBERS = fc.oneof(
  fc.integer({ min: -5, max: 200 }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e300, -1e300, 0.5, 1e-7),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const DATES = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

/**
 * Values for one schema: mostly plausible (formats, enums, ranges), often hostile, sometimes of
 * the wrong type, so the validation, the services and the database all get their share.
 */
export function valueFor(schema: JsonSchema | undefined, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(fc.constant(null), fc.boolean(), NUMBERS, fc.constantFrom(...HOSTILE_STRINGS), fc.jsonValue());
  if (!schema || depth > 6) return wrong;
  return fc.oneof({ weight: 6, arbitrary: plausible(schema, ids, depth) }, { weight: 1, arbitrary: wrong });
}

function plausible(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, ids, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = [schema.type ?? 'object'].flat();
  return fc.oneof(...types.map((type) => ofType(type, schema, ids, depth)));
}

function ofType(type: string, schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema, ids);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1_000, 2 ** 31) }),
        NUMBERS,
      );
    case 'number':
      return NUMBERS;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, ids, depth + 1), { maxLength: 4 });
    default:
      return objectFor(schema, ids, depth);
  }
}

function stringFor(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }));
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  const shaped: Record<string, fc.Arbitrary<string>> = {
    uuid: ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid(),
    'date-time': DATES.map((date) => date.toISOString()),
    date: DATES.map((date) => date.toISOString().slice(0, 10)),
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('head@demo.ch', 'ceresio@demo.ch')),
    uri: fc.constantFrom('http://127.0.0.1:9/dav/', 'https://127.0.0.1:9/x', 'ftp://x'),
  };
  const plain = fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 60) });
  return fc.oneof({ weight: 3, arbitrary: (format && shaped[format]) || plain }, { weight: 2, arbitrary: hostile });
}

function objectFor(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const record = names.length
    ? fc.record(Object.fromEntries(names.map((name) => [name, valueFor(properties[name], ids, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((name) => names.includes(name)),
      })
    : fc.constant({});
  // Sometimes a field of its own: unknown keys must be ignored or refused, never stored.
  return fc
    .tuple(record, fc.option(fc.tuple(fc.string({ maxLength: 8 }), fc.jsonValue()), { freq: 4 }))
    .map(([value, extra]) => (extra ? { ...(value as object), [extra[0]]: extra[1] } : value));
}
