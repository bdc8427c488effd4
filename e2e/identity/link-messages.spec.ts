import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE_VIEWPORT } from '../support/browser';
import { lastMessage, signIn } from '../support/session';

const FORGED_TOKEN = 'x'.repeat(43);
/** What a technical field name would look like in a sentence. */
const RAW_KEY = /\b(token|id|body|query(string)?)\b|\b\w+\.\w+\b|\b[a-z]+[A-Z]\w*\b/;

const mainText = (page: Page) => page.locator('main').innerText();

describe('plain messages for expired links and incomplete addresses (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('says a registration link has expired, with no field name, and e-mails a new one that confirms the account', async () => {
    const signup = await fetch(`${baseUrl()}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'student',
        username: 'mia.gerber@example.ch',
        password: 'Aletsch-Gletscher-84',
        firstname: 'Mia',
        name: 'Gerber',
        language: 'fr',
      }),
    });
    expect(signup.status).toBe(201);
    const { context, page } = await openPage(browser, `/register/${FORGED_TOKEN}`, PHONE_VIEWPORT, { touch: true });
    const expired = page.getByTestId('link-expired');
    await expired.waitFor();
    expect(await expired.innerText()).toContain('Ce lien a expiré ou n’est pas valable.');
    // A link cut short when copied says the same, not "Certaines valeurs ne sont pas valables : token."
    await page.goto('/register/abc');
    await expired.waitFor();
    expect(await mainText(page)).not.toMatch(RAW_KEY);

    await page.getByRole('button', { name: 'Envoyer un nouveau lien' }).tap();
    expect(await mainText(page)).toContain('Saisissez votre adresse e-mail.');
    await page.locator('input[name="username"]').fill('mia.gerber@');
    await page.getByRole('button', { name: 'Envoyer un nouveau lien' }).tap();
    expect(await mainText(page)).toContain('Cette adresse e-mail n’est pas valable');
    await page.locator('input[name="username"]').fill('mia.gerber@example.ch');
    await page.getByRole('button', { name: 'Envoyer un nouveau lien' }).tap();
    await page.getByTestId('register-link-sent').waitFor();

    const token = (await lastMessage('email', 'mia.gerber@example.ch')).body.match(/\/register\/([\w-]+)/)?.[1];
    await page.goto(`/register/${token}`);
    await page.getByTestId('register-done').waitFor();
    await context.close();
  });

  it('says a bad reset link is invalid before any code is sent, and leads to a new one', async () => {
    const { context, page } = await openPage(browser, `/reset/${FORGED_TOKEN}`, PHONE_VIEWPORT, { touch: true });
    await page.getByTestId('link-expired').waitFor();
    expect(await mainText(page)).toContain('Ce lien a expiré ou n’est pas valable.');
    expect(await page.getByRole('button', { name: 'Envoyer le code' }).count()).toBe(0);
    expect(await mainText(page)).not.toMatch(RAW_KEY);
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).tap();
    await page.getByRole('button', { name: 'Envoyer le lien' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset');
    await context.close();
  });

  it('names a field the server refuses as a person would, not by its key', async () => {
    const { context, page } = await openPage(browser, '/signup', PHONE_VIEWPORT, { touch: true, locale: 'de-CH' });
    await page.locator('input[name="firstname"]').fill('A'.repeat(81));
    await page.locator('input[name="name"]').fill('Gerber');
    await page.locator('input[name="username"]').fill('lange.vorname@example.ch');
    await page.locator('input[name="new-password"]').fill('Aletsch-Gletscher-84');
    await page.locator('input[name="confirmation"]').fill('Aletsch-Gletscher-84');
    await page.getByRole('button', { name: 'Konto erstellen' }).tap();
    const alert = page.getByTestId('error-alert');
    await alert.getByText('Einige Angaben sind ungültig: Vorname.').waitFor();
    expect(await alert.innerText()).not.toMatch(RAW_KEY);
    await context.close();
  });

  it('sends /training-card/view without a student, or with a cut one, to the choice of a student, with no refused call', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) refused.push(response.url());
    });
    for (const address of ['/training-card/view', '/training-card/view?student=', '/training-card/view?student=abc']) {
      await page.goto(address);
      await page.waitForURL(/\/training-card\/choice$/);
      await page.getByRole('button', { name: 'Afficher la fiche' }).waitFor();
    }
    expect(refused).toEqual([]);
    expect(await mainText(page)).not.toMatch(RAW_KEY);
    await context.close();
  });
});
