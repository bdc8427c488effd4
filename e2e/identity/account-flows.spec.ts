import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { lastMessage, signIn } from '../support/session';

const NEW_PASSWORD = 'Bellinzona-Castelgrande-9';

describe('account flows', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('resets a password with the e-mailed link and the SMS code, then signs in with it', async () => {
    const { context, page } = await openPage(browser, '/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('button', { name: 'Envoyer le lien' }).waitFor();
    await page.locator('input[name="username"]').fill('ceresio@demo.ch');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByTestId('reset-link-sent').waitFor();

    const mail = await lastMessage('email', 'ceresio@demo.ch');
    const link = mail.body.match(/https?:\/\/\S+\/reset\/([\w-]+)/);
    expect(link).not.toBeNull();
    await page.goto(`/reset/${link?.[1]}`);
    await page.getByRole('button', { name: 'Envoyer le code' }).click();
    expect(await page.getByTestId('reset-code-sent').innerText()).toContain('+41 79 *** ** 04');

    const sms = await lastMessage('sms', '+41790000004');
    await page.locator('input[name="code"]').fill(sms.body.match(/\d{6}/)?.[0] ?? '');
    await page.locator('input[name="new-password"]').fill('Password123');
    await page.locator('input[name="confirmation"]').fill('Password123');
    await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
    expect(await page.locator('main').innerText()).toContain('fait partie des mots de passe les plus courants');

    await page.locator('input[name="new-password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="confirmation"]').fill(NEW_PASSWORD);
    expect(await page.getByTestId('password-strength').getAttribute('data-band')).toBe('good');
    await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
    await page.getByTestId('reset-done').waitFor();

    await page.goto('/login');
    await signIn(page, 'ceresio@demo.ch', { password: NEW_PASSWORD });
    await page.getByTestId('top-bar').waitFor();
    await context.close();
  });

  it('signs a student up, confirms the account from the e-mail, and lets him sign in', async () => {
    const { context, page } = await openPage(browser, '/login?redirect=/dashboard');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await page.getByRole('button', { name: 'Créer le compte' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    await page.locator('input[name="firstname"]').fill('Noé');
    await page.locator('input[name="name"]').fill('Favre');
    await page.locator('input[name="username"]').fill('noe.favre@example.ch');
    await page.locator('input[name="new-password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="confirmation"]').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    expect(await page.locator('main').innerText()).toContain('ne correspondent pas');
    await page.locator('input[name="confirmation"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByTestId('signup-done').waitFor();

    const mail = await lastMessage('email', 'noe.favre@example.ch');
    const token = mail.body.match(/\/register\/([\w-]+)/)?.[1];
    await page.goto(`/register/${token}`);
    await page.getByTestId('register-done').waitFor();
    await page.goto(`/register/${token}`);
    await page.getByTestId('link-expired').waitFor();

    await page.goto('/login?redirect=/dashboard');
    await signIn(page, 'noe.favre@example.ch', { password: NEW_PASSWORD });
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('activates a licence key, after which the activate-licence link is gone', async () => {
    // ceresio@demo.ch (a monitor without the admin licence) got NEW_PASSWORD in the reset test above;
    // the other demo monitors are left as they are for the menu tests.
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'ceresio@demo.ch', { password: NEW_PASSWORD });
    await page.getByRole('link', { name: 'Activer une licence' }).click();
    await page.locator('input[name="licence-key"]').fill('ZZZZ-0000-ZZZZ-0000');
    await page.getByRole('button', { name: 'Activer la licence' }).click();
    expect(await page.getByTestId('error-alert').innerText()).toContain('Numéro de licence inconnu');
    await page.locator('input[name="licence-key"]').fill('admn-2026-demo-0003');
    await page.getByRole('button', { name: 'Activer la licence' }).click();
    await page.getByTestId('licences-table').getByText('••••-••••-••••-0003').waitFor();
    await page.getByRole('link', { name: 'Activer une licence' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
