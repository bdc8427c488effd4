import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export const DEMO_PASSWORD = 'Demo-Pass-2026!';

/**
 * Signs in through the login page, as a person would. Signing in applies the language the
 * account chose last time; tests read French texts, so French is restored afterwards unless
 * `language: null` keeps what the sign-in chose.
 */
export async function signIn(
  page: Page,
  username: string,
  options: { remember?: boolean; password?: string; language?: 'fr-CH' | null } = {},
) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(/Nom d’utilisateur|Benutzername|Nome utente|Username/).fill(username);
  await page.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  if (options.remember)
    await page.getByLabel(/Rester connecté|angemeldet bleiben|Rimanere connesso|Stay signed in/).check();
  await page.getByRole('button', { name: /Se connecter|Anmelden|Accedi|Sign in/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const language = options.language === undefined ? 'fr-CH' : options.language;
  if (language && (await page.getAttribute('html', 'lang')) !== language) {
    await page.evaluate((locale) => localStorage.setItem('language', locale), language);
    await page.reload();
  }
}

interface OutboxMessage {
  recipient: string;
  subject: string | null;
  body: string;
}

/** The newest e-mail or SMS the server wrote to the local outbox for a recipient. */
export async function lastMessage(channel: 'email' | 'sms', recipient: string): Promise<OutboxMessage> {
  const response = await fetch(
    `${baseUrl()}/api/dev/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}`,
  );
  const { data } = (await response.json()) as { data: OutboxMessage[] };
  const [message] = data;
  if (!message) throw new Error(`no ${channel} to ${recipient}`);
  return message;
}
