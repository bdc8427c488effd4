import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/session';

describe('signing in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sends a visitor of a protected page to /login and back there after signing in', async () => {
    const { context, page } = await openPage(browser, '/students/profile?id=3');
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/students/profile?id=3');
    await page.getByTestId('footer').waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(0);
    await signIn(page, 'head@demo.ch');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/students/profile?id=3');
    await context.close();
  });

  it('never follows a redirect to another site', async () => {
    const { context, page } = await openPage(browser, '/login?redirect=https://evil.example');
    await signIn(page, 'head@demo.ch');
    expect(page.url()).toBe(`${baseUrl()}/`);
    await context.close();
  });

  it('turns a shop link into the checkout in the language it names', async () => {
    const { context, page } = await openPage(browser, '/login?redirect=/resources/AbCdE12345/A1b2C3/de');
    await signIn(page, 'head@demo.ch', { language: null });
    await page.waitForURL('**/checkout/AbCdE12345/A1b2C3');
    expect(await page.getAttribute('html', 'lang')).toBe('de-CH');
    await context.close();
  });

  it('says so once for a wrong password, and warns about caps lock', async () => {
    const { context, page } = await openPage(browser, '/login');
    await page.locator('input[name="username"]').fill('head@demo.ch');
    // Headless Chromium has no keyboard LED state: send the key event a caps-locked keyboard sends.
    await page.locator('input[name="password"]').dispatchEvent('keyup', { key: 'A', modifierCapsLock: true });
    await page.getByTestId('caps-lock').waitFor();
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect(await page.getByTestId('error-alert').innerText()).toContain('Nom d’utilisateur ou mot de passe incorrect');
    await context.close();
  });

  it('keeps a remembered device signed in after the tab is closed (prelogin → autologin)', async () => {
    const first = await openPage(browser, '/login');
    await signIn(first.page, 'monitor@demo.ch', { remember: true });
    const firstToken = await first.page.evaluate(() => localStorage.getItem('autologinToken'));
    expect(firstToken).toBeTruthy();
    const storageState = await first.context.storageState();
    await first.context.close();

    const context = await browser.newContext({ baseURL: baseUrl(), storageState });
    const page = await context.newPage();
    await page.goto('/students');
    await page.getByRole('searchbox', { name: 'Rechercher un élève' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/students');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('autologinToken'))).not.toBe(firstToken);

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    await page.waitForFunction(() => !localStorage.getItem('autologinId') && !sessionStorage.getItem('token'));
    await context.close();
  });
});
