import type { Browser, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, launchBrowser } from './browser';
import { type OwnServer, startOwnServer } from './own-server';

/**
 * A server of the spec's own whose card payments go to the Datatrans simulator it starts and whose
 * mails go to the outbox, a browser, and a desktop page on that server (in `locale` when given).
 */
export async function startWithCardSimulator(name: string, locale?: string) {
  const [server, browser]: [OwnServer, Browser] = await Promise.all([
    startOwnServer(name, { DEV_OUTBOX: 'true', PAYMENT_PROVIDER: 'simulator' }),
    launchBrowser(),
  ]);
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: DESKTOP_VIEWPORT,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    locale,
  });
  return { server, browser, page: await context.newPage() };
}

/** The buyer on the card provider's (simulated) page: a card number, an end date, then Pay or Register. */
export async function enterCard(page: Page, cardNumber: string, button: 'Pay' | 'Register') {
  await page.waitForURL(/\/v1\/start\/\d+$/);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('End date (MM/YY)').fill('12/35');
  await page.getByRole('button', { name: button, exact: true }).click();
}
