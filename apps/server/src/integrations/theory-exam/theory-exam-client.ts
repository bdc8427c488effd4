/**
 * The theory-exam training service's partner API as this client relies on it. No Swiss provider
 * publishes its partner API, so this is modelled on what the spec reveals (each user's own
 * username and password at the service, licences of 1, 30 and 365 days bought in our shop, a
 * training opened from our screen, progress a monitor may follow) and on the conventions of a
 * published theory-training partner API (iTheorie's Connect API: a bearer token obtained with the
 * partner's key, errors as `{ code, error, error_description }`, 503 during maintenance with any
 * body). The assumptions are listed in docs/architecture.md (Integrations: theory-exam).
 *
 * - `POST /api/v1/auth` with `Authorization: ApiKey <key>` → `{ token, expires_in }` (seconds).
 *   Every other call carries `Authorization: Bearer <token>`; an expired or unknown token is a 401
 *   `token_has_expired` / `token_is_invalid`: a new token is asked once and the call sent again.
 * - `POST /api/v1/users/verify` `{ username, password }` → 200; 422 `invalid_user_credentials`.
 * - `POST /api/v1/licences/{code}/activation` `{ username, password, days }` → the licence
 *   `{ code, days, activated_at, expires_at, progress, last_training_at }`; the same account
 *   again gets the same answer; 409 `licence_already_used` (another account), 404
 *   `licence_not_found`, 422 `invalid_user_credentials`.
 * - `POST /api/v1/sessions` `{ username, password, language (fr|de|it), return_url }` → 201
 *   `{ url, expires_at }`, a single-use address valid two minutes; 403 `no_active_licence`, 422.
 * - `GET /api/v1/licences/{code}` → the licence as above (`progress` 0–100 or null); 404
 *   `licence_not_activated`.
 *
 * Every call is logged (operation, HTTP status, duration); never a password, a token, a code or
 * the single-use address.
 */
import type {
  ActivatedLicence,
  TheoryAccount,
  TheoryExamFailureKind,
  TheoryExamService,
  TrainingProgress,
} from '../../kernel/theory-exam';
import { TheoryExamError } from '../../kernel/theory-exam';

export interface TheoryCallLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface TheoryExamClientOptions {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  log: TheoryCallLog;
}

interface LicenceAnswer {
  activated_at?: string;
  expires_at?: string;
  progress?: number | null;
  last_training_at?: string | null;
}

const TOKEN_REFUSALS = new Set(['token_has_expired', 'token_is_invalid', 'token_is_revoked']);

/** The service's errors in our words. */
const KINDS: Record<string, TheoryExamFailureKind> = {
  invalid_user_credentials: 'credentials_refused',
  licence_already_used: 'licence_refused',
  licence_not_found: 'licence_refused',
  no_active_licence: 'no_licence',
};

export function createTheoryExamClient(options: TheoryExamClientOptions): TheoryExamService {
  const baseUrl = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8_000;
  // A cache of the partner's token: each process asks its own; losing it costs one call.
  let bearer: { token: string; until: number } | null = null;

  async function send(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: object,
  ): Promise<{ status: number; json: unknown }> {
    const started = Date.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      options.log.warn(
        { provider: 'theory-exam', operation, ms: Date.now() - started, outcome: timedOut ? 'timeout' : 'unreachable' },
        'theory-exam call failed',
      );
      throw new TheoryExamError(
        'unavailable',
        timedOut
          ? `the theory-exam service did not answer within ${timeoutMs} ms`
          : 'the theory-exam service is unreachable',
      );
    }
    const json = parseJson(text);
    const errorName = (json as { error?: unknown } | undefined)?.error;
    options.log.info(
      {
        provider: 'theory-exam',
        operation,
        status: response.status,
        ms: Date.now() - started,
        ...(typeof errorName === 'string' ? { error: errorName } : {}),
      },
      'theory-exam call',
    );
    return { status: response.status, json };
  }

  async function token(): Promise<string> {
    if (bearer && bearer.until > Date.now()) return bearer.token;
    const { status, json } = await send('auth', 'POST', '/api/v1/auth', { authorization: `ApiKey ${options.apiKey}` });
    const answer = json as { token?: unknown; expires_in?: unknown } | undefined;
    if (status !== 200 || typeof answer?.token !== 'string') throw failure(status, json);
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 300;
    // A minute's margin so that a token is not sent in its last seconds.
    bearer = { token: answer.token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return bearer.token;
  }

  async function call(operation: string, method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const answer = await send(operation, method, path, { authorization: `Bearer ${await token()}` }, body);
      const name = (answer.json as { error?: unknown } | undefined)?.error;
      if (answer.status === 401 && typeof name === 'string' && TOKEN_REFUSALS.has(name) && attempt === 0) {
        bearer = null;
        continue;
      }
      if (answer.status >= 200 && answer.status < 300 && answer.json !== undefined) return answer.json;
      throw failure(answer.status, answer.json);
    }
  }

  const credentials = (account: TheoryAccount) => ({ username: account.username, password: account.password });

  return {
    async verifyAccount(account) {
      await call('verify-account', 'POST', '/api/v1/users/verify', credentials(account));
    },

    async activateLicence(account, licence): Promise<ActivatedLicence> {
      const answer = (await call(
        'activate-licence',
        'POST',
        `/api/v1/licences/${encodeURIComponent(licence.code)}/activation`,
        { ...credentials(account), days: licence.days },
      )) as LicenceAnswer;
      const activatedAt = dateOf(answer.activated_at);
      const expiresAt = dateOf(answer.expires_at);
      if (!activatedAt || !expiresAt) throw new TheoryExamError('rejected', 'the activation answered no dates');
      return { activatedAt, expiresAt };
    },

    async openTrainingSession(account, request) {
      const answer = (await call('open-session', 'POST', '/api/v1/sessions', {
        ...credentials(account),
        language: request.language,
        return_url: request.returnUrl,
      })) as { url?: unknown };
      if (typeof answer.url !== 'string' || !/^https?:\/\//.test(answer.url)) {
        throw new TheoryExamError('rejected', 'the session answered no address');
      }
      return { url: answer.url };
    },

    async readProgress(code): Promise<TrainingProgress> {
      const answer = (await call(
        'read-progress',
        'GET',
        `/api/v1/licences/${encodeURIComponent(code)}`,
      )) as LicenceAnswer;
      const percent =
        typeof answer.progress === 'number' ? Math.min(100, Math.max(0, Math.round(answer.progress))) : null;
      return { percent, lastTrainedAt: dateOf(answer.last_training_at), expiresAt: dateOf(answer.expires_at) };
    },
  };
}

function failure(status: number, json: unknown): TheoryExamError {
  const name = (json as { error?: unknown } | undefined)?.error;
  const known = typeof name === 'string' ? KINDS[name] : undefined;
  if (known) return new TheoryExamError(known, `the theory-exam service answered ${status} ${name}`);
  if (status >= 500 || status === 429)
    return new TheoryExamError('unavailable', `the theory-exam service answered ${status}`);
  return new TheoryExamError(
    'rejected',
    `the theory-exam service answered ${status} ${typeof name === 'string' ? name : ''}`,
  );
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
