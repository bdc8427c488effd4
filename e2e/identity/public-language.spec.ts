import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';
import { tapCounter } from '../support/taps';

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
const htmlLang = (page: Page) => page.getAttribute('html', 'lang');
const languageButton = (page: Page, name: string) =>
  page.getByTestId('language-switch').getByRole('button', { name, exact: true });

describe('public pages in the visitor’s language (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows /login in German to a de-CH phone, switches to Italian, keeps it, then applies the user’s saved French', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true, locale: 'de-CH' });
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await heading(page)).toBe('Anmeldung');
    expect(await htmlLang(page)).toBe('de-CH');
    expect(await languageButton(page, 'DE').getAttribute('aria-pressed')).toBe('true');

    const taps = tapCounter();
    await taps.tap(languageButton(page, 'IT'));
    await page.getByRole('button', { name: 'Accedi' }).waitFor();
    expect(await heading(page)).toBe('Accesso');
    expect(await htmlLang(page)).toBe('it-CH');
    expect(taps.count).toBe(1);

    await page.reload();
    await page.getByRole('button', { name: 'Accedi' }).waitFor();
    expect(await htmlLang(page)).toBe('it-CH');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Crea l’account' }).waitFor();
    expect(await heading(page)).toBe('Crea un account');

    // head@demo.ch saved French: signing in applies it and keeps it as this browser's choice.
    await page.goto('/login');
    await signIn(page, 'head@demo.ch', { language: null });
    await page.waitForFunction(() => document.documentElement.lang === 'fr-CH');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr-CH');
    await context.close();
  });

  it('shows an English browser the default language, French', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true, locale: 'en-US' });
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await htmlLang(page)).toBe('fr-CH');
    await context.close();
  });
});
