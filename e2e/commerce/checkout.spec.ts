import type { VoucherDetail } from '@ds/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { enterCard, startWithCardSimulator } from '../support/card-simulator';
import { type OwnServer, stopOwnServer } from '../support/own-server';
import { signIn } from '../support/session';

/**
 * Buying from the shop without an account (issue 25): head@demo.ch's public article page, the
 * checkout, the card at the Datatrans simulator, back on /spc, the purchase and its mail. Orders,
 * deliveries and a voucher of its own are written, so this file runs on a server of its own.
 */
const ARTICLE_PAGE = '/resources/HeleneChef/Pack01/fr';
const CHECKOUT_PATH = /\/checkout\/HeleneChef\/Pack01$/;
/** The demo resource pack's resources (apps/server/src/db/seed/demo-articles.ts). */
const PACK_RESOURCES = ['Checklist avant de partir', 'Signal « Stop »'];

interface OutboxMessage {
  recipient: string;
  subject: string | null;
  body: string;
}

describe('buying without an account (/resources → /checkout → Datatrans → /spc → /purchase)', () => {
  let server: OwnServer;
  let browser: Browser;
  let page: Page;
  /** The voucher head@demo.ch issues for these tests (CHF 40): two packs of CHF 15 are paid with it. */
  let voucherCode = '';

  /** Every e-mail the server wrote to a recipient. */
  async function mails(recipient: string): Promise<OutboxMessage[]> {
    const query = new URLSearchParams({ channel: 'email', recipient });
    const response = await fetch(`${server.url}/api/dev/outbox?${query}`);
    return ((await response.json()) as { data: OutboxMessage[] }).data;
  }

  /** From the article's public page to its checkout, as a visitor. */
  async function openCheckout() {
    await page.goto(ARTICLE_PAGE);
    await page.getByTestId('public-article-buy').click();
    await page.waitForURL(CHECKOUT_PATH);
    await page.getByTestId('checkout-total').waitFor();
  }

  async function fillBuyer(email: string) {
    const buyer = page.getByTestId('buyer-fields');
    await buyer.getByLabel(/^Prénom/).fill('Léa');
    await buyer.getByLabel(/^Nom/).fill('Acheteuse');
    await buyer.getByLabel(/^E-mail/).fill(email);
  }

  async function acceptTermsAndBuy() {
    await page.locator('input[name="acceptTerms"]').check();
    await page.getByTestId('checkout-submit').click();
  }

  async function deliveredResources(): Promise<string[]> {
    return page.getByTestId('delivered-resource').allInnerTexts();
  }

  beforeAll(async () => {
    ({ server, browser, page } = await startWithCardSimulator('checkout', 'fr-CH'));
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopOwnServer(server);
  });

  it('pays a resource pack by card: the simulator, /spc OK, the purchase with its resources once, one mail', async () => {
    const email = 'lea.carte@example.ch';
    await openCheckout();
    expect(await page.getByTestId('checkout-article').innerText()).toContain('Pack « Avant de partir »');
    expect(await page.getByTestId('total-due').innerText()).toContain('CHF\u00a015.00');
    expect(await page.getByTestId('total-vat').innerText()).toMatch(/^(dont TVA 8,1 % : CHF\u00a0\d+\.\d\d|Sans TVA)$/);
    expect(await page.getByTestId('checkout-sign-in').getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/checkout/HeleneChef/Pack01')}`,
    );

    // Nothing is sent until the fields and the terms are right; each error names its field.
    await page.getByTestId('checkout-submit').click();
    await page.getByText('Acceptez les conditions de vente pour acheter.').waitFor();
    expect(
      await page
        .getByTestId('buyer-fields')
        .getByLabel(/^E-mail/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    // An unknown voucher is refused under its box, and nothing is taken off.
    await page.getByLabel('Code du bon cadeau').fill('AAAAAAAAAAAAA');
    await page.getByTestId('voucher-apply').click();
    await page.getByText('Code de bon cadeau inconnu : vérifiez-le.').waitFor();
    expect(await page.getByTestId('total-due').innerText()).toContain('CHF\u00a015.00');

    await fillBuyer(email);
    await page.locator('input[name="paymentMode"][value="card"]').check();
    expect(await page.getByTestId('buyer-address').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await acceptTermsAndBuy();

    await page.waitForURL(/\/v1\/start\/\d+$/);
    expect(await page.getByTestId('simulator-amount').innerText()).toContain('CHF 15.00');
    await enterCard(page, '4242 4242 4242 4242', 'Pay');
    await page.waitForURL(/\/spc\/[\w-]{43}\/ok/);
    const outcome = page.locator('[data-testid="payment-outcome"][data-status="paid"]');
    await outcome.waitFor({ timeout: 20_000 });
    expect(await outcome.innerText()).toContain('Merci. Votre achat figure ci-dessous');
    await page.locator('[data-testid="purchase"][data-status="paid"]').waitFor();
    expect(await deliveredResources()).toEqual(PACK_RESOURCES);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('to-purchase').click();
    await page.waitForURL(/\/purchase\/[^/]+$/);
    const token = page.url().split('/').at(-1) ?? '';
    await page.locator('[data-testid="purchase"][data-status="paid"]').waitFor();
    expect(await deliveredResources()).toEqual(PACK_RESOURCES);
    expect(await page.getByTestId('purchase-invoice').innerText()).toBe('Quittance (PDF)');
    const receipt = await page.evaluate(async (path) => {
      const response = await fetch(path);
      return { status: response.status, type: response.headers.get('content-type') };
    }, `/api/purchases/${token}/invoice.pdf`);
    expect(receipt).toEqual({ status: 200, type: expect.stringContaining('application/pdf') });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // One mail, with the purchase's address; read again, the purchase was delivered once.
    const sent = await mails(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(`/purchase/${token}`);
    expect(sent[0]?.body).toMatch(/quittance/i);
    await page.reload();
    await page.locator('[data-testid="purchase"][data-status="paid"]').waitFor();
    expect(await deliveredResources()).toEqual(PACK_RESOURCES);
  }, 180_000);

  it('tells a declined card to contact support, and delivers nothing', async () => {
    const email = 'lea.refus@example.ch';
    await openCheckout();
    await fillBuyer(email);
    await page.locator('input[name="paymentMode"][value="card"]').check();
    await acceptTermsAndBuy();
    await enterCard(page, '4000 0000 0000 0002', 'Pay');
    await page.waitForURL(/\/spc\/[\w-]{43}\/ko/);
    const failed = page.locator('[data-testid="payment-outcome"][data-status="failed"]');
    await failed.waitFor({ timeout: 20_000 });
    expect(await failed.innerText()).toContain('Veuillez contacter le support');
    await page.locator('[data-testid="purchase"][data-status="cancelled"]').waitFor();
    expect(await page.getByTestId('purchase-delivery').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect((await mails(email)).filter((mail) => mail.body.includes('/purchase/'))).toHaveLength(0);
  }, 180_000);

  it('pays wholly with a voucher of its own: no payment to choose, the purchase paid at once', async () => {
    const seller = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const head = await seller.newPage();
    await signIn(head, 'head@demo.ch');
    const today = new Date().toISOString().slice(0, 10);
    const issued = await apiCall<VoucherDetail>(head, '/vouchers', {
      method: 'POST',
      body: {
        amount: 40,
        validFrom: today,
        validTo: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
        buyerName: 'Test checkout',
        beneficiaryName: 'Léa Acheteuse',
      },
    });
    await seller.close();
    voucherCode = issued.code;

    await page.setViewportSize(PHONE_VIEWPORT);
    await openCheckout();
    await page.getByLabel('Code du bon cadeau').fill(voucherCode);
    await page.getByTestId('voucher-apply').click();
    await page.getByTestId('voucher-applied').waitFor();
    await page.getByTestId('total-voucher').waitFor();
    expect(await page.getByTestId('total-due').innerText()).toContain('CHF\u00a00.00');
    expect(await page.locator('input[name="paymentMode"]').count()).toBe(0);
    await fillBuyer('lea.bon@example.ch');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await acceptTermsAndBuy();

    await page.waitForURL(/\/purchase\/[^/]+$/);
    await page.locator('[data-testid="purchase"][data-status="paid"]').waitFor();
    expect(await deliveredResources()).toEqual(PACK_RESOURCES);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);
  }, 180_000);

  it('buys as the signed-in user, whose bought resources are on /external-resources', async () => {
    await signIn(page, 'student@demo.ch');
    const bought = page.getByTestId('external-purchase');
    const shown = () => page.getByTestId('external-resources-empty').or(bought.first()).waitFor();
    await page.goto('/external-resources');
    await shown();
    expect(await axeViolations(page)).toEqual([]);
    const before = await bought.count();

    await openCheckout();
    expect(await page.getByTestId('buying-as').innerText()).toBe('Achat en tant que Sophie Martin');
    expect(await page.getByTestId('buyer-fields').count()).toBe(0);
    await page.getByLabel('Code du bon cadeau').fill(voucherCode);
    await page.getByTestId('voucher-apply').click();
    await page.getByTestId('voucher-applied').waitFor();
    await acceptTermsAndBuy();
    await page.waitForURL(/\/purchase\/[^/]+$/);
    await page.locator('[data-testid="purchase"][data-status="paid"]').waitFor();

    await page.goto('/external-resources');
    await shown();
    expect(await bought.count()).toBe(before + 1);
    const newest = bought.first();
    expect(await newest.getByRole('heading').innerText()).toBe('Pack « Avant de partir »');
    expect(await newest.getByTestId('delivered-resource').allInnerTexts()).toEqual(PACK_RESOURCES);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);
  }, 180_000);
});
