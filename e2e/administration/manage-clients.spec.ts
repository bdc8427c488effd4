import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/session';

const SCHOOL = 'Auto-école Démo';

/** Signs the product administrator in (two-factor) and closes the new-release notice, which sits above dialogs. */
async function openClients(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/manageClients');
  const notice = page.getByTestId('release-notice');
  await notice.waitFor();
  await notice.getByRole('button').click();
  await page.getByRole('heading', { name: 'Gestion des clients', level: 1 }).waitFor();
}

/** The SMS available, as the drawer writes them ("1 234,5 SMS"), as a number. */
async function availableSms(page: Page): Promise<number> {
  const text = (await page.getByTestId('credits-available').innerText()).replace(/[^\d,.]/g, '').replace(',', '.');
  return Number(text);
}

describe('client management (product administrator)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds a school, offers it SMS with a reason, blocks and unblocks one of its instructors; fits a phone', async () => {
    const { context, page } = await openPage(browser, '/login');
    await openClients(page);

    await page.getByLabel('Rechercher').fill('auto-école');
    const row = page.getByTestId('client-row').filter({ hasText: SCHOOL });
    await row.waitFor();
    await page.waitForURL(/q=auto-%C3%A9cole/);
    await expect.poll(() => page.getByTestId('client-row').count()).toBe(1);
    expect(await row.innerText()).toContain('head@demo.ch');
    await row.getByRole('button', { name: SCHOOL }).click();

    const drawer = page.getByRole('dialog', { name: SCHOOL });
    await drawer.getByTestId('client-detail').waitFor();
    // Other browser tests may add people to the demo school on the shared server: the demo's three are there.
    const members = (await drawer.getByTestId('client-member').allInnerTexts()).join('\n');
    for (const email of ['head@demo.ch', 'monitor@demo.ch', 'employee@demo.ch']) expect(members).toContain(email);
    expect(await drawer.getByTestId('client-licence').first().innerText()).toContain('••••-••••-••••-');
    expect(await drawer.getByRole('link', { name: 'Générer des codes de licence' }).getAttribute('href')).toBe(
      '/subscriptions',
    );
    const before = await availableSms(page);

    // SMS offered: nothing typed is refused under each field, then 15 SMS with a reason.
    await drawer.getByRole('button', { name: 'Offrir des SMS' }).click();
    const offer = page.getByRole('dialog', { name: `Offrir des SMS à ${SCHOOL}` });
    await offer.getByRole('button', { name: 'Offrir', exact: true }).click();
    await offer.getByText('Obligatoire.').waitFor();
    await offer.getByText('3 caractères au minimum.').waitFor();
    expect(await offer.getByLabel('Nombre de SMS').getAttribute('aria-invalid')).toBe('true');
    expect(await offer.getByLabel('Motif').getAttribute('aria-invalid')).toBe('true');
    await offer.getByLabel('Nombre de SMS').fill('15');
    await offer.getByLabel('Motif').fill('Geste commercial (e2e)');
    await offer.getByRole('button', { name: 'Offrir', exact: true }).click();
    await offer.waitFor({ state: 'detached' });
    await page.getByText(`15 SMS offerts à ${SCHOOL}.`).waitFor();
    await expect.poll(() => availableSms(page)).toBe(before + 15);

    // Blocking Marco Rossi (monitor@demo.ch): the reason is asked for and checked.
    const monitor = drawer.getByTestId('client-member').filter({ hasText: 'monitor@demo.ch' });
    await monitor.getByRole('button', { name: 'Bloquer Marco Rossi' }).click();
    const block = page.getByRole('dialog', { name: 'Bloquer Marco Rossi ?' });
    await block.getByLabel('Motif').fill('ab');
    await block.getByRole('button', { name: 'Bloquer', exact: true }).click();
    await block.getByText('3 caractères au minimum.').waitFor();
    await block.getByLabel('Motif').fill('Facture impayée (e2e)');
    await block.getByRole('button', { name: 'Bloquer', exact: true }).click();
    await block.waitFor({ state: 'detached' });
    await monitor.getByTestId('member-blocked').waitFor();
    expect(await monitor.innerText()).toContain('Facture impayée (e2e)');

    // He can no longer sign in, and is told why.
    const other = await openPage(browser, '/login');
    await other.page.getByLabel(/Nom d’utilisateur/).fill('monitor@demo.ch');
    await other.page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await other.page.getByRole('button', { name: /Se connecter/ }).click();
    await other.page.getByText('Ce compte est bloqué').waitFor();
    expect(new URL(other.page.url()).pathname).toBe('/login');

    await monitor.getByRole('button', { name: 'Débloquer Marco Rossi' }).click();
    const unblock = page.getByRole('dialog', { name: 'Débloquer Marco Rossi ?' });
    await unblock.getByLabel('Motif').fill('Facture payée (e2e)');
    await unblock.getByRole('button', { name: 'Débloquer', exact: true }).click();
    await unblock.waitFor({ state: 'detached' });
    await monitor.getByRole('button', { name: 'Bloquer Marco Rossi' }).waitFor();
    expect(await monitor.getByTestId('member-blocked').count()).toBe(0);
    await signIn(other.page, 'monitor@demo.ch');
    await other.context.close();

    // A phone: cards, no sideways scrolling, nor in the opened client.
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await page.setViewportSize(PHONE_VIEWPORT);
    const card = page.getByTestId('client-cards').getByTestId('client-row').filter({ hasText: SCHOOL });
    await card.waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await card.getByRole('button', { name: `Ouvrir ${SCHOOL}` }).click();
    await page.getByRole('dialog', { name: SCHOOL }).getByTestId('client-detail').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  }, 120_000);
});
