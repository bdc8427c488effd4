import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/session';

describe('training routes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets fre create a route, edit its description and delete it after confirming', async () => {
    const label = `Boucle du lac ${Date.now().toString(36)}`;
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'fre@demo.ch');
    await page.goto('/account/routes');
    // The new-release notice sits above dialogs too: closed as a person would.
    const notice = page.getByTestId('release-notice');
    await notice.waitFor();
    await notice.getByRole('button').click();

    await page.getByRole('button', { name: 'Ajouter un parcours' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Obligatoire.').waitFor();
    await dialog.getByLabel('Intitulé').fill(label);
    await dialog.getByLabel('Description').fill('Départ de l’école, giratoires.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('route-card').filter({ hasText: label });
    await card.getByText('Départ de l’école, giratoires.').waitFor();
    await card.getByRole('button', { name: `Modifier ${label}` }).click();
    await dialog.getByLabel('Description').fill('Départ de la gare, autoroute et giratoires.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Départ de la gare, autoroute et giratoires.').waitFor();

    await page.reload();
    await card.getByText('Départ de la gare, autoroute et giratoires.').waitFor();

    await card.getByRole('button', { name: `Supprimer ${label}` }).click();
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });

  it('refuses the screen to a monitor without the admin licence', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'monitor@demo.ch');
    await page.goto('/account/routes');
    await page.getByTestId('forbidden').waitFor();
    expect(new URL(page.url()).pathname).toBe('/403');
    await context.close();
  });
});
