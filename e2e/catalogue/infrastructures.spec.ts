import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally } from '../support/browser';
import { signIn } from '../support/session';

/** A real 1×1 PNG, small enough to live in the test. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Signs fre in on the screen and closes the new-release notice, which sits above dialogs too. */
async function openInfrastructures(page: Page) {
  await signIn(page, 'fre@demo.ch');
  await page.goto('/infrastructures');
  const notice = page.getByTestId('release-notice');
  await notice.waitFor();
  await notice.getByRole('button').click();
}

/** Chooses a file in the access-map input, as a person would through the file dialog. */
async function chooseAccessMap(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByLabel('Plan d’accès').click();
  await (await chooser).setFiles(file);
}

describe('infrastructures, types and vehicles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a type, a priced infrastructure with its access map, and a vehicle', async () => {
    const suffix = Date.now().toString(36);
    const typeName = `Piste ${suffix}`;
    const name = `Place d’exercice ${suffix}`;
    const { context, page } = await openPage(browser, '/login');
    await openInfrastructures(page);

    await page.getByRole('tab', { name: 'Types' }).click();
    await page.getByLabel('Nouveau type').fill(typeName);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByLabel(`Nom du type ${typeName}`).waitFor();

    await page.getByRole('tab', { name: 'Infrastructures' }).click();
    await page.getByRole('button', { name: 'Ajouter une infrastructure' }).click();
    const dialog = page.getByRole('dialog');
    const nameInput = dialog.getByLabel(/^Nom\b/);
    await nameInput.fill('x'.repeat(51));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('50 caractères au maximum.').waitFor();
    expect(await nameInput.getAttribute('aria-invalid')).toBe('true');

    await nameInput.fill(name);
    await dialog.getByLabel('Type', { exact: true }).click();
    await page.getByRole('option', { name: typeName }).click();
    // Street and building number apart, side by side on a desktop, the number narrow.
    const street = dialog.getByLabel('Rue', { exact: true });
    const houseNumber = dialog.getByLabel('Numéro', { exact: true });
    await street.fill('Avenue de la Gare');
    await houseNumber.fill('12b');
    const [streetBox, numberBox] = [await street.boundingBox(), await houseNumber.boundingBox()];
    if (!streetBox || !numberBox) throw new Error('street or number not shown');
    expect(Math.abs(streetBox.y - numberBox.y)).toBeLessThan(2);
    expect(numberBox.x).toBeGreaterThan(streetBox.x + streetBox.width);
    expect(numberBox.width).toBeLessThan(streetBox.width / 2);
    await dialog.getByLabel('NPA').fill('1003');
    await dialog.getByLabel('Localité').fill('Lausanne');
    await dialog.getByLabel('Prix').fill('40');
    await dialog.getByLabel('Mobile de l’administrateur').fill('077 000 00 00');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('infrastructure-card').filter({ hasText: name });
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toContain(typeName);
    expect(cardText).toContain('Avenue de la Gare 12b, 1003 Lausanne');
    expect(cardText).toMatch(/40\.00/);
    expect(
      await page
        .getByTestId('infrastructure-card')
        .filter({ hasText: 'x'.repeat(51) })
        .count(),
    ).toBe(0);

    await card.getByRole('button', { name: `Modifier ${name}` }).click();
    await chooseAccessMap(page, { name: 'plan.png', mimeType: 'image/png', buffer: Buffer.from('only some text') });
    await dialog.getByText('Le fichier doit être un PDF ou une image.').waitFor();
    await chooseAccessMap(page, { name: 'plan.png', mimeType: 'image/png', buffer: TINY_PNG });
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Voir le plan d’accès' }).click();
    const viewer = await popup;
    await viewer.waitForURL(/^blob:/);
    await viewer.close();
    expect(await dialog.getByText('Le fichier doit être un PDF ou une image.').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Plan d’accès', { exact: true }).waitFor();

    const plate = `VD ${String(Date.now()).slice(-6)}`;
    await page.getByRole('tab', { name: 'Véhicules' }).click();
    await page.getByRole('button', { name: 'Ajouter un véhicule' }).click();
    await dialog.getByLabel('Plaque').fill('123');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Saisissez une plaque suisse, par exemple VD 123456.').waitFor();
    await dialog.getByLabel('Plaque').fill(plate);
    await dialog.getByLabel('Désignation').fill(`Golf ${suffix}`);
    await dialog.getByLabel('Automatique').check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const vehicle = page.getByTestId('vehicle-card').filter({ hasText: plate });
    await vehicle.getByText('Automatique', { exact: true }).waitFor();
    await vehicle.getByText(`Golf ${suffix}`).waitFor();
    await context.close();
  });

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', { width: 375, height: 800 });
    await openInfrastructures(page);
    await page
      .getByTestId('infrastructure-card')
      .or(page.getByText('Aucune infrastructure pour l’instant.'))
      .first()
      .waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: 'Ajouter une infrastructure' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nom\b/).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    // Street, then its number under it.
    const streetBox = await dialog.getByLabel('Rue', { exact: true }).boundingBox();
    const numberBox = await dialog.getByLabel('Numéro', { exact: true }).boundingBox();
    if (!streetBox || !numberBox) throw new Error('street or number not shown');
    expect(numberBox.y).toBeGreaterThan(streetBox.y + streetBox.height);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Véhicules' }).click();
    await page.getByRole('button', { name: 'Ajouter un véhicule' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
