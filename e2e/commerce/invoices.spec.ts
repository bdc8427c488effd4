import { readFile } from 'node:fs/promises';
import type { OfferedPlan, SubscriptionOrder } from '@ds/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSwissPaymentsCode, pdfPagePng, pdfToText, readQrCode } from '../../apps/server/src/test/qr-bill-reader';
import { enrolAdminTwoFactor } from '../support/admin-session';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, launchBrowser, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { type OwnServer, startOwnServer, stopOwnServer } from '../support/own-server';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

/**
 * The invoice of a subscription order, downloaded from "My orders" and from the product
 * administrator's orders (issue 25: Swiss QR-bills). head@demo.ch orders here, which the other
 * browser tests do not expect: a server and database of its own, from the bundle the global setup built.
 */

/** Clicks an invoice button and reads the file the browser is handed. */
async function downloadOf(page: Page, button: Locator): Promise<{ name: string; pdf: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), pdf: await readFile(path) };
}

describe('invoices of subscription orders (Swiss QR-bills)', () => {
  let server: OwnServer;
  let browser: Browser;
  let number: string;
  const contextOf = (viewport = DESKTOP_VIEWPORT) =>
    browser.newContext({
      baseURL: server.url,
      viewport,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startOwnServer('invoices'), launchBrowser()]);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopOwnServer(server);
  });

  it('downloads the invoice of my order: a PDF in my language whose QR code pays it', async () => {
    const context = await contextOf();
    const page = await context.newPage();
    await signIn(page, 'head@demo.ch');
    await page.goto('/account/subscriptions');
    await closeReleaseNotice(page);
    const plans = await apiCall<OfferedPlan[]>(page, '/subscription-plans/offered');
    const basic = plans.find((plan) => plan.nameFr === 'Basic') ?? expect.fail('no Basic plan');
    const order = await apiCall<SubscriptionOrder>(page, '/subscription-orders', {
      method: 'POST',
      body: { planId: basic.id, quantity: 1, paymentMode: 'invoice', acceptTerms: true },
    });
    number = order.number;
    await page.reload();

    const row = page.getByTestId('my-order-row').filter({ hasText: number });
    const button = row.getByRole('button', { name: `Facture (PDF) de la commande ${number}` });
    expect(await button.innerText()).toBe('Facture (PDF)');
    const { name, pdf } = await downloadOf(page, button);
    expect(name).toBe(`Facture-${number}.pdf`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfToText(pdf)).toContain(`Facture ${number}`);
    const spc = parseSwissPaymentsCode((await readQrCode(await pdfPagePng(pdf, 1))) ?? '');
    expect(spc).toMatchObject({
      amount: '240.00',
      currency: 'CHF',
      referenceType: 'QRR',
      message: `Facture ${number}`,
    });
    expect(spc.debtor).toMatchObject({ name: 'Auto-école Démo', city: 'Lausanne' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);

  it('offers it on a phone, on the order card, without sideways scrolling', async () => {
    const context = await contextOf(PHONE_VIEWPORT);
    const page = await context.newPage();
    await signIn(page, 'head@demo.ch');
    await page.goto('/account/subscriptions');
    await closeReleaseNotice(page);
    const card = page.getByTestId('my-order-card').filter({ hasText: number });
    const { name } = await downloadOf(page, card.getByTestId('order-invoice'));
    expect(name).toBe(`Facture-${number}.pdf`);
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  }, 60_000);

  it("gives the product administrator any client's invoice from his orders", async () => {
    const context = await contextOf();
    const page = await context.newPage();
    await enrolAdminTwoFactor(page);
    await page.goto('/subscriptions?tab=orders');
    await closeReleaseNotice(page);
    const row = page.getByTestId('admin-order-row').filter({ hasText: number });
    const { name, pdf } = await downloadOf(
      page,
      row.getByRole('button', { name: `Facture (PDF) de la commande ${number}` }),
    );
    expect(name).toBe(`Facture-${number}.pdf`);
    expect(await pdfToText(pdf)).toContain('Hélène Chef');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);
});
