import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { freshMonitor } from '../support/fresh-account';
import { lastMessage, signIn } from '../support/session';

const PASSWORD = 'Simplon-Col-2026-Route';
/** One of the demo's keys of the Basic plan (admin licence): account-flows.spec.ts activates …0003, setup-wizard.spec.ts …0005. */
const LICENCE_KEY = 'ADMN-2026-DEMO-0004';

/**
 * Every click (or tap) and every typed field of the path, counted apart: the figure README's "First run"
 * gives for a new monitor's first booked lesson. Checks that read the screen are not counted.
 */
function countedSteps(page: Page) {
  const counts = { clicks: 0, fields: 0 };
  return {
    counts,
    async click(target: Locator): Promise<void> {
      await target.click();
      counts.clicks += 1;
    },
    async fill(target: Locator, value: string): Promise<void> {
      await target.fill(value);
      counts.fields += 1;
    },
    /** Following a link the person received by e-mail: one click, in his mail program. */
    async openMailedLink(url: string): Promise<void> {
      await page.goto(url);
      counts.clicks += 1;
    },
    /** A click on the file field, then one on the file in the system's file dialog. */
    async chooseFile(field: Locator, path: string): Promise<void> {
      const chooser = page.waitForEvent('filechooser');
      await field.click();
      await (await chooser).setFiles(path);
      counts.clicks += 2;
    },
  };
}

/** How many weeks (Monday to Sunday, as the calendar shows them) after this one a DD.MM.YYYY day lies. */
function weeksFromNow(day: string): number {
  const monday = (date: Date) => {
    const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
    start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
    return start.getTime();
  };
  const [date, month, year] = day.split('.').map(Number);
  const weekMs = 7 * 24 * 3_600_000;
  return Math.round((monday(new Date(year ?? 0, (month ?? 1) - 1, date)) - monday(new Date())) / weekMs);
}

describe('first run', () => {
  let browser: Browser;
  let downloads: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    downloads = await mkdtemp(join(tmpdir(), 'ds-first-run-'));
  });
  afterAll(async () => {
    await browser.close();
    await rm(downloads, { recursive: true, force: true });
  });

  it('takes a new monitor from sign-up to his first booked lesson, guided by what each screen offers', async () => {
    const username = `premier.moniteur.${Date.now().toString(36)}@example.ch`;
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    const step = countedSteps(page);

    // Sign up as a monitor, confirm from the e-mailed link, sign in.
    await step.click(page.getByRole('link', { name: 'Créer un compte' }));
    await step.click(page.getByRole('radio', { name: 'Moniteur ou monitrice de conduite' }));
    await step.fill(page.locator('input[name="firstname"]'), 'Jules');
    await step.fill(page.locator('input[name="name"]'), 'Premier');
    await step.fill(page.locator('input[name="username"]'), username);
    await step.fill(page.locator('input[name="new-password"]'), PASSWORD);
    await step.fill(page.locator('input[name="confirmation"]'), PASSWORD);
    await step.click(page.getByRole('button', { name: 'Créer le compte' }));
    await page.getByTestId('signup-done').waitFor();
    const link = /https?:\/\/\S+\/register\/[\w-]+/.exec((await lastMessage('email', username)).body)?.[0];
    if (!link) throw new Error('no confirmation link in the e-mail');
    await step.openMailedLink(new URL(link).pathname);
    await page.getByTestId('register-done').waitFor();
    await step.click(page.getByRole('link', { name: 'Aller à la connexion' }));
    await step.fill(page.getByLabel('Nom d’utilisateur'), username);
    await step.fill(page.locator('input[name="password"]'), PASSWORD);
    await step.click(page.getByRole('button', { name: 'Se connecter' }));

    // The configuration wizard opens by itself on its licence step: the key, then close it.
    await page.waitForURL('**/account/setup');
    await step.fill(page.locator('input[name="licence-key"]'), LICENCE_KEY);
    await step.click(page.getByRole('button', { name: 'Activer la licence' }));
    await page.getByTestId('licences-table').getByText('••••-••••-••••-0004').waitFor();
    await step.click(page.getByTestId('setup-close'));
    await page.waitForURL((url) => url.pathname === '/');

    // My day is empty and offers to schedule a lesson; the students come first.
    const today = page.getByTestId('my-day-today');
    await today.getByText('Rien de prévu aujourd’hui.').waitFor();
    await today.getByRole('link', { name: 'Planifier une leçon' }).waitFor();
    await step.click(page.getByRole('link', { name: 'Élèves', exact: true }).first());

    // No school yet: students are a school's, the empty list leads to founding it.
    const firstRun = page.getByTestId('students-first-run');
    await step.click(firstRun.getByRole('link', { name: 'Créer mon auto-école' }));
    const schoolForm = page.getByRole('form');
    await step.fill(schoolForm.getByLabel(/^Nom de l’auto-école/), 'Conduite Premier');
    await step.fill(schoolForm.locator('input[name="postcode"]'), '1004');
    await step.click(page.getByRole('option', { name: /1004\s*Lausanne/ }));
    await step.click(schoolForm.getByRole('button', { name: 'Enregistrer' }));
    await page.getByRole('heading', { level: 1, name: 'Conduite Premier' }).waitFor();

    // Back to the students: import the sample file, downloaded from the import itself.
    await step.click(page.getByRole('link', { name: 'Élèves', exact: true }).first());
    await step.click(firstRun.getByRole('button', { name: 'Importer mes élèves' }));
    const importDialog = page.getByRole('dialog', { name: 'Importer des élèves' });
    const download = page.waitForEvent('download');
    await step.click(importDialog.getByRole('link', { name: /Télécharger le fichier d’exemple/ }));
    const sample = join(downloads, (await download).suggestedFilename());
    await (await download).saveAs(sample);
    expect(sample.endsWith('students-import.xlsx')).toBe(true);
    await step.chooseFile(importDialog.getByRole('button', { name: /Fichier/ }), sample);
    await step.click(importDialog.getByRole('button', { name: 'Afficher l’aperçu' }));
    // For a new school the bad row and the one naming monitor@demo.ch (not of his school) are refused.
    expect(await importDialog.getByTestId('import-counts').textContent()).toContain('Avec erreurs : 2');
    await step.click(importDialog.getByRole('button', { name: /^Importer les lignes valables/ }));
    await importDialog.getByTestId('import-result').waitFor();
    expect(await importDialog.getByTestId('import-result').textContent()).toContain('Élèves créés : 6');
    await step.click(importDialog.getByRole('button', { name: 'Terminer' }));
    await page.getByTestId('student-row').first().waitFor();

    // My day's empty state opens the calendar's slot picker: the student, a free slot, saved.
    await step.click(page.getByRole('link', { name: 'Accueil' }).first());
    await step.click(page.getByTestId('my-day-today').getByRole('link', { name: 'Planifier une leçon' }));
    const picker = page.getByRole('dialog', { name: 'Planifier une leçon' });
    await step.fill(picker.getByLabel(/^Élève( \*)?$/), 'Rochat');
    // The list follows the typing once it pauses: the click goes to the list found for the name.
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['Rochat Lina']);
    await step.click(page.getByRole('option', { name: 'Rochat Lina' }));
    await step.click(picker.getByRole('button', { name: 'Chercher des créneaux libres' }));
    const slot = picker.getByRole('button', { name: /^Réserver / }).first();
    const [, day, time] = /^Réserver (\S+) (\S+)$/.exec((await slot.getAttribute('aria-label')) ?? '') ?? [];
    if (!day || !time) throw new Error('a free slot names its day and time');
    await step.click(slot);
    const booking = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await booking.getByText('Rochat Lina').waitFor();
    await step.click(booking.getByRole('button', { name: 'Enregistrer' }));
    await booking.waitFor({ state: 'detached' });

    // The lesson is in his calendar (the week that holds it) and, when it is today, on his day.
    for (let week = weeksFromNow(day); week > 0; week--) await page.locator('.fc-next-button').click();
    await page.locator('.fc-event', { hasText: time }).first().waitFor();
    const myDay = await apiCall<{ day: string }>(page, '/my-day');
    if (myDay.day.split('-').reverse().join('.') === day) {
      await page.goto('/');
      await page.getByTestId('my-day-appointment').filter({ hasText: 'Rochat' }).first().waitFor();
    }

    expect(consoleErrors).toEqual([]);
    process.stdout.write(`FIRST_RUN ${JSON.stringify(step.counts)}\n`);
    await context.close();
  });

  it('tells a new monitor without a licence, on a phone, how to reach his first student and lesson', async () => {
    const username = await freshMonitor('sans-licence');
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, username);
    // The wizard opens by itself once a sign-in; left as it is, by the address.
    await page.getByTestId('setup-close').waitFor();
    await page.goto('/students');
    const firstRun = page.getByTestId('students-first-run');
    await firstRun.getByText('Créer une auto-école demande la licence administrative', { exact: false }).waitFor();
    expect(await firstRun.getByRole('link', { name: 'Activer une licence' }).getAttribute('href')).toBe(
      '/account/subscriptions',
    );
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.goto('/');
    await page.getByTestId('my-day-today').getByRole('link', { name: 'Planifier une leçon' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
