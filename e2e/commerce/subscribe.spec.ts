import type { SubscriptionOrder } from '@ds/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolAdminTwoFactor } from '../support/admin-session';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, launchBrowser, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { type OwnServer, startOwnServer, stopOwnServer } from '../support/own-server';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

/**
 * Subscribing by invoice (issue 24). monitor@demo.ch, who reads the app in Italian, ends up with a
 * licence here, and the other browser tests expect him without one: this file runs on a server and
 * database of its own, started from the bundle the global setup built.
 */

const ORDER_NUMBER = /^\d{4}-\d{5}$/;
const TERMS_REQUIRED = 'Accetti le condizioni di vendita per ordinare.';

/** monitor@demo.ch on /account/subscriptions, in the Italian he chose. */
async function openMonitorSubscriptions(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, 'monitor@demo.ch', { language: null });
  expect(await page.getAttribute('html', 'lang')).toBe('it-CH');
  await page.goto('/account/subscriptions');
  await closeReleaseNotice(page);
  await page.getByTestId('offered-plan').first().waitFor();
  return page;
}

/** Where the top bar's dropdown (Accounting, the only one of a monitor) leads. */
async function accountingTargets(page: Page): Promise<string[]> {
  await page.getByTestId('menu-items').locator('[aria-haspopup="menu"]').click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const targets = await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return targets.filter((target): target is string => target !== null);
}

describe('subscribing by invoice (/account/subscriptions, /subscriptions)', () => {
  let server: OwnServer;
  let browser: Browser;
  const contextOf = (viewport = DESKTOP_VIEWPORT) =>
    browser.newContext({ baseURL: server.url, viewport, serviceWorkers: 'block', reducedMotion: 'reduce' });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startOwnServer('subscribe', { DEV_OUTBOX: 'true' }), launchBrowser()]);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopOwnServer(server);
  });

  it('refuses an order without the terms accepted, in Italian, and fits a phone', async () => {
    const context = await contextOf(PHONE_VIEWPORT);
    const page = await openMonitorSubscriptions(context);
    const ordersBefore = await apiCall<SubscriptionOrder[]>(page, '/subscription-orders');

    // The plans offered to a monitor, named in his language; prices the Swiss way.
    expect((await page.getByTestId('offered-plan').getByRole('heading').allInnerTexts()).sort()).toEqual([
      'Basic',
      'Completo',
      'Didattica',
    ]);
    const complete = page.getByTestId('offered-plan').filter({ hasText: 'Completo' });
    expect(await complete.getByTestId('offered-plan-price').innerText()).toBe('CHF\u00a0480.00');
    expect(await overflowsHorizontally(page)).toBe(false);

    await complete.getByTestId('choose-plan').click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByTestId('order-form');
    await form.waitFor();
    // This server has no card payment provider: the plans offer the invoice only.
    expect(await form.locator('input[value="card"]').count()).toBe(0);
    expect(await form.locator('input[value="invoice"]').isChecked()).toBe(true);
    await form.locator('input[name="quantity"]').fill('3');
    await form.getByTestId('order-total').getByText('CHF\u00a01’440.00').waitFor();

    await form.getByTestId('order-submit').click();
    await form.getByText(TERMS_REQUIRED).waitFor();
    expect(await form.locator('input[name="acceptTerms"]').getAttribute('aria-describedby')).toContain('error');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing was ordered.
    expect(await apiCall<SubscriptionOrder[]>(page, '/subscription-orders')).toHaveLength(ordersBefore.length);
    await context.close();
  }, 90_000);

  it('orders by invoice; once the administrator records the payment the licence and its menus appear without signing in again', async () => {
    const monitorContext = await contextOf();
    const monitor = await openMonitorSubscriptions(monitorContext);
    const menu = monitor.getByTestId('menu-items');
    // Without the admin licence: the invitation to activate one, and Accounting leads to it.
    expect(await menu.locator('a[href="/account/subscriptions"]').count()).toBe(1);
    expect(await accountingTargets(monitor)).toEqual(['/account/subscriptions', '/account/subscriptions']);
    // The school's SMS are the admin licence's business.
    expect(await monitor.getByTestId('sms-left').count()).toBe(0);
    // A reload or a new sign-in would lose this mark.
    await monitor.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    const basic = monitor.getByTestId('offered-plan').filter({ hasText: 'Basic' });
    expect(await basic.getByTestId('offered-plan-price').innerText()).toBe('CHF\u00a0240.00');
    await basic.getByTestId('choose-plan').click();
    const form = monitor.getByRole('dialog').getByTestId('order-form');
    await form.locator('input[name="quantity"]').fill('1');
    await form.locator('input[name="acceptTerms"]').check();
    await form.getByTestId('order-submit').click();

    const placed = monitor.getByTestId('order-placed');
    await placed.waitFor();
    const number = (await placed.getByTestId('order-number').innerText()).trim();
    expect(number).toMatch(ORDER_NUMBER);
    expect(await placed.getByTestId('order-placed-status').getAttribute('data-status')).toBe('awaiting_payment');
    await placed.getByRole('button').click();
    const myOrder = monitor.getByTestId('my-order-row').filter({ hasText: number });
    expect(await myOrder.getByTestId('order-status').getAttribute('data-status')).toBe('awaiting_payment');

    // The product administrator, in a browser of his own, records the payment.
    const adminContext = await contextOf();
    const admin = await adminContext.newPage();
    await enrolAdminTwoFactor(admin);
    await admin.goto('/subscriptions');
    await admin.getByRole('tab', { name: 'Commandes' }).click();
    await admin.waitForURL(/\/subscriptions\?tab=orders$/);
    const row = admin.getByTestId('admin-order-row').filter({ hasText: number });
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain('monitor@demo.ch');
    expect(rowText).toContain('Basic');
    expect(rowText).toContain('CHF\u00a0240.00');
    await row.getByRole('button', { name: `Enregistrer le paiement de la commande ${number}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Enregistrer le paiement ?' });
    await confirm.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await admin.getByText(`Paiement de la commande ${number} enregistré`).waitFor();
    await row.locator('[data-status="paid"]').waitFor();
    expect(await row.getByTestId('record-payment').count()).toBe(0);
    expect(await axeViolations(admin)).toEqual([]);

    // The monitor's page, left open, follows: the order paid, the licence activated, the menus open.
    await myOrder.locator('[data-testid="order-status"][data-status="paid"]').waitFor({ timeout: 25_000 });
    await monitor.getByTestId('licence-row').locator('[data-status="activated"]').waitFor({ timeout: 10_000 });
    await menu.locator('a[href="/account/subscriptions"]').waitFor({ state: 'detached' });
    expect(await accountingTargets(monitor)).toEqual(['/accounting/billing', '/accounting/ca']);
    expect(await monitor.getByTestId('sms-left').innerText()).toMatch(/\d+ SMS/);
    expect(await axeViolations(monitor)).toEqual([]);
    expect(await monitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Both on a phone: cards, no sideways scrolling.
    await monitor.setViewportSize(PHONE_VIEWPORT);
    await monitor.getByTestId('my-order-card').filter({ hasText: number }).waitFor();
    await monitor.getByTestId('licence-card').first().waitFor();
    expect(await overflowsHorizontally(monitor)).toBe(false);
    await admin.setViewportSize(PHONE_VIEWPORT);
    await admin.getByTestId('admin-order-card').filter({ hasText: number }).waitFor();
    expect(await overflowsHorizontally(admin)).toBe(false);
    await Promise.all([monitorContext.close(), adminContext.close()]);
  }, 150_000);
});
