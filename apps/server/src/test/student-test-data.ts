import type { FastifyInstance } from 'fastify';
import { bearer, tokenFor } from './sign-in';

let next = 0;

/** A valid student form with a FABER number no demo student has; override any field. */
export function studentPayload(overrides: Record<string, unknown> = {}) {
  next += 1;
  return {
    gender: 'female',
    name: 'Testeur',
    firstname: 'Amélie',
    birthDate: '2006-05-17',
    faber: String(55_500_000 + next),
    email: `amelie.${next}@example.com`,
    mobile: '+41 78 123 45 67',
    street: 'Rue Centrale',
    houseNumber: '1',
    postcode: '1003',
    city: 'Lausanne',
    country: 'CH',
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API call as a demo login. */
export function callAs(app: () => FastifyInstance) {
  return async (email: string, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, payload, headers: bearer(await tokenFor(app(), email)) });
}

/** Creates a student as `email` and answers his id. */
export async function createStudentAs(
  app: () => FastifyInstance,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await callAs(app)(email, 'POST', '/api/students', studentPayload(overrides));
  if (response.statusCode !== 201) throw new Error(`student not created: ${response.body}`);
  return response.json().data.id;
}
