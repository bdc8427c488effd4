/**
 * A local stand-in for the theory-exam training service (see theory-exam-client.ts for the API
 * the client relies on), for tests and the demo: nothing leaves the machine. It keeps accounts,
 * licence codes activated on them, single-use sign-in tokens and each account's best score, and
 * serves the quiz itself: 20 questions on Swiss traffic rules (theory-quiz.ts) in the language of
 * the sign-in request, on one page, scored when sent.
 *
 * The demo's accounts are fixed (THEORY_DEMO_ACCOUNTS), so the demo survives a restart; what was
 * activated or scored lives in this process only, and the client activates again (idempotent)
 * before each session. Test hooks: `failNext` (503), `delay`, `refuse` (a password no longer
 * accepted), `expireTokens` (the partner's bearer tokens).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestText, sendJson, startLocalServer } from '../simulator-http';
import { QUIZ, type QuizLanguage } from './theory-quiz';

export const THEORY_DEMO_ACCOUNTS = [
  { username: 'student@demo.ch', password: 'Theorie-Demo-2026' },
  { username: 'learner@demo.ch', password: 'Theorie-Demo-2026' },
] as const;

export interface TheoryExamSimulatorOptions {
  port?: number;
  apiKey?: string;
  accounts?: ReadonlyArray<{ username: string; password: string }>;
  /** The partner's bearer tokens live this long. */
  tokenSeconds?: number;
}

interface SimulatedLicence {
  code: string;
  username: string;
  days: number;
  activatedAt: Date;
  expiresAt: Date;
}

interface SimulatedAccount {
  password: string;
  /** Best score of a quiz sent, 0–100. */
  progress: number | null;
  lastTrainedAt: Date | null;
}

export interface TheoryExamSimulator {
  url: string;
  apiKey: string;
  /** The next `count` API calls answer 503, as the service does during maintenance. */
  failNext(count: number): void;
  /** Every API answer waits this long (0: none). */
  delay(ms: number): void;
  /** The account's password changes: the one we keep is refused from now on. */
  refuse(username: string): void;
  addAccount(username: string, password: string): void;
  /** Every bearer token issued so far expires now. */
  expireTokens(): void;
  /** How many bearer tokens were issued. */
  tokensIssued(): number;
  licences(): SimulatedLicence[];
  /** Records a score as if the quiz had been sent. */
  score(username: string, percent: number): void;
  /** API calls received, by path (no bodies). */
  calls(): string[];
  close(): Promise<void>;
}

const SSO_SECONDS = 120;
/** The largest request body taken, in bytes. */
const BODY_LIMIT = 65_536;
const LANGUAGES: QuizLanguage[] = ['fr', 'de', 'it'];

export async function startTheoryExamSimulator(options: TheoryExamSimulatorOptions = {}): Promise<TheoryExamSimulator> {
  const apiKey = options.apiKey ?? 'theory-simulator-key';
  const tokenMs = (options.tokenSeconds ?? 900) * 1000;
  const accounts = new Map<string, SimulatedAccount>();
  for (const { username, password } of options.accounts ?? THEORY_DEMO_ACCOUNTS) {
    accounts.set(username.toLowerCase(), { password, progress: null, lastTrainedAt: null });
  }
  const licences = new Map<string, SimulatedLicence>();
  const tokens = new Map<string, number>();
  const ssoTokens = new Map<
    string,
    { username: string; language: QuizLanguage; returnUrl: string; expiresAt: number }
  >();
  const quizSessions = new Map<string, { username: string; language: QuizLanguage; returnUrl: string }>();
  const received: string[] = [];
  let failures = 0;
  let delayMs = 0;
  let issued = 0;

  type Answer = { status: number; body: object };
  const error = (status: number, code: number, name: string, description: string): Answer => ({
    status,
    body: { code, error: name, error_description: description },
  });

  function accountOf(body: Record<string, unknown>): { username: string; account: SimulatedAccount } | Answer {
    const username = typeof body.username === 'string' ? body.username.toLowerCase() : '';
    const account = accounts.get(username);
    if (!account || account.password !== body.password) {
      return error(422, 42201, 'invalid_user_credentials', 'Unknown username or wrong password');
    }
    return { username, account };
  }

  const runningLicenceOf = (username: string) =>
    [...licences.values()].find((licence) => licence.username === username && licence.expiresAt.getTime() > Date.now());

  function api(method: string, path: string, body: Record<string, unknown>, authorization: string): Answer {
    if (path === '/api/v1/auth' && method === 'POST') {
      if (authorization !== `ApiKey ${apiKey}`) return error(401, 40101, 'invalid_api_key', 'Unknown API key');
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + tokenMs);
      issued++;
      return { status: 200, body: { token, expires_in: Math.floor(tokenMs / 1000) } };
    }
    const bearer = /^Bearer (.+)$/.exec(authorization)?.[1];
    if (!bearer) return error(401, 40102, 'bearer_token_authentication_required', 'A bearer token is required');
    const until = tokens.get(bearer);
    if (until === undefined) return error(401, 40103, 'token_is_invalid', 'Unknown token');
    if (until <= Date.now()) return error(401, 40104, 'token_has_expired', 'The token has expired');

    if (path === '/api/v1/users/verify' && method === 'POST') {
      const found = accountOf(body);
      return 'status' in found ? found : { status: 200, body: { username: found.username } };
    }
    const activation = /^\/api\/v1\/licences\/([^/]+)\/activation$/.exec(path);
    if (activation && method === 'POST') {
      const found = accountOf(body);
      if ('status' in found) return found;
      const code = decodeURIComponent(activation[1] ?? '').toUpperCase();
      const days = Number(body.days);
      if (!/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/.test(code) || ![1, 30, 365].includes(days)) {
        return error(404, 40401, 'licence_not_found', 'No licence with this code and duration');
      }
      const known = licences.get(code);
      if (known && known.username !== found.username) {
        return error(409, 40901, 'licence_already_used', 'The licence is activated on another account');
      }
      const activatedAt = known?.activatedAt ?? new Date();
      const licence = known ?? {
        code,
        username: found.username,
        days,
        activatedAt,
        expiresAt: new Date(activatedAt.getTime() + days * 86_400_000),
      };
      licences.set(code, licence);
      return { status: 200, body: licenceAnswer(licence, found.account) };
    }
    const progress = /^\/api\/v1\/licences\/([^/]+)$/.exec(path);
    if (progress && method === 'GET') {
      const licence = licences.get(decodeURIComponent(progress[1] ?? '').toUpperCase());
      if (!licence) return error(404, 40402, 'licence_not_activated', 'This licence was never activated');
      return { status: 200, body: licenceAnswer(licence, accounts.get(licence.username)) };
    }
    if (path === '/api/v1/sessions' && method === 'POST') {
      const found = accountOf(body);
      if ('status' in found) return found;
      if (!runningLicenceOf(found.username)) {
        return error(403, 40301, 'no_active_licence', 'The account holds no running licence');
      }
      const language = LANGUAGES.includes(body.language as QuizLanguage) ? (body.language as QuizLanguage) : 'de';
      const token = randomBytes(24).toString('base64url');
      const expiresAt = Date.now() + SSO_SECONDS * 1000;
      const returnUrl = typeof body.return_url === 'string' ? body.return_url : '';
      ssoTokens.set(token, { username: found.username, language, returnUrl, expiresAt });
      return {
        status: 201,
        body: { url: `${server.url}/sso/${token}`, expires_at: new Date(expiresAt).toISOString() },
      };
    }
    return error(404, 40400, 'not_found', 'No such endpoint');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const page = (status: number, html: string): void => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    };

    const sso = /^\/sso\/([\w-]+)$/.exec(url.pathname);
    if (sso && request.method === 'GET') {
      const key = sso[1] ?? '';
      const grant = ssoTokens.get(key);
      ssoTokens.delete(key);
      if (!grant || grant.expiresAt <= Date.now()) {
        return page(
          410,
          layout('de', 'Theorie', '<h1>Link expired</h1><p>This sign-in link was used or has expired.</p>'),
        );
      }
      const sessionId = randomBytes(24).toString('base64url');
      quizSessions.set(sessionId, grant);
      response.writeHead(303, { location: `/quiz/${sessionId}` }).end();
      return;
    }
    const quiz = /^\/quiz\/([\w-]+)$/.exec(url.pathname);
    if (quiz) {
      const session = quizSessions.get(quiz[1] ?? '');
      if (!session) return page(404, layout('de', 'Theorie', '<h1>Session ended</h1>'));
      if (request.method === 'GET') return page(200, quizPage(session.language, quiz[1] ?? ''));
      const form = new URLSearchParams(await readRequestText(request, { limit: BODY_LIMIT }));
      const right = QUIZ.filter((question) => form.get(question.id) === String(question.right)).length;
      const percent = Math.round((right * 100) / QUIZ.length);
      const account = accounts.get(session.username);
      if (account) {
        account.progress = Math.max(account.progress ?? 0, percent);
        account.lastTrainedAt = new Date();
      }
      return page(200, resultPage(session.language, right, session.returnUrl));
    }

    received.push(`${request.method} ${url.pathname}`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failures > 0) {
      failures--;
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Maintenance');
      return;
    }
    let body: Record<string, unknown> = {};
    if (request.method === 'POST') {
      const raw = await readRequestText(request, { limit: BODY_LIMIT });
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        const answer = error(400, 40001, 'unable_to_decode_request_body', 'Invalid JSON');
        return sendJson(response, answer.status, answer.body, 'application/json');
      }
    }
    const answer = api(request.method ?? 'GET', url.pathname, body, request.headers.authorization ?? '');
    if (!response.writable) return;
    sendJson(response, answer.status, answer.body, 'application/json; charset=utf-8');
  }

  const server = await startLocalServer(handle, { port: options.port });

  return {
    url: server.url,
    apiKey,
    failNext(count) {
      failures = count;
    },
    delay(ms) {
      delayMs = ms;
    },
    refuse(username) {
      const account = accounts.get(username.toLowerCase());
      if (account) account.password = randomBytes(12).toString('hex');
    },
    addAccount(username, password) {
      accounts.set(username.toLowerCase(), { password, progress: null, lastTrainedAt: null });
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    tokensIssued: () => issued,
    licences: () => [...licences.values()],
    score(username, percent) {
      const account = accounts.get(username.toLowerCase());
      if (account) {
        account.progress = percent;
        account.lastTrainedAt = new Date();
      }
    },
    calls: () => [...received],
    close: server.close,
  };
}

function licenceAnswer(licence: SimulatedLicence, account: SimulatedAccount | undefined) {
  return {
    code: licence.code,
    days: licence.days,
    activated_at: licence.activatedAt.toISOString(),
    expires_at: licence.expiresAt.toISOString(),
    progress: account?.progress ?? null,
    last_training_at: account?.lastTrainedAt?.toISOString() ?? null,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const WORDS: Record<QuizLanguage, { title: string; intro: string; send: string; result: string; back: string }> = {
  fr: {
    title: 'Entraînement à l’examen théorique',
    intro: 'Répondez aux 20 questions, puis envoyez vos réponses.',
    send: 'Envoyer mes réponses',
    result: 'bonnes réponses sur',
    back: 'Retour à l’auto-école',
  },
  de: {
    title: 'Training für die Theorieprüfung',
    intro: 'Beantworten Sie die 20 Fragen und senden Sie dann Ihre Antworten.',
    send: 'Antworten senden',
    result: 'richtige Antworten von',
    back: 'Zurück zur Fahrschule',
  },
  it: {
    title: 'Allenamento per l’esame teorico',
    intro: 'Risponda alle 20 domande, poi invii le risposte.',
    send: 'Invia le risposte',
    result: 'risposte giuste su',
    back: 'Torna alla scuola guida',
  },
};

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:42rem;margin:1.5rem auto;padding:0 1rem;color:#1a1b1e;line-height:1.4}' +
  'fieldset{border:1px solid #ccc;border-radius:6px;margin:0 0 1rem;padding:.75rem}legend{font-weight:600;padding:0 .25rem}' +
  'label{display:block;padding:.35rem 0}button{padding:.6rem 1.2rem;font-size:1rem}';

function layout(language: QuizLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function quizPage(language: QuizLanguage, sessionId: string): string {
  const words = WORDS[language];
  const questions = QUIZ.map(
    (question, index) =>
      `<fieldset data-question="${question.id}"><legend>${index + 1}. ${escapeHtml(question.text[language])}</legend>${question.answers
        .map(
          (answer, choice) =>
            `<label><input type="radio" name="${question.id}" value="${choice}" required> ${escapeHtml(answer[language])}</label>`,
        )
        .join('')}</fieldset>`,
  ).join('');
  return layout(
    language,
    words.title,
    `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.intro)}</p><form method="post" action="/quiz/${sessionId}">${questions}<button type="submit">${escapeHtml(words.send)}</button></form>`,
  );
}

function resultPage(language: QuizLanguage, right: number, returnUrl: string): string {
  const words = WORDS[language];
  const back = /^https?:\/\//.test(returnUrl)
    ? `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(words.back)}</a></p>`
    : '';
  return layout(
    language,
    words.title,
    `<h1>${escapeHtml(words.title)}</h1><p role="status" data-testid="quiz-score">${right} ${escapeHtml(words.result)} ${QUIZ.length}</p>${back}`,
  );
}
