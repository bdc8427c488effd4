import { baseUrl } from './browser';
import { DEMO_PASSWORD, lastMessage } from './session';

const post = (path: string, body: object) =>
  fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Person {
  firstname?: string;
  language?: 'fr' | 'de' | 'it' | 'en';
}

/** Signs up an account of `kind` and confirms it by its e-mail's link, as a person would; the demo password. */
async function confirmedAccount(
  kind: 'monitor' | 'student',
  name: string,
  { firstname = 'Test', language = 'fr' }: Person = {},
): Promise<string> {
  const username = `${name.toLowerCase()}.${Date.now().toString(36)}@example.ch`;
  const signup = await post('/auth/signup', { kind, username, password: DEMO_PASSWORD, firstname, name, language });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const token = /\/register\/([\w-]+)/.exec((await lastMessage('email', username)).body)?.[1];
  const register = await post('/auth/register', { token });
  if (register.status !== 200) throw new Error(`confirmation answered ${register.status}`);
  return username;
}

/** A session token of an account with the demo password, through the API. */
export async function apiToken(username: string): Promise<string> {
  const login = await post('/auth/login', { username, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in of ${username} answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/**
 * A confirmed monitor of his own, signed up and confirmed through the API as a person would by
 * e-mail: a test that books in bulk keeps its calendar apart from every other test's. Its
 * password is the demo one. `wizardClosed`: he has closed the configuration wizard, so it does not
 * open by itself at his first sign-in (for tests about something else).
 */
export async function freshMonitor(name: string, { wizardClosed = false } = {}): Promise<string> {
  const username = await confirmedAccount('monitor', name);
  if (wizardClosed) {
    const closed = await fetch(`${baseUrl()}/api/account/setup`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(username)}` },
      body: JSON.stringify({ step: 'licence', done: true }),
    });
    if (closed.status !== 200) throw new Error(`closing the wizard answered ${closed.status}`);
  }
  return username;
}

/** A confirmed learner driver of his own (no monitor yet), the demo password. */
export function freshLearner(name: string, person: Person = {}): Promise<string> {
  return confirmedAccount('student', name, person);
}
