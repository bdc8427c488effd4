import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

describe('the preferential theory-exam price on request (spec §9)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the head asks on a phone, the product administrator approves with three prices, the head sees them', async () => {
    const head = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(head.page, 'head@demo.ch');
    await head.page.goto('/shop-settings');
    await closeReleaseNotice(head.page);
    const card = head.page.getByTestId('theory-price-card');
    await card.getByRole('heading', { name: 'Prix préférentiel des licences d’examen théorique' }).waitFor();
    expect(await card.getByTestId('theory-price-state').textContent()).toBe('Aucune demande');
    await card.getByRole('button', { name: 'Demander le prix préférentiel' }).click();
    await card.getByLabel('Message').fill('Nous sommes six moniteurs.');
    await card.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect.poll(() => card.getByTestId('theory-price-state').textContent()).toBe('Demandé');
    expect(await card.innerText()).toContain('en attente de réponse');
    expect(await card.getByRole('button', { name: 'Demander le prix préférentiel' }).count()).toBe(0);
    expect(await overflowsHorizontally(head.page)).toBe(false);
    expect(await axeViolations(head.page)).toEqual([]);

    const admin = await openPage(browser, '/login');
    await signInAsAdmin(admin.page);
    await admin.page.goto('/subscriptions?tab=theory-prices');
    await closeReleaseNotice(admin.page);
    const request = admin.page.getByTestId('theory-price-request').filter({ hasText: 'Auto-école Démo' });
    await request.waitFor();
    expect(await request.innerText()).toContain('Nous sommes six moniteurs.');
    expect(await axeViolations(admin.page)).toEqual([]);
    await request.getByRole('button', { name: 'Accorder le prix à Auto-école Démo' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Accorder le prix préférentiel' });
    // A price left out is refused beside its field before anything is sent.
    await dialog.getByLabel('Licence 30 jours').fill('19.50');
    await dialog.getByLabel('Licence 365 jours').fill('35');
    await dialog.getByRole('button', { name: 'Accorder' }).click();
    await dialog.getByText('Obligatoire.').waitFor();
    await dialog.getByLabel('Licence 1 jour').fill('6');
    await dialog.getByRole('button', { name: 'Accorder' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Badges are written in capitals by CSS: their text is read as written.
    await expect.poll(() => request.textContent()).toContain('Accordée');
    expect(await request.getByTestId('theory-prices').innerText()).toContain('CHF\u00a019.50');
    await admin.page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(admin.page)).toBe(false);
    await admin.context.close();

    await head.page.reload();
    await expect.poll(() => card.getByTestId('theory-price-state').textContent()).toBe('Accordé');
    const prices = await card.getByTestId('theory-prices').innerText();
    for (const price of ['CHF\u00a06.00', 'CHF\u00a019.50', 'CHF\u00a035.00']) expect(prices).toContain(price);
    expect(await overflowsHorizontally(head.page)).toBe(false);
    await head.context.close();
  }, 180_000);
});
