import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{4}$/;

/** The new-release notice sits over dialogs: closed once it shows. */
async function closeReleaseNotice(page: Page) {
  const notice = page.getByTestId('release-notice');
  if (await notice.isVisible().catch(() => false)) await notice.getByRole('button').click();
}

describe('gift vouchers (school head)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('issues a voucher, prints it, corrects it, disables it once confirmed; fits a phone', async () => {
    const beneficiary = `Élève e2e ${Date.now().toString(36)}`;
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/account/vouchers');
    await page.getByRole('heading', { name: 'Bons cadeaux', level: 1 }).waitFor();
    await closeReleaseNotice(page);
    // The demo's vouchers are listed.
    await page.getByTestId('voucher-table').waitFor();
    expect(await page.getByTestId('voucher-row').count()).toBeGreaterThanOrEqual(3);

    // Issued: nothing typed is refused under the amount, then CHF 80 for a learner.
    await page.getByRole('button', { name: 'Émettre un bon' }).click();
    const issue = page.getByRole('dialog', { name: 'Émettre un bon cadeau' });
    await issue.getByRole('button', { name: 'Émettre', exact: true }).click();
    await issue.getByText('Obligatoire.').waitFor();
    await issue.getByLabel('Montant').fill('80');
    await issue.getByLabel('Pour', { exact: true }).fill(beneficiary);
    await issue.getByRole('button', { name: 'Émettre', exact: true }).click();
    await issue.waitFor({ state: 'detached' });

    const drawer = page.getByRole('dialog', { name: /^Bon / });
    await drawer.getByTestId('voucher-detail').waitFor();
    const code = ((await drawer.locator('h2').first().innerText()) ?? '').replace(/^Bon\s+/, '').trim();
    expect(code).toMatch(CODE);
    expect(await drawer.getByTestId('voucher-available').innerText()).toBe('CHF\u00a080.00');
    // Badges are written in capitals by CSS: their text is read as written.
    expect(await drawer.getByTestId('voucher-status').textContent()).toBe('Utilisable');
    expect(await axeViolations(page)).toEqual([]);

    // Printed, the voucher is alone on the page: the school, the amount, the code, for whom.
    await drawer.getByRole('button', { name: 'Imprimer' }).click();
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByTestId('voucher-print');
    expect(await printed.isVisible()).toBe(true);
    const print = await printed.innerText();
    for (const text of ['Auto-école Démo', 'Bon cadeau', 'CHF\u00a080.00', code, `Pour ${beneficiary}`])
      expect(print).toContain(text);
    expect(await drawer.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Corrected: below nothing is refused under the amount, then CHF 12.50 taken off with a reason.
    const correction = drawer.getByTestId('voucher-correction-form');
    await correction.getByLabel('Correction').fill('-100');
    await correction.getByLabel('Motif').fill('Leçon annulée');
    await correction.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await correction.getByText('Le bon tomberait en dessous de zéro.').waitFor();
    await correction.getByLabel('Correction').fill('-12.50');
    await correction.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await expect.poll(() => drawer.getByTestId('voucher-available').innerText()).toBe('CHF\u00a067.50');
    const corrected = drawer.getByTestId('voucher-movement').filter({ hasText: 'Corrigé' });
    expect(await corrected.innerText()).toContain('Leçon annulée');
    expect(await corrected.innerText()).toContain('−CHF\u00a012.50');

    // Disabled for good, once confirmed: the dialog says it is final.
    await drawer.getByRole('button', { name: 'Désactiver' }).click();
    const confirm = page.getByRole('dialog', { name: 'Désactiver le bon ?' });
    expect(await confirm.innerText()).toContain('définitif');
    expect(await confirm.innerText()).toContain('CHF\u00a067.50');
    await confirm.getByRole('button', { name: 'Désactiver définitivement' }).click();
    await expect.poll(() => drawer.getByTestId('voucher-status').textContent()).toBe('Désactivé');
    expect(await drawer.getByTestId('voucher-available').innerText()).toBe('CHF\u00a00.00');
    expect(await drawer.getByRole('button', { name: 'Désactiver' }).count()).toBe(0);
    expect(await drawer.getByTestId('voucher-correction-form').count()).toBe(0);
    expect(await drawer.getByTestId('voucher-movement').allInnerTexts()).toHaveLength(3);

    // Found again by its code in the list, typed in lower case.
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await page.getByLabel('Rechercher').fill(code.toLowerCase());
    const row = page.getByTestId('voucher-row').filter({ hasText: code });
    await expect.poll(() => page.getByTestId('voucher-row').count()).toBe(1);
    expect(await row.textContent()).toContain('Désactivé');

    // A phone: cards, no sideways scrolling, nor with the voucher open.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.getByTestId('voucher-cards').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: `Ouvrir le bon ${code}` }).click();
    await drawer.getByTestId('voucher-detail').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  }, 120_000);

  it('is on the Settings menu of those who may do everything, at /settings/vouchers (empty for fre, who sells none)', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'fre@demo.ch');
    await page.locator('header').getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Bons cadeaux' }).click();
    await page.waitForURL('**/settings/vouchers');
    await page.getByRole('heading', { name: 'Bons cadeaux', level: 1 }).waitFor();
    // fre sells no voucher: another school's are not his.
    await page.getByTestId('vouchers-empty').waitFor();
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  }, 60_000);
});
