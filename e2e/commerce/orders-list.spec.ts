import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

/** A visitor's purchase at head@demo.ch's shop (HeleneChef), through the public checkout; answers its number. */
async function visitorBuys(page: Page, body: object): Promise<string> {
  return page.evaluate(async (payload) => {
    const response = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shopCode: 'HeleneChef', quantity: 1, acceptTerms: true, ...payload }),
    });
    if (response.status !== 201) throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
    return (await response.json()).data.purchase.number as string;
  }, body);
}

describe('orders and sales lists (spec §2 /account/orders-list, /settings/orders)', () => {
  let browser: Browser;
  const tag = `Vente${Date.now().toString(36)}`;
  const buyer = (firstname: string) => ({
    firstname,
    name: tag,
    email: `${tag.toLowerCase()}@example.com`,
    language: 'fr',
  });
  let invoiceNumber: string;
  let voucherNumber: string;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the head sees her school’s orders, filters them, exports the CSV and records an invoice’s payment', async () => {
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    // Two purchases of her shop: one paid wholly by a voucher she issues, one by invoice.
    const today = new Date().toISOString().slice(0, 10);
    const voucher = await apiCall<{ code: string }>(page, '/vouchers', {
      method: 'POST',
      body: { amount: 10, validFrom: today, validTo: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` },
    });
    voucherNumber = await visitorBuys(page, { articleCode: 'Theo01', voucherCode: voucher.code, buyer: buyer('Vera') });
    invoiceNumber = await visitorBuys(page, {
      articleCode: 'Theo30',
      paymentMode: 'invoice',
      buyer: {
        ...buyer('Ivo'),
        address: { street: 'Bahnhofstrasse', houseNumber: '1', postcode: '8001', city: 'Zürich', country: 'CH' },
      },
    });

    await page.goto('/account/orders-list');
    await page.getByRole('heading', { name: 'Liste des commandes', level: 1 }).waitFor();
    await closeReleaseNotice(page);
    await page.getByRole('tab', { name: 'Ventes' }).waitFor();
    await page.getByTestId('sale-table').waitFor();
    expect(await page.getByTestId('sale-row').count()).toBeGreaterThanOrEqual(2);

    await page.getByLabel('Rechercher').fill(tag);
    await expect.poll(() => page.getByTestId('sale-row').count()).toBe(2);
    const rows = page.getByTestId('sale-row');
    expect(await rows.nth(0).getAttribute('data-number')).toBe(invoiceNumber);
    expect(await rows.nth(1).innerText()).toContain('Bon cadeau');
    expect(await page.getByTestId('sales-sums').innerText()).toContain('CHF\u00a029.60');

    // By payment mode: the invoice alone, awaiting its payment, which she may record.
    await page
      .locator('input')
      .and(page.getByLabel('Mode de paiement', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'Facture', exact: true }).click();
    await expect.poll(() => page.getByTestId('sale-row').count()).toBe(1);
    expect(page.url()).toContain('paymentMode=invoice');
    const invoice = page.getByTestId('sale-row').first();
    expect(await invoice.getAttribute('data-number')).toBe(invoiceNumber);
    // Badges are written in capitals by CSS: their text is read as written.
    expect(await invoice.getByTestId('order-status').textContent()).toBe('En attente de paiement');
    expect(await axeViolations(page)).toEqual([]);

    // The CSV holds what the filter shows, the Swiss way.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFNuméro;Date;Acheteur;')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    const cells = lines[1]?.split(';') ?? [];
    expect(cells[0]).toBe(invoiceNumber);
    expect(cells[1]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(cells[2]).toBe(`Ivo ${tag}`);
    expect(cells.slice(6, 8)).toEqual(['1', '22.40']);
    expect(cells[10]).toBe('Facture');

    // Recorded once confirmed: the invoice is paid and the button gone.
    await invoice.getByTestId('sale-record-payment').click();
    const confirm = page.getByRole('dialog', { name: 'Enregistrer le paiement ?' });
    expect(await confirm.innerText()).toContain(invoiceNumber);
    await confirm.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await expect.poll(() => invoice.getByTestId('order-status').textContent()).toBe('Payée');
    expect(await page.getByTestId('sale-record-payment').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone of 375 px: cards, filters and totals without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto(`/account/orders-list?q=${tag}`);
    await page.getByTestId('sale-cards').waitFor();
    await closeReleaseNotice(page);
    await expect.poll(() => page.getByTestId('sale-row').count()).toBe(2);
    await page.getByTestId('sales-sums').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // The purchases tab: she bought nothing here, and says so.
    await page.getByRole('tab', { name: 'Mes achats' }).click();
    expect(page.url()).toContain('tab=purchases');
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });

  it('the product administrator sees every shop’s orders on /settings/orders', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signInAsAdmin(page);
    await page.goto(`/settings/orders?q=${tag}`);
    await page.getByRole('heading', { name: 'Commandes', level: 1 }).waitFor();
    await closeReleaseNotice(page);
    await expect.poll(() => page.getByTestId('sale-row').count()).toBe(2);
    const numbers = await page.getByTestId('sale-row').evaluateAll((rows) => rows.map((row) => row.dataset.number));
    expect(numbers).toEqual([invoiceNumber, voucherNumber]);
    // He does not record a seller's payment.
    expect(await page.getByTestId('sale-record-payment').count()).toBe(0);
    expect(await page.getByTestId('sale-row').first().innerText()).toContain('Vendu par Hélène Chef');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
