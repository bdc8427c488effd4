import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

/** Signs in and switches the interface to German, as a German-speaking user has it. */
async function signInGerman(page: Page, username: string) {
  await signIn(page, username, { language: null });
  await page.evaluate(() => localStorage.setItem('language', 'de-CH'));
  await page.reload();
}

/** Elements wider than the window, to name what breaks the layout when a test fails. */
function widerThanWindow(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`),
  );
}

describe('German long words and the licence list on a 375 px phone (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('wraps "Kommunikationszentrale" on /comm-settings in the page language, without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true, locale: 'de-CH' });
    await signInGerman(page, 'head@demo.ch');
    await page.goto('/comm-settings');
    await page.getByRole('heading', { level: 1, name: 'Kommunikationszentrale' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de-CH');
    expect(await page.locator('main h1').evaluate((title) => getComputedStyle(title).hyphens)).toBe('auto');
    expect(await overflowsHorizontally(page), (await widerThanWindow(page)).join('\n')).toBe(false);
    await context.close();
  });

  it('shows each licence as a card with its end date and status on /account/subscriptions', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true, locale: 'de-CH' });
    await signInGerman(page, 'head@demo.ch');
    await page.goto('/account/subscriptions');
    const licence = page.getByTestId('licence-card').first();
    await licence.waitFor();
    for (const part of [licence.getByTestId('licence-end'), licence.getByTestId('licence-status')]) {
      expect(await part.isVisible()).toBe(true);
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width).toBe(true);
    }
    expect(await licence.getByTestId('licence-end').innerText()).toMatch(/\d{2}\.\d{2}\.\d{4}|—/);
    expect(await page.getByTestId('licences-table').isVisible()).toBe(false);
    expect(await overflowsHorizontally(page), (await widerThanWindow(page)).join('\n')).toBe(false);
    await context.close();
  });
});
