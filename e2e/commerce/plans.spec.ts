import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';

const KEY_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
const NAME_REQUIRED = 'Donnez un nom en français, en allemand ou en italien.';

/** Signs the product administrator in (two-factor) and closes the new-release notice, which sits above dialogs. */
async function openPlans(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/subscriptions');
  const notice = page.getByTestId('release-notice');
  await notice.waitFor();
  await notice.getByRole('button').click();
  await page.getByRole('heading', { name: 'Abonnements', level: 1 }).waitFor();
}

describe('subscription plans (product administrator)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a plan, generates keys shown once and downloads them, withdraws it; fits a phone', async () => {
    const name = `Formule e2e ${Date.now().toString(36)}`;
    const { context, page } = await openPage(browser, '/login');
    await openPlans(page);

    await page.getByRole('button', { name: 'Nouvel abonnement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel abonnement' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // No name in any language: the message under each name says which fields.
    await dialog.getByText(NAME_REQUIRED).first().waitFor();
    expect(await dialog.getByText(NAME_REQUIRED).count()).toBe(3);
    expect(await dialog.getByLabel('Nom en français').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Choisissez au moins un module.').waitFor();

    await dialog.getByLabel('Nom en français').fill(name);
    expect(await dialog.getByText(NAME_REQUIRED).count()).toBe(0);
    await dialog.getByLabel('Description en allemand').fill('Didaktik für ein Jahr');
    await dialog.getByLabel('Nombre de licences').fill('2');
    await dialog.getByRole('checkbox', { name: 'Didactique' }).check();
    await dialog.getByRole('checkbox', { name: 'Statistiques' }).check();
    await dialog.getByLabel('Prix').fill('120.5');
    await dialog.getByRole('checkbox', { name: 'Moniteur' }).check();
    await dialog.getByLabel('Jours par licence').fill('180');
    await dialog.getByLabel('SMS inclus par mois').fill('50');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('plan-card').filter({ hasText: name });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    // The German description stands in for the French one missing.
    expect(text).toContain('Didaktik für ein Jahr');
    expect(text).toContain('Didactique');
    expect(text).toContain('Statistiques');
    expect(text).toContain('CHF\u00a0120.50');
    expect(text).toContain('2 licences par achat');
    expect(text).toContain('180 jours par licence');
    expect(text).toContain('50 SMS par mois');
    expect(text).toContain('0 licence émise');
    expect(await card.getByTestId('plan-withdrawn').count()).toBe(0);

    await card.getByRole('button', { name: `Générer des clés pour ${name}` }).click();
    const generate = page.getByRole('dialog', { name: 'Générer des clés de licence' });
    await generate.getByLabel('Nombre de clés').fill('3');
    await generate.getByRole('button', { name: 'Générer', exact: true }).click();
    const keysDialog = page.getByRole('dialog', { name: '3 clés générées' });
    await keysDialog.getByTestId('keys-shown-once').waitFor();
    const keys = await keysDialog.getByTestId('licence-key').allInnerTexts();
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key.trim()).toMatch(KEY_PATTERN);

    const download = page.waitForEvent('download');
    await keysDialog.getByRole('button', { name: 'Télécharger le CSV' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^formule-e2e-[a-z0-9]+-keys-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = await readFile((await csv.path()) ?? '', 'utf8');
    expect(content.split(/\r?\n/).filter(Boolean)).toEqual(['key', ...keys.map((key) => key.trim())]);

    // Printed, the keys are a plain list alone: the page and the dialog around them are left out.
    await keysDialog.getByRole('button', { name: 'Imprimer' }).click();
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.ds-print-keys');
    expect(await printed.isVisible()).toBe(true);
    expect((await printed.locator('li').allInnerTexts()).map((key) => key.trim())).toEqual(
      keys.map((key) => key.trim()),
    );
    expect(await keysDialog.isVisible()).toBe(false);
    expect(await card.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    await keysDialog.getByRole('button', { name: 'Fermer' }).last().click();
    await keysDialog.waitFor({ state: 'detached' });
    await card.getByText('3 licences émises').waitFor();

    await card.getByRole('button', { name: `Retirer de la vente : ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Retirer l’abonnement de la vente ?' });
    await confirm.getByRole('button', { name: 'Retirer' }).click();
    await card.getByTestId('plan-withdrawn').waitFor();
    expect(await card.getByTestId('plan-withdrawn').textContent()).toBe('Retiré de la vente');
    await card.getByRole('button', { name: `Proposer à nouveau ${name}` }).waitFor();

    // A phone: cards, no sideways scrolling, nor in the form.
    await page.setViewportSize(PHONE_VIEWPORT);
    await card.waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await card.getByRole('button', { name: `Modifier ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier l’abonnement' });
    expect(await edit.getByLabel('Nom en français').inputValue()).toBe(name);
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  }, 120_000);
});
