/**
 * A local stand-in for L2 (see l2-client.ts for the interface assumed), for tests and the demo;
 * its state lives in memory. It checks the product key, refuses FABER numbers it is told it does
 * not know (PERSON_NOT_FOUND) and malformed ones (INVALID_PARAMETER), answers a reference sent
 * again with its first registration, and offers test hooks: fail the next calls with 503, answer late.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestText, sendJson, startLocalServer } from '../simulator-http';

export interface L2SimulatorOptions {
  port?: number;
  apiKey?: string;
  unknownFabers?: string[];
}

export interface L2Registration {
  id: string;
  reference: string;
  faber: string;
  birthDate: string;
}

export interface L2Simulator {
  url: string;
  apiKey: string;
  registrations(): L2Registration[];
  failNext(count: number): void;
  delayNext(count: number, ms: number): void;
  close(): Promise<void>;
}

export const DEMO_L2_API_KEY = 'demo-l2-product-key';

export async function startL2Simulator(options: L2SimulatorOptions = {}): Promise<L2Simulator> {
  const apiKey = options.apiKey ?? DEMO_L2_API_KEY;
  const unknown = new Set(options.unknownFabers ?? []);
  const registrations = new Map<string, L2Registration>();
  let failures = 0;
  let delays = { count: 0, ms: 0 };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readRequestText(request);
    const answer = (status: number, body: object) => sendJson(response, status, body, 'application/json');
    const error = (status: number, code: string, message: string) => answer(status, { error: { code, message } });
    if (delays.count > 0) {
      delays.count -= 1;
      await new Promise((resolve) => setTimeout(resolve, delays.ms));
    }
    if (failures > 0) {
      failures -= 1;
      return error(503, 'SERVICE_UNAVAILABLE', 'Try again later');
    }
    if (request.method !== 'POST' || request.url !== '/v1/registrations')
      return error(404, 'NOT_FOUND', 'No such endpoint');
    if (request.headers.authorization !== `Bearer ${apiKey}`) return error(401, 'UNAUTHORIZED', 'Invalid API key');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return error(400, 'INVALID_PARAMETER', 'Invalid JSON');
    }
    const reference = typeof body.reference === 'string' ? body.reference : '';
    const faber = typeof body.faber === 'string' ? body.faber : '';
    const birthDate = typeof body.birthDate === 'string' ? body.birthDate : '';
    if (!reference || !/^\d{6,12}$/.test(faber) || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) {
      return error(422, 'INVALID_PARAMETER', 'reference, faber and birthDate are required');
    }
    if (unknown.has(faber)) return error(422, 'PERSON_NOT_FOUND', 'No learner with this FABER number and birth date');
    const known = registrations.get(reference);
    if (known) return answer(200, { id: known.id, status: 'registered' });
    const registration = { id: `L2-${randomInt(100_000, 999_999)}`, reference, faber, birthDate };
    registrations.set(reference, registration);
    return answer(201, { id: registration.id, status: 'registered' });
  }

  const server = await startLocalServer(handle, { port: options.port });

  return {
    url: server.url,
    apiKey,
    registrations: () => [...registrations.values()],
    failNext(count) {
      failures = count;
    },
    delayNext(count, ms) {
      delays = { count, ms };
    },
    close: server.close,
  };
}
