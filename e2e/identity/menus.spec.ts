import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import { launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/session';

/** The top-bar entries of spec §2 per demo role, in French (the default language). */
const EXPECTED: Record<string, string[]> = {
  'student@demo.ch': [
    'Tableau de bord',
    'Réserver une leçon',
    'Calendrier',
    'Boutique',
    'Test théorique',
    'Mon moniteur',
  ],
  'monitor@demo.ch': [
    'Accueil',
    'Calendrier',
    'Élèves',
    'Boutique',
    'Ressources',
    'Comptabilité',
    'Activer une licence',
  ],
  'head@demo.ch': ['Accueil', 'Calendrier', 'Élèves', 'Boutique', 'Ressources', 'Comptabilité'],
  // An employee is no learner: no theory test (issue 21).
  'employee@demo.ch': ['Accueil', 'Calendrier', 'Élèves', 'Boutique'],
  'fre@demo.ch': ['Accueil', 'Calendrier', 'Élèves', 'Boutique', 'Ressources', 'Comptabilité', 'Paramètres'],
  'admin@demo.ch': [
    'Accueil',
    'Calendrier',
    'Élèves',
    'Boutique',
    'Ressources',
    'Test théorique',
    'Comptabilité',
    'Paramètres',
  ],
};

async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('menu-items');
  await menu.waitFor();
  // One entry per child, read from the text (innerText would join them while the layout's
  // Suspense hides the bar for a moment as the first screen loads).
  return (await menu.locator(':scope > *').allTextContents()).map((entry) => entry.trim()).filter(Boolean);
}

describe('menus per role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [username, expected] of Object.entries(EXPECTED)) {
    it(`shows ${username} exactly the menu of spec §2`, async () => {
      const { context, page } = await openPage(browser, '/login');
      if (username === 'admin@demo.ch') await signInAsAdmin(page);
      else await signIn(page, username);
      expect(await menuEntries(page)).toEqual(expected);
      await context.close();
    });
  }

  it('sends a student to the 403 page on a monitor screen, and lists the settings of fre', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'student@demo.ch');
    await page.goto('/students');
    await page.getByTestId('forbidden').waitFor();
    await context.close();

    const fre = await openPage(browser, '/login');
    await signIn(fre.page, 'fre@demo.ch');
    await fre.page.getByRole('button', { name: 'Paramètres' }).click();
    const settings = await fre.page.getByRole('menu').innerText();
    for (const entry of [
      'Abonnements',
      'Auto-écoles',
      'Infrastructures',
      'Fiches de formation',
      'Liste des commandes',
      'Bons cadeaux',
    ]) {
      expect(settings).toContain(entry);
    }
    await fre.context.close();
  });
});
