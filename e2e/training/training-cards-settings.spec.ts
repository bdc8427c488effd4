import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

type Text = { fr: string };
const F1 = JSON.parse(
  readFileSync(new URL('../../apps/server/src/db/reference/swiss-training-card/f1.json', import.meta.url), 'utf8'),
) as { name: Text; themes: { name: Text; skills: { name: Text }[] }[] };
const CARD = 'Carte de formation catégorie B';
const firstTheme = F1.themes[0];
if (!firstTheme) throw new Error('F1 has no theme');

/** The button that opens and closes the first domain (its drag handle and edit button name it too). */
const domainControl = (page: Page) => page.locator('[data-accordion-control]', { hasText: F1.name.fr });

/** Opens the French default card and its first domain. */
async function openFrenchCardF1(page: Page) {
  await page.goto('/trainingcards-settings');
  await page.getByRole('button', { name: new RegExp(`^${CARD} `) }).click();
  await domainControl(page).click();
  return page.getByTestId('theme-block').filter({ hasText: firstTheme?.name.fr }).first();
}

const skillNames = (page: Page) =>
  page
    .getByTestId('theme-block')
    .filter({ hasText: firstTheme?.name.fr })
    .first()
    .getByTestId('skill-name')
    .allInnerTexts();

describe('training card settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('adds a skill, switches it off, moves it with the keyboard and copies the card', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/trainingcards-settings');
    await page.getByTestId('release-notice').getByRole('button').click();
    expect(await page.getByTestId('training-card').count()).toBeGreaterThanOrEqual(3);
    const theme = await openFrenchCardF1(page);
    expect(await page.getByTestId('domain-item').count()).toBe(8);

    // Refused empty, then added last.
    await theme.getByRole('button', { name: 'Ajouter une compétence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une compétence' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Obligatoire.').waitFor();
    const skill = `Angle mort ${Date.now().toString(36)}`;
    await dialog.getByLabel(/^Nom/).fill(skill);
    await dialog.getByLabel('Objectif pédagogique').fill('Contrôle l’angle mort avant chaque déplacement latéral.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const original = firstTheme?.skills.map((entry) => entry.name.fr) ?? [];
    await expect.poll(() => skillNames(page)).toEqual([...original, skill]);

    // Switched off from the keyboard: kept after a reload.
    const used = page.getByRole('switch', { name: `Utiliser ${skill} dans les leçons` });
    await used.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => used.isChecked()).toBe(false);

    // Lifted with Space, moved up one with the arrow, dropped with Space.
    await page.getByRole('button', { name: `Déplacer ${skill}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    const expected = [...original.slice(0, -1), skill, ...original.slice(-1)];
    await expect.poll(() => skillNames(page)).toEqual(expected);

    await page.reload();
    await domainControl(page).click();
    await expect.poll(() => skillNames(page)).toEqual(expected);
    expect(await page.getByRole('switch', { name: `Utiliser ${skill} dans les leçons` }).isChecked()).toBe(false);

    // A copy holds everything, under the name given.
    await page.getByRole('button', { name: `Copier ${CARD}`, exact: true }).click();
    const copy = page.getByRole('dialog', { name: 'Copier la carte' });
    expect(await copy.getByLabel(/^Nom de la copie/).inputValue()).toBe(`Copie de ${CARD}`);
    await copy.getByRole('button', { name: 'Copier' }).click();
    await page.getByText('Carte copiée.').waitFor();
    await page
      .getByTestId('open-card')
      .getByRole('heading', { name: `Copie de ${CARD}` })
      .waitFor();
    expect(await page.getByTestId('domain-item').count()).toBe(8);
    await context.close();
  });

  it('sends a monitor without the admin licence to the 403 page', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'monitor@demo.ch');
    await page.goto('/trainingcards-settings');
    await page.waitForURL(/\/403$/);
    await context.close();
  });

  it('fits a 375 px phone with a card open', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    const theme = await openFrenchCardF1(page);
    await theme.waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
