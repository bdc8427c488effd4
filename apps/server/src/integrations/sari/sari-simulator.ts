/**
 * A local stand-in for SARI's VKU/PGS course registration interface (see sari-client.ts for
 * what the client relies on), for tests and the demo; its state lives in memory. It answers the
 * OAuth2 token endpoint (password and refresh_token grants, tokens of a set lifetime), the
 * version, customers by FABER number and birth date, the school's courses, a course's
 * participants, enrolment and unenrolment with the registry's refusals, and offers test hooks:
 * fail the next calls with 503, answer late (a timeout), expire every token, confirm a participant.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RegistryPerson, SariCredentials } from '../../kernel/course-registries';
import { readRequestText, sendJson, startLocalServer } from '../simulator-http';
import {
  DEMO_SARI_ACCOUNT,
  DEMO_SARI_CLOSED_COURSE_ID,
  DEMO_SARI_COURSE_ID,
  DEMO_SARI_ENROLLED,
  DEMO_SARI_UNKNOWN_FABER,
} from './sari-demo';

export interface SimulatedCustomer extends RegistryPerson {
  firstname: string;
  lastname: string;
  /** A licence past its end date: enrolment is refused with LICENSE_EXPIRED. */
  licenceExpired?: boolean;
}

export interface SimulatedCourse {
  id: string;
  type: 'VKU' | 'PGS';
  name: string;
  date: string;
  places: number;
  /** Released and enabled for enrolment (COURSE_NOT_ALLOWED_OR_ENABLED otherwise). */
  open: boolean;
  /** The user name of the only account whose school holds the course (NO_PERMISSION to others); any when unset. */
  account?: string;
  participants: Array<SimulatedCustomer & { confirmed: string | null }>;
}

export interface SariSimulatorOptions {
  port?: number;
  accounts?: SariCredentials[];
  /** Seconds an access token lives (an hour at SARI). */
  tokenLifetimeSeconds?: number;
  /** Every well-formed FABER number and birth date is a customer but `unknownFabers` (the demo's rule). */
  knowsEveryone?: boolean;
  unknownFabers?: string[];
  customers?: SimulatedCustomer[];
  courses?: SimulatedCourse[];
}

export interface SimulatedCall {
  method: string;
  /** The path without its query (the token endpoint's query holds the secrets). */
  path: string;
  grant?: string;
  status: number;
}

export interface SariSimulator {
  url: string;
  calls(): SimulatedCall[];
  addCustomer(customer: SimulatedCustomer): void;
  addCourse(course: SimulatedCourse): void;
  course(id: string): SimulatedCourse | undefined;
  /**
   * SARI confirms the course's participant on `day` (today by default; null takes it back): his
   * unenrolment is refused while he is confirmed. False when he is not in the course.
   */
  confirmParticipant(courseId: string, faber: string, day?: string | null): boolean;
  /** The next `count` calls (token endpoint included) answer 503. */
  failNext(count: number): void;
  /** The next `count` calls answer after `ms` milliseconds. */
  delayNext(count: number, ms: number): void;
  /** Every access token handed so far is refused from now on as expired (refresh tokens stay good). */
  expireTokens(): void;
  close(): Promise<void>;
}

/** The demo's simulator: head@demo.ch's account, the VKU course with Léa enrolled, Chloé unknown. */
export function demoSariSimulatorOptions(): SariSimulatorOptions {
  return {
    accounts: [DEMO_SARI_ACCOUNT],
    knowsEveryone: true,
    unknownFabers: [DEMO_SARI_UNKNOWN_FABER],
    courses: [
      {
        id: DEMO_SARI_COURSE_ID,
        type: 'VKU',
        name: 'VKU Lausanne, Avenue de la Gare 1',
        date: '2026-12-01 18:30',
        places: 12,
        open: true,
        participants: [{ ...DEMO_SARI_ENROLLED, confirmed: null }],
      },
      {
        id: DEMO_SARI_CLOSED_COURSE_ID,
        type: 'VKU',
        name: 'VKU Lausanne (clos)',
        date: '2026-08-01 18:30',
        places: 12,
        open: false,
        participants: [],
      },
    ],
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FABER = /^\d{6,12}$/;

export async function startSariSimulator(options: SariSimulatorOptions = {}): Promise<SariSimulator> {
  const accounts = options.accounts ?? [];
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const unknown = new Set(options.unknownFabers ?? []);
  const customers = new Map((options.customers ?? []).map((customer) => [customer.faber, customer]));
  const courses = new Map((options.courses ?? []).map((course) => [course.id, structuredClone(course)]));
  const accessTokens = new Map<string, { expiresAt: number; username: string }>();
  const refreshTokens = new Map<string, string>();
  const journal: SimulatedCall[] = [];
  let failures = 0;
  let delays: { count: number; ms: number } = { count: 0, ms: 0 };

  function customer(faber: string, birthDate: string): SimulatedCustomer | undefined {
    const known = customers.get(faber);
    if (known) return known.birthDate === birthDate ? known : undefined;
    if (!options.knowsEveryone || unknown.has(faber)) return undefined;
    return { faber, birthDate, firstname: 'Vorname', lastname: 'Nachname' };
  }

  function issueTokens(username: string): object {
    const accessToken = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, { expiresAt: Date.now() + lifetime * 1000, username });
    refreshTokens.set(refreshToken, username);
    return {
      access_token: accessToken,
      expires_in: lifetime,
      token_type: 'bearer',
      scope: 'user',
      refresh_token: refreshToken,
    };
  }

  function token(query: URLSearchParams): { status: number; body: object } {
    const client = accounts.find(
      (account) => account.clientId === query.get('client_id') && account.clientSecret === query.get('client_secret'),
    );
    if (!client)
      return {
        status: 400,
        body: { error: 'invalid_client', error_description: 'The client credentials are invalid' },
      };
    const grant = query.get('grant_type');
    if (grant === 'password') {
      const matches = accounts.some(
        (account) =>
          account.clientId === client.clientId &&
          account.username === query.get('username') &&
          account.password === query.get('password'),
      );
      if (!matches) {
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Invalid username and password combination' },
        };
      }
      return { status: 200, body: issueTokens(query.get('username') ?? '') };
    }
    if (grant === 'refresh_token') {
      const refreshToken = query.get('refresh_token') ?? '';
      const username = refreshTokens.get(refreshToken);
      if (username === undefined) {
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } };
      }
      refreshTokens.delete(refreshToken);
      return { status: 200, body: issueTokens(username) };
    }
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type parameter' },
    };
  }

  const ok = (result: unknown) => ({ status: 200, body: { result, status: 'OK' } });
  const refused = (status: number, code: string) => ({ status, body: { result: [], status: code } });

  function api(
    method: string,
    parts: string[],
    form: URLSearchParams,
    username: string,
  ): { status: number; body: object } {
    const [resource, ...rest] = parts;
    if (method === 'GET' && resource === 'version' && rest.length === 1) return ok(rest[0]);
    if (method === 'GET' && resource === 'customer' && rest.length === 2) {
      const [faber = '', birthDate = ''] = rest;
      if (!FABER.test(faber) || !DATE.test(birthDate)) return refused(400, 'INVALID_PARAMETER');
      const found = customer(faber, birthDate);
      if (!found) return refused(404, 'PERSON_NOT_FOUND');
      return ok({
        faberid: found.faber,
        birthdate: found.birthDate,
        firstname: found.firstname,
        lastname: found.lastname,
        licenses: [{ category: 'B', expirationdate: found.licenceExpired ? '2020-01-01' : '2030-12-31' }],
      });
    }
    if (method === 'GET' && resource === 'courses' && rest.length === 1) {
      if (rest[0] !== 'VKU' && rest[0] !== 'PGS') return refused(404, 'SECTION_NOT_FOUND');
      const list = [...courses.values()].filter(
        (course) => course.type === rest[0] && course.open && (!course.account || course.account === username),
      );
      return ok({
        name: 'Auto-école Démo',
        date: new Date().toISOString().slice(0, 10),
        courses: list.map((course) => ({
          id: Number(course.id),
          name: course.name,
          date: course.date,
          freeplaces: Math.max(0, course.places - course.participants.length),
        })),
      });
    }
    if (method === 'GET' && resource === 'coursedetail' && rest.length === 1) {
      const course = courses.get(rest[0] ?? '');
      if (!course) return refused(404, 'COURSE_NOT_FOUND');
      if (course.account && course.account !== username) return refused(403, 'NO_PERMISSION');
      return ok(
        course.participants.map((person) => ({
          faberid: person.faber,
          firstname: person.firstname,
          lastname: person.lastname,
          birthdate: person.birthDate,
          confirmed: person.confirmed,
        })),
      );
    }
    if (resource === 'personcourse' && rest.length === 0 && (method === 'PUT' || method === 'DELETE')) {
      const course = courses.get(form.get('courseid') ?? '');
      const faber = form.get('faberid') ?? '';
      if (!FABER.test(faber)) return refused(400, 'INVALID_PARAMETER');
      if (!course) return refused(404, 'COURSE_NOT_FOUND');
      if (course.account && course.account !== username) return refused(403, 'NO_PERMISSION');
      if (!course.open) return refused(409, 'COURSE_NOT_ALLOWED_OR_ENABLED');
      const present = course.participants.findIndex((person) => person.faber === faber);
      if (method === 'DELETE') {
        if (present < 0) return refused(404, 'COURSEMEMBER_NOT_FOUND');
        if (course.participants[present]?.confirmed) return refused(409, 'COURSEMEMBER_ALREADY_CONFIRMED');
        course.participants.splice(present, 1);
        return ok([]);
      }
      const birthDate = form.get('birthdate') ?? '';
      if (!DATE.test(birthDate)) return refused(400, 'INVALID_PARAMETER');
      const person = customer(faber, birthDate);
      if (!person) return refused(404, 'PERSON_NOT_FOUND');
      if (present >= 0) return refused(409, 'PERSON_ALREADY_ADDED');
      if (person.licenceExpired) return refused(409, 'LICENSE_EXPIRED');
      course.participants.push({ ...person, confirmed: null });
      return ok([]);
    }
    return refused(404, 'NOT_FOUND');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const form = new URLSearchParams(await readRequestText(request));
    const answer = (status: number, body: object) => {
      journal.push({
        method: request.method ?? '',
        path: url.pathname,
        grant: url.searchParams.get('grant_type') ?? undefined,
        status,
      });
      sendJson(response, status, body, 'application/json');
    };
    if (delays.count > 0) {
      delays.count -= 1;
      await new Promise((resolve) => setTimeout(resolve, delays.ms));
    }
    if (failures > 0) {
      failures -= 1;
      return answer(503, { result: [], status: 'INTERNAL_SERVER_ERROR' });
    }
    if (url.pathname === '/oauth/v2/token') {
      const { status, body } = token(url.searchParams);
      return answer(status, body);
    }
    const prefix = '/api/courseregistration/';
    if (!url.pathname.startsWith(prefix)) return answer(404, { result: [], status: 'NOT_FOUND' });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const session = accessTokens.get(bearer);
    if (session === undefined) {
      return answer(401, { error: 'invalid_grant', error_description: 'The access token provided is invalid.' });
    }
    if (session.expiresAt <= Date.now()) {
      return answer(401, { error: 'invalid_grant', error_description: 'The access token provided has expired.' });
    }
    const parts = url.pathname.slice(prefix.length).split('/').filter(Boolean).map(decodeURIComponent);
    const { status, body } = api(request.method ?? 'GET', parts, form, session.username);
    return answer(status, body);
  }

  const server = await startLocalServer(handle, { port: options.port });

  return {
    url: server.url,
    calls: () => [...journal],
    addCustomer: (customer) => customers.set(customer.faber, customer),
    addCourse: (course) => courses.set(course.id, structuredClone(course)),
    course: (id) => courses.get(id),
    confirmParticipant(courseId, faber, day = new Date().toISOString().slice(0, 10)) {
      const participant = courses.get(courseId)?.participants.find((person) => person.faber === faber);
      if (participant) participant.confirmed = day;
      return participant !== undefined;
    },
    failNext(count) {
      failures = count;
    },
    delayNext(count, ms) {
      delays = { count, ms };
    },
    expireTokens() {
      for (const session of accessTokens.values()) session.expiresAt = 0;
    },
    close: server.close,
  };
}
