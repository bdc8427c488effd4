import { baseUrl } from './browser';
import { DEMO_PASSWORD, lastMessage } from './session';

/**
 * A confirmed monitor of his own, signed up and confirmed through the API as a person would by
 * e-mail: a test that books in bulk keeps its calendar apart from every other test's. Its
 * password is the demo one. `wizardClosed`: he has closed the configuration wizard, so it does not
 * open by itself at his first sign-in (for tests about something else).
 */
export async function freshMonitor(name: string, { wizardClosed = false } = {}): Promise<string> {
  const username = `${name}.${Date.now().toString(36)}@example.ch`;
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signup = await post('/auth/signup', {
    kind: 'monitor',
    username,
    password: DEMO_PASSWORD,
    firstname: 'Test',
    name,
    language: 'fr',
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const token = /\/register\/([\w-]+)/.exec((await lastMessage('email', username)).body)?.[1];
  const register = await post('/auth/register', { token });
  if (register.status !== 200) throw new Error(`confirmation answered ${register.status}`);
  if (wizardClosed) {
    const login = await post('/auth/login', { username, password: DEMO_PASSWORD });
    const { token } = (await login.json()) as { token: string };
    const closed = await fetch(`${baseUrl()}/api/account/setup`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ step: 'licence', done: true }),
    });
    if (closed.status !== 200) throw new Error(`closing the wizard answered ${closed.status}`);
  }
  return username;
}
