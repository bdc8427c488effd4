/**
 * SARI's "VKU/PGS course registration" REST interface for driving schools (KYBERNA AG, interface
 * description v1.3), as the client relies on it:
 * - Hosts: production https://www.vku-pgs.asa.ch, acceptance https://sari-vku-test.ky2help.com.
 * - `GET /oauth/v2/token` with `client_id`, `client_secret`, `grant_type=password`, `username`,
 *   `password` (or `grant_type=refresh_token` and `refresh_token`) in the query answers
 *   `{ access_token, expires_in, token_type: "bearer", scope, refresh_token }` (an hour); wrong
 *   credentials are OAuth2's 400/401 `{ error: "invalid_grant" | "invalid_client" }`. Every other
 *   call sends `Authorization: Bearer <token>`; an expired or unknown token is a 401.
 * - Every answer is `{ result, status }`, `status` "OK" or a code: `INTERNAL_SERVER_ERROR`,
 *   `INVALID_PARAMETER`, `NO_PERMISSION`, and per call:
 *   - `GET /api/courseregistration/version/{text}`: `result` is the text (the connection test);
 *   - `GET /api/courseregistration/customer/{faberid}/{birthdate}` (YYYY-MM-DD): the person
 *     (`faberid`, `birthdate`, `firstname`, `lastname`, address, licences) or `PERSON_NOT_FOUND`;
 *   - `GET /api/courseregistration/courses/{VKU|PGS}`: `result.courses[]` `{ id, name, date,
 *     address, freeplaces }`, or `DRIVINGSCHOOL_NOT_FOUND`, `SECTION_NOT_FOUND`;
 *   - `GET /api/courseregistration/coursedetail/{id}`: the participants `{ faberid, firstname,
 *     lastname, birthdate, confirmed }`, or `COURSE_NOT_FOUND`;
 *   - `PUT /api/courseregistration/personcourse` (form: `courseid`, `faberid`, `birthdate`):
 *     enrols, or `COURSE_NOT_FOUND`, `PERSON_NOT_FOUND`, `PERSON_ALREADY_ADDED`,
 *     `COURSE_NOT_ALLOWED_OR_ENABLED`, `LICENSE_EXPIRED`;
 *   - `DELETE /api/courseregistration/personcourse` (form: `courseid`, `faberid`): unenrols, or
 *     `COURSEMEMBER_NOT_FOUND`, `COURSEMEMBER_ALREADY_CONFIRMED`.
 *   Whether a refusal comes with HTTP 200 or a 4xx is not said: the body's status decides.
 * - No webhooks: what SARI decides is read by asking.
 */
import {
  RegistryError,
  type RegistryPerson,
  type SariConnection,
  type SariCourse,
  type SariCredentials,
  type SariParticipant,
  type SariRegistry,
  type SariTokenStore,
  type SariTokens,
} from '../../kernel/course-registries';
import { type RegistryCallLog, requestRegistry } from '../registry-http';

export const SARI_PRODUCTION_URL = 'https://www.vku-pgs.asa.ch';

export interface SariClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  log?: (entry: RegistryCallLog) => void;
  now?: () => Date;
}

/** A token this close to its end is refreshed before use rather than sent to be refused. */
const EXPIRY_MARGIN_MS = 30_000;

interface Answer {
  httpStatus: number;
  body: { result?: unknown; status?: unknown; error?: unknown } | undefined;
}

export function createSariClient(options: SariClientOptions): SariRegistry {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());

  async function send(
    call: string,
    method: 'GET' | 'PUT' | 'DELETE',
    path: string,
    init: { token?: string; form?: Record<string, string> },
  ): Promise<Answer> {
    const started = Date.now();
    const log = (status: RegistryCallLog['status'], outcome: string) =>
      options.log?.({ registry: 'sari', call, status, outcome, ms: Date.now() - started });
    const answer = await requestRegistry(
      'SARI',
      `${baseUrl}${path}`,
      {
        method,
        headers: {
          accept: 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      },
      timeoutMs,
      log,
    );
    const body = answer.body as Answer['body'];
    const status = typeof body?.status === 'string' ? body.status : typeof body?.error === 'string' ? body.error : '';
    log(answer.status, status || (answer.ok ? 'OK' : 'no status'));
    if (answer.status >= 500 || status === 'INTERNAL_SERVER_ERROR') {
      throw new RegistryError('unavailable', 'registry_unavailable', `SARI answered ${answer.status} ${status}`);
    }
    return { httpStatus: answer.status, body };
  }

  async function grant(call: string, query: Record<string, string>): Promise<SariTokens | null> {
    const answer = await send(call, 'GET', `/oauth/v2/token?${new URLSearchParams(query)}`, {});
    const body = answer.body as { access_token?: unknown; expires_in?: unknown; refresh_token?: unknown } | undefined;
    if (answer.httpStatus === 200 && typeof body?.access_token === 'string' && body.access_token !== '') {
      const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
      return {
        accessToken: body.access_token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
        expiresAt: new Date(now().getTime() + seconds * 1000),
      };
    }
    if (answer.httpStatus === 400 || answer.httpStatus === 401 || answer.httpStatus === 403) return null;
    throw new RegistryError(
      'unavailable',
      'registry_unavailable',
      `SARI's token endpoint answered ${answer.httpStatus}`,
    );
  }

  return {
    connect(credentials: SariCredentials, store: SariTokenStore): SariConnection {
      const client = { client_id: credentials.clientId, client_secret: credentials.clientSecret };

      async function signIn(): Promise<SariTokens> {
        const tokens = await grant('token', {
          ...client,
          grant_type: 'password',
          username: credentials.username,
          password: credentials.password,
        });
        if (!tokens)
          throw new RegistryError('credentials_refused', 'credentials_refused', 'SARI refused the credentials');
        await store.write(tokens);
        return tokens;
      }

      /** A new access token from the refresh token, or from the password when SARI no longer takes it. */
      async function renew(current: SariTokens | null): Promise<SariTokens> {
        if (current?.refreshToken) {
          const tokens = await grant('token-refresh', {
            ...client,
            grant_type: 'refresh_token',
            refresh_token: current.refreshToken,
          });
          if (tokens) {
            const kept = { ...tokens, refreshToken: tokens.refreshToken ?? current.refreshToken };
            await store.write(kept);
            return kept;
          }
        }
        return signIn();
      }

      async function usableTokens(): Promise<SariTokens> {
        const tokens = await store.read();
        if (tokens && tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS > now().getTime()) return tokens;
        return renew(tokens);
      }

      /** Calls with a valid token; a 401 is answered by one renewal and one more try. */
      async function call(
        name: string,
        method: 'GET' | 'PUT' | 'DELETE',
        path: string,
        form?: Record<string, string>,
      ): Promise<unknown> {
        let tokens = await usableTokens();
        let answer = await send(name, method, path, { token: tokens.accessToken, form });
        if (answer.httpStatus === 401) {
          tokens = await renew(tokens);
          answer = await send(name, method, path, { token: tokens.accessToken, form });
          if (answer.httpStatus === 401) {
            throw new RegistryError('credentials_refused', 'credentials_refused', 'SARI refused a fresh token');
          }
        }
        const status = answer.body?.status;
        if (status === 'OK') return answer.body?.result;
        if (typeof status !== 'string' || status === '') {
          throw new RegistryError(
            'unavailable',
            'registry_unavailable',
            `SARI answered ${answer.httpStatus} without a status`,
          );
        }
        const kind = status.endsWith('_NOT_FOUND') ? 'not_found' : 'refused';
        throw new RegistryError(kind, status, `SARI refused ${name}: ${status}`);
      }

      const segment = encodeURIComponent;

      return {
        async authenticate() {
          await signIn();
        },

        async version(text) {
          return String(await call('version', 'GET', `/api/courseregistration/version/${segment(text)}`));
        },

        async findCustomer(person: RegistryPerson) {
          const result = (await call(
            'customer',
            'GET',
            `/api/courseregistration/customer/${segment(person.faber)}/${segment(person.birthDate)}`,
          )) as Record<string, unknown>;
          return {
            faber: String(result.faberid ?? person.faber),
            birthDate: String(result.birthdate ?? person.birthDate),
            firstname: String(result.firstname ?? ''),
            lastname: String(result.lastname ?? ''),
          };
        },

        async courses(type) {
          const result = (await call('courses', 'GET', `/api/courseregistration/courses/${type}`)) as {
            courses?: Array<Record<string, unknown>>;
          } | null;
          return (result?.courses ?? []).map(
            (course): SariCourse => ({
              id: String(course.id),
              name: String(course.name ?? ''),
              date: String(course.date ?? ''),
              freePlaces: typeof course.freeplaces === 'number' ? course.freeplaces : null,
            }),
          );
        },

        async participants(courseId) {
          const result = await call('coursedetail', 'GET', `/api/courseregistration/coursedetail/${segment(courseId)}`);
          return (Array.isArray(result) ? (result as Array<Record<string, unknown>>) : []).map(
            (person): SariParticipant => ({
              faber: String(person.faberid ?? ''),
              birthDate: String(person.birthdate ?? ''),
              firstname: String(person.firstname ?? ''),
              lastname: String(person.lastname ?? ''),
              confirmedOn: typeof person.confirmed === 'string' && person.confirmed !== '' ? person.confirmed : null,
            }),
          );
        },

        async enrol(courseId, person) {
          await call('personcourse-put', 'PUT', '/api/courseregistration/personcourse', {
            courseid: courseId,
            faberid: person.faber,
            birthdate: person.birthDate,
          });
        },

        async unenrol(courseId, faber) {
          await call('personcourse-delete', 'DELETE', '/api/courseregistration/personcourse', {
            courseid: courseId,
            faberid: faber,
          });
        },
      };
    },
  };
}
