import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { freshLearner } from '../support/fresh-account';
import { lastMessage, signIn } from '../support/session';

/** The product administrator on /bf-students, the new-release notice (which sits above dialogs) closed. */
async function openLearners(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/bf-students');
  await page.getByRole('heading', { name: 'Élèves sans moniteur', level: 1 }).waitFor();
  const notice = page.getByTestId('release-notice');
  if (await notice.isVisible().catch(() => false)) await notice.getByRole('button').click();
}

/** The row (a card on a phone) of the learner found by a search. */
async function findLearner(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: 'Rechercher un élève' }).fill(search);
  const row = page.getByTestId('learner-row').filter({ hasText: name });
  await row.waitFor();
  return row;
}

describe('learners without a monitor (/bf-students)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds learner@demo.ch on a phone, writes to him, and links him to monitor@demo.ch', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await openLearners(page);
    const row = await findLearner(page, 'weber', 'Noah Weber');
    expect(await page.getByTestId('learner-cards').isVisible()).toBe(true);
    // He asked the head two days ago (demo data).
    expect(await row.getByTestId('learner-requests').innerText()).toMatch(
      /A demandé Hélène Chef \(head@demo\.ch\) le \d{2}\.\d{2}\.\d{4}/,
    );
    expect(await overflowsHorizontally(page)).toBe(false);

    await row.getByRole('button', { name: 'Contacter Noah Weber' }).click();
    const contact = page.getByRole('dialog', { name: 'Écrire à Noah Weber' });
    await contact.getByRole('button', { name: 'Envoyer' }).click();
    await contact.getByText('Obligatoire.').first().waitFor();
    expect(await contact.getByLabel('Objet').getAttribute('aria-invalid')).toBe('true');
    await contact.getByLabel('Objet').fill('Trouver votre moniteur');
    await contact.getByLabel('Message').fill('Bonjour Noah,\nquel moniteur souhaitez-vous ?');
    expect(await overflowsHorizontally(page)).toBe(false);
    await contact.getByRole('button', { name: 'Envoyer' }).click();
    await contact.waitFor({ state: 'detached' });
    await page.getByText('Message envoyé à learner@demo.ch.').waitFor();
    const mail = await lastMessage('email', 'learner@demo.ch');
    expect(mail.subject).toBe('Trouver votre moniteur');
    expect(mail.body).toContain('quel moniteur souhaitez-vous ?');

    await row.getByRole('button', { name: 'Lier à un moniteur : Noah Weber' }).click();
    const link = page.getByRole('dialog', { name: 'Lier Noah Weber à un moniteur' });
    // An address of no monitor: said under the field once the server refuses it.
    await link.getByLabel('E-mail du moniteur').fill('student@demo.ch');
    await link.getByRole('button', { name: 'Continuer' }).click();
    await link.getByRole('button', { name: 'Lier', exact: true }).click();
    await link.getByText('Aucun compte de moniteur d’une auto-école n’a cette adresse : vérifiez-la.').waitFor();
    expect(await link.getByLabel('E-mail du moniteur').getAttribute('aria-invalid')).toBe('true');

    await link.getByLabel('E-mail du moniteur').fill('monitor@demo.ch');
    await link.getByRole('button', { name: 'Continuer' }).click();
    await link
      .getByText('Lier Noah Weber au moniteur monitor@demo.ch ? Le moniteur le reçoit dans ses élèves', {
        exact: false,
      })
      .waitFor();
    await link.getByRole('button', { name: 'Lier', exact: true }).click();
    await link.waitFor({ state: 'detached' });
    await page.getByText('Noah Weber est lié au moniteur monitor@demo.ch.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByTestId('learners-empty').innerText()).toBe(
      'Aucun élève sans moniteur ne correspond à cette recherche.',
    );
    await context.close();

    // The monitor finds him among his students.
    const monitor = await openPage(browser, '/login');
    await signIn(monitor.page, 'monitor@demo.ch');
    await monitor.page.goto('/students?q=weber');
    await monitor.page.getByTestId('student-row').filter({ hasText: 'Weber' }).waitFor();
    await monitor.context.close();
  }, 120_000);

  it('shows a table on a desktop, a learner who just signed up first', async () => {
    const username = await freshLearner('Nuovissima', { firstname: 'Lea', language: 'it' });
    const { context, page } = await openPage(browser, '/login');
    await openLearners(page);
    const first = page.getByTestId('learner-table').getByTestId('learner-row').first();
    expect(await first.innerText()).toContain(username);
    expect(await first.innerText()).toContain('Italien');
    expect(await first.innerText()).toContain('jamais');
    expect(await page.getByTestId('learner-cards').count()).toBe(0);
    await context.close();
  }, 60_000);
});
