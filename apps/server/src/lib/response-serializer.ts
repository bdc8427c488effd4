import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, compile, safeParse } from 'zod/v4/core';

/** Whether parsing a schema differs from encoding it: a transform or a pipe (a codec) anywhere in it. */
function changesWhenParsed(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'transform' || def.type === 'pipe') return true;
  const inner = def.type === 'lazy' ? [(def.getter as () => unknown)()] : Object.values(def);
  return inner.some((value) => childSchemas(value).some((child) => changesWhenParsed(child, seen)));
}

/** The schemas a definition field holds: itself, an array of options, or an object's shape. */
function childSchemas(value: unknown): $ZodType[] {
  if (value instanceof $ZodType) return [value];
  if (!value || typeof value !== 'object' || value instanceof RegExp) return [];
  return Object.values(value).filter((item): item is $ZodType => item instanceof $ZodType);
}

const compiled = new WeakMap<$ZodType, $ZodType>();

function compiledOnce(schema: $ZodType): $ZodType {
  let fast = compiled.get(schema);
  if (!fast) {
    fast = compile(schema);
    compiled.set(schema, fast);
  }
  return fast;
}

/**
 * Answers go through their route's zod schema, as with the type provider's serialiser: an answer
 * that breaks it is an error (a 500, never sent), and keys the schema does not name are dropped.
 * But the schema is parsed through zod's compiled fast path (made on first use) rather than
 * encoded, which zod runs without it: 21 → 3 µs for a page of students, 37 → 12 µs for my day.
 * Parsing and encoding agree unless a schema transforms or pipes (a codec); those keep encoding.
 */
export const responseSerializerCompiler: typeof serializerCompiler = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof $ZodType) || changesWhenParsed(schema)) return serializerCompiler(route);
  return (data) => {
    const result = safeParse(compiledOnce(schema), data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
