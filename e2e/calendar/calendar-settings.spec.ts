import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

const card = (page: Page, label: string) => page.getByTestId('calendar-card').filter({ hasText: label });

/** The new-release notice can cover buttons near the bottom: closed as a person would. */
async function closeReleaseNotice(page: Page) {
  const notice = page.getByTestId('release-notice');
  await notice.waitFor();
  await notice.getByRole('button').click();
}

/** The calendar form of the open dialog, filled field by field (the colour picker is closed afterwards). */
async function fillCalendarForm(
  dialog: Locator,
  values: { label?: string; colour?: string; duration?: string; start?: string; end?: string },
) {
  if (values.label !== undefined) await dialog.getByLabel('Nom').fill(values.label);
  if (values.colour !== undefined) {
    await dialog.getByLabel('Couleur').fill(values.colour);
    await dialog.getByLabel('Nom').click();
  }
  if (values.duration !== undefined)
    await dialog.getByLabel('Durée d’une leçon par défaut (minutes)').fill(values.duration);
  if (values.start !== undefined) await dialog.getByLabel('Début de la journée').fill(values.start);
  if (values.end !== undefined) await dialog.getByLabel('Fin de la journée').fill(values.end);
}

async function createCalendar(page: Page, label: string) {
  await page.getByRole('button', { name: 'Nouveau calendrier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau calendrier' });
  await dialog.waitFor();
  await fillCalendarForm(dialog, { label, colour: '#e03131', duration: '120', start: '08:00', end: '18:00' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card(page, label).waitFor();
}

async function deleteCalendar(page: Page, label: string) {
  await page.getByRole('button', { name: `Supprimer ${label}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer ce calendrier ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByText('Calendrier supprimé.').waitFor();
  await card(page, label).waitFor({ state: 'detached' });
}

describe('calendar settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a calendar, changes its colour, shares it read-only, deletes it; the main calendar stays', async () => {
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/calendar');
    await closeReleaseNotice(page);
    await page.getByTestId('calendar-legend').getByRole('link', { name: 'Réglages des calendriers' }).click();
    await page.waitForURL('**/calendar/settings');
    await page.getByRole('heading', { name: 'Réglages des calendriers' }).waitFor();
    await card(page, 'Mon agenda').waitFor();

    // Refused as the API would: named fields, translated, nothing created.
    await page.getByRole('button', { name: 'Nouveau calendrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau calendrier' });
    await fillCalendarForm(dialog, { label: '', start: '18:00', end: '08:00' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Obligatoire.').waitFor();
    await dialog.getByText('La journée doit finir après son début.').waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });

    const label = `Cours VKU ${Date.now()}`;
    await createCalendar(page, label);
    expect(await card(page, label).textContent()).toContain('Leçons de 120 min · journée 08:00–18:00');

    // Its colour changes and stays changed.
    await page.getByRole('button', { name: `Modifier ${label}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le calendrier' });
    expect(await edit.getByLabel('Couleur').inputValue()).toBe('#e03131');
    await fillCalendarForm(edit, { colour: '#2f9e44' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: `Modifier ${label}` }).click();
    expect(await edit.getByLabel('Couleur').inputValue()).toBe('#2f9e44');
    await edit.getByRole('button', { name: 'Annuler' }).click();
    await edit.waitFor({ state: 'detached' });

    // Shared read-only with Marco Rossi (monitor@demo.ch); the school's employees are offered too, each named as what he is.
    await page.getByRole('button', { name: `Partager ${label}` }).click();
    const shares = page.getByRole('dialog', { name: `Partager « ${label} »` });
    await shares.getByText('Partagé avec personne pour l’instant.').waitFor();
    await shares.getByLabel('Moniteur ou employé').click();
    await page.getByRole('option', { name: 'Eva Meier (employé)', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: /Chef/ }).count()).toBe(0);
    await page.getByRole('option', { name: 'Marco Rossi (moniteur)', exact: true }).click();
    await shares.getByRole('button', { name: 'Partager', exact: true }).click();
    const share = shares.getByTestId('calendar-share');
    await share.filter({ hasText: 'monitor@demo.ch' }).filter({ hasText: 'moniteur' }).waitFor();
    const access = share.getByRole('radio', { name: 'Lecture seule' });
    expect(await access.isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await shares.waitFor({ state: 'detached' });

    // Marco sees it among the calendars shared with him, read-only.
    const marco = await openPage(browser, '/login');
    await signIn(marco.page, 'monitor@demo.ch');
    await marco.page.goto('/calendar/settings');
    const sharedCard = marco.page.getByTestId('shared-calendar-card').filter({ hasText: label });
    await sharedCard.waitFor();
    expect(await sharedCard.textContent()).toContain('lecture seule');
    expect(await sharedCard.textContent()).toContain('Partagé par Hélène');
    await marco.context.close();

    // Deleted after confirmation.
    await deleteCalendar(page, label);

    // The main calendar cannot be deleted: the server's refusal is shown translated.
    await page.getByRole('button', { name: 'Supprimer Mon agenda' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer ce calendrier ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await page
      .getByTestId('error-alert')
      .filter({ hasText: 'Le calendrier principal ne peut pas être supprimé' })
      .waitFor();
    await page.reload();
    await card(page, 'Mon agenda').waitFor();
    expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
    await context.close();
  });

  it('works on a phone: the lists and the full-screen form fit 375 px', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/calendar/settings');
    await closeReleaseNotice(page);
    await card(page, 'Mon agenda').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    const label = `Téléphone ${Date.now()}`;
    await page.getByRole('button', { name: 'Nouveau calendrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau calendrier' });
    await dialog.waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await fillCalendarForm(dialog, { label });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page, label).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.getByRole('button', { name: 'S’abonner à un calendrier externe' }).click();
    const subscribe = page.getByRole('dialog', { name: 'S’abonner à un calendrier externe' });
    await subscribe.getByLabel('Adresse CalDAV').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await subscribe.getByRole('button', { name: 'Annuler' }).click();
    await subscribe.waitFor({ state: 'detached' });

    await deleteCalendar(page, label);
    await context.close();
  });
});
