import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { enterCard, startWithCardSimulator } from '../support/card-simulator';
import { type OwnServer, stopOwnServer } from '../support/own-server';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

/**
 * Paying by card (issue 25, part B) through the Datatrans simulator the server starts
 * (PAYMENT_PROVIDER=simulator): monitor@demo.ch ends up with a licence and saved cards here, so
 * this file runs on a server and database of its own, started from the bundle the global setup
 * built. PUBLIC_URL is the address the simulator sends the browser and its webhook back to.
 */

describe('paying by card (/account/subscriptions → Datatrans → /spc, /account/ccsetup)', () => {
  let server: OwnServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await startWithCardSimulator('card'));
    await signIn(page, 'monitor@demo.ch', { language: null });
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopOwnServer(server);
  });

  it('subscribes to Basic by card: the provider’s page, back on /spc paid, the licence activated', async () => {
    expect(await page.getAttribute('html', 'lang')).toBe('it-CH');
    await page.goto('/account/subscriptions');
    await closeReleaseNotice(page);
    const basic = page.getByTestId('offered-plan').filter({ hasText: 'Basic' });
    await basic.getByTestId('choose-plan').click();
    const form = page.getByRole('dialog').getByTestId('order-form');
    await form.locator('input[value="card"]').check();
    await form.getByText('Paga sulla pagina sicura del fornitore di pagamento').waitFor();
    await form.locator('input[name="acceptTerms"]').check();
    await form.getByTestId('order-submit').click();

    await page.waitForURL(/\/v1\/start\/\d+$/);
    expect(await page.getByTestId('simulator-amount').innerText()).toContain('CHF 240.00');
    await enterCard(page, '4242 4242 4242 4242', 'Pay');

    await page.waitForURL(/\/spc\/[\w-]{43}\/ok\/subscription\?datatransTrxId=\d+$/);
    const outcome = page.locator('[data-testid="payment-outcome"][data-status="paid"]');
    await outcome.waitFor({ timeout: 15_000 });
    expect(await outcome.innerText()).toContain('La licenza arriva per e-mail entro pochi minuti.');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    await page.getByTestId('to-subscriptions').click();
    await page.waitForURL(/\/account\/subscriptions$/);
    await page.getByTestId('licence-row').locator('[data-status="activated"]').waitFor({ timeout: 10_000 });
    await page.getByTestId('my-order-row').locator('[data-testid="order-status"][data-status="paid"]').waitFor();
  }, 120_000);

  it('saves a card on the provider’s page (last digits, end date); a declined one names the provider', async () => {
    await page.goto('/account/ccsetup');
    await page.getByText('Nessuna carta salvata.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const form = page.getByTestId('card-registration-form');
    await form.getByLabel(/^Nome/).fill('Mastercard della scuola');
    await form.getByLabel('Condividi con i dipendenti della mia scuola guida').check();
    await form.getByTestId('card-registration-submit').click();
    await enterCard(page, '5404 0000 0000 0001', 'Register');
    await page.waitForURL(/\/account\/cc\/ok\/[\w-]{43}/);
    await page.locator('[data-testid="payment-outcome"][data-status="paid"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('registered-card').innerText()).toBe(
      'Mastercard della scuola: Mastercard •••• 0001 · valida fino al 12/35',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Torna alle mie carte' }).click();
    await page.waitForURL(/\/account\/ccsetup$/);
    const card = page.getByTestId('saved-card');
    expect(await card.getByTestId('saved-card-number').innerText()).toBe('Mastercard •••• 0001 · valida fino al 12/35');
    expect(await card.getByRole('switch').isChecked()).toBe(true);

    await page.getByTestId('card-registration-form').getByLabel(/^Nome/).fill('Carta rifiutata');
    await page.getByTestId('card-registration-submit').click();
    await enterCard(page, '4000 0000 0000 0002', 'Register');
    await page.waitForURL(/\/account\/cc\/ko\/[\w-]{43}/);
    const failed = page.locator('[data-testid="payment-outcome"][data-status="failed"]');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.innerText()).toContain('Datatrans');

    await page.goto('/account/ccsetup');
    await page.getByTestId('saved-card').first().waitFor();
    expect(await page.getByTestId('saved-card').count()).toBe(1);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
  }, 120_000);
});
