import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

describe('application shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the 404 page with a link home for an unknown path', async () => {
    const { context, page } = await openPage(browser, '/nope');
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.innerText()).toContain('Page introuvable');
    await notFound.locator('a[href="/"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows /login without the top bar and with the footer', async () => {
    const { context, page } = await openPage(browser, '/login');
    await page.getByTestId('footer').waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(0);
    expect(await page.getByTestId('footer').innerText()).toContain('1.172.0');
    await context.close();
  });

  it('shows the top bar and the not-yet-available notice inside the layout on an unfinished screen', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    // A screen of the spec not built yet.
    await page.goto('/settings');
    await page.getByTestId('top-bar').waitFor();
    expect(await page.getByTestId('not-available').innerText()).toContain('pas encore disponible');
    await context.close();
  });

  it('switches to German from the profile menu, and the choice survives a reload', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/settings');
    await page.getByTestId('profile-menu').click();
    expect(await page.getByTestId('app-version').innerText()).toContain('1.172.0');
    await page.getByTestId('lang-de').click();
    await page.getByText('noch nicht verfügbar', { exact: false }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de-CH');
    await page.reload();
    await page.getByText('noch nicht verfügbar', { exact: false }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de-CH');
    await page.goto('/nope');
    expect(await page.getByTestId('not-found').innerText()).toContain('Seite nicht gefunden');
    // The choice is the account's: French again, so the tests after this one find the head as seeded.
    await apiCall(page, '/auth/changelang', { method: 'PUT', body: { language: 'fr' } });
    await context.close();
  });

  it('reloads onto the new build when a page chunk of the old one is gone after a release', async () => {
    const { context, page } = await openPage(browser, '/login');
    await page.getByTestId('footer').waitFor();
    // The privacy page's chunk answers 404 once, as a file of the previous build would.
    let refused = 0;
    await page.route(/\/assets\/privacy-page-[^/]+\.js$/, (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: '' }) : route.continue(),
    );
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/privacyPolicy');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await reloaded;
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacyPolicy');
    expect(refused).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('staleBuildReloadAt'))).toBeTruthy();
    await context.close();
  });

  it('shows a translated error with a reload button, not a blank page, when a screen’s code stays missing', async () => {
    const { context, page } = await openPage(browser, '/login');
    await page.getByTestId('footer').waitFor();
    await page.route(/\/assets\/privacy-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    // A reload moments ago: a chunk still missing is really missing, no second reload.
    await page.evaluate(() => sessionStorage.setItem('staleBuildReloadAt', String(Date.now())));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/privacyPolicy');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const error = page.getByTestId('screen-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('Cet écran n’a pas pu s’afficher');
    expect(await error.getByRole('button', { name: 'Recharger' }).isVisible()).toBe(true);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/signup');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('main[data-route="signup"]').waitFor();
    expect(await page.getByTestId('screen-error').count()).toBe(0);
    await context.close();
  });

  it('shows a persistent offline warning that goes away when the connection returns', async () => {
    const { context, page } = await openPage(browser, '/login');
    await page.getByTestId('footer').waitFor();
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.waitForTimeout(6_000);
    expect(await page.getByTestId('offline-banner').isVisible()).toBe(true);
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await context.close();
  });

  it('announces the new release once, until it is closed', async () => {
    const { context, page } = await openPage(browser, '/login');
    const notice = page.getByTestId('release-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('1.172.0');
    expect(await notice.innerText()).toContain('22.11.2026');
    await notice.getByRole('button').first().click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('footer').waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('release-notice').count()).toBe(0);
    await context.close();
  });

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    for (const path of ['/login', '/signup', '/reset', '/nope', '/privacyPolicy']) {
      await page.goto(path);
      await page.locator('main form, [data-testid="not-found"], main h1').first().waitFor();
      expect(await overflowsHorizontally(page), path).toBe(false);
    }
    await signIn(page, 'head@demo.ch');
    for (const path of ['/', '/students', '/account', '/account/me', '/account/security', '/account/subscriptions']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      expect(await overflowsHorizontally(page), path).toBe(false);
    }
    await context.close();
  });

  it('loads without Content-Security-Policy violations or console errors', async () => {
    const { context, page, consoleErrors } = await openPage(browser, '/login', undefined, {
      serviceWorkers: 'allow',
    });
    await signIn(page, 'head@demo.ch');
    await page.getByTestId('top-bar').waitFor();
    await page.waitForLoadState('networkidle');
    // The service worker is allowed by the policy and keeps the shell.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((ready) => ready.active !== null))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('API documentation', () => {
  it('renders Swagger UI under the strict policy', async () => {
    const browser = await launchBrowser();
    const { page, consoleErrors } = await openPage(browser, '/api/docs/');
    await page.getByText('Driving school API').first().waitFor();
    await page.getByText('/api/health').first().waitFor();
    expect(consoleErrors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    await browser.close();
  });
});
