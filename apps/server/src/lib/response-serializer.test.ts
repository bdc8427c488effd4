import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const person = z.object({
  id: z.uuid(),
  name: z.string().max(5),
  age: z.number().int().nullable(),
  role: z.enum(['monitor', 'student']),
  links: z.array(z.object({ url: z.url() })),
});
const answer = z.object({ data: z.array(person) });
const serialise = (schema: z.ZodType, data: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/probe', httpStatus: '200' })(data);
const serialiseAsProvider = (schema: z.ZodType, data: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/api/probe', httpStatus: '200' })(data);

const anna = {
  id: '0b9bbd8b-2b7a-4b8e-9d2b-7a8a6b1d4c11',
  name: 'Anna',
  age: null,
  role: 'monitor',
  links: [{ url: 'https://example.ch/a' }],
};

describe('response serialiser', () => {
  it("answers what the type provider's serialiser answers, keys the schema does not name dropped", () => {
    const data = {
      data: [
        { ...anna, passwordHash: 'secret' },
        { ...anna, age: 19, links: [] },
      ],
    };
    const json = serialise(answer, data);
    expect(json).toBe(serialiseAsProvider(answer, data));
    expect(json).not.toContain('passwordHash');
    expect(JSON.parse(json)).toEqual({ data: [anna, { ...anna, age: 19, links: [] }] });
  });

  it('refuses every answer that breaks its schema', () => {
    const broken = [
      { ...anna, age: 'nineteen' },
      { ...anna, id: 'not-a-uuid' },
      { ...anna, name: 'Anna-Lena' },
      { ...anna, role: 'admin' },
      { ...anna, links: [{ url: 'not a url' }] },
      { id: anna.id, name: anna.name, role: anna.role, links: [] },
    ];
    for (const item of broken) {
      expect(() => serialise(answer, { data: [anna, item] }), JSON.stringify(item)).toThrow();
      expect(() => serialise(answer, { data: [anna, item] }), 'the second time too').toThrow();
    }
  });

  it('encodes a schema holding a codec, as the type provider does', () => {
    const stamped = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    const at = new Date('2026-11-25T08:00:00.000Z');
    expect(serialise(stamped, { at })).toBe('{"at":"2026-11-25T08:00:00.000Z"}');
  });
});
