import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

/** Demo students (apps/server/src/db/seed/demo-students.ts), found by their FABER. */
const STUDENT = '58213049';
/** The head's student shared read-only with monitor@demo.ch. */
const SHARED_READ_ONLY = '90431276';
/** The student whose last failed practical exam was recorded without its date (spec §8). */
const UNDATED_FAILED_EXAM = '284756193';

/** The id of a student the signed-in user holds, asked of the API with the page's own session. */
function studentIdByFaber(page: Page, faber: string): Promise<string> {
  return page.evaluate(async (q) => {
    const response = await fetch(`/api/students?q=${q}&archived=true`, {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    const { data } = (await response.json()) as { data: { id: string }[] };
    const [student] = data;
    if (!student) throw new Error(`no student with FABER ${q}`);
    return student.id;
  }, faber);
}

async function openSheet(page: Page, faber: string) {
  const id = await studentIdByFaber(page, faber);
  await page.goto(`/students/profile?id=${id}`);
  await page.getByTestId('student-faber').waitFor();
  // The new-release notice sits above everything, dialogs included: closed as a person would.
  const notice = page.getByTestId('release-notice');
  await notice.waitFor();
  await notice.getByRole('button').click();
}

async function openSection(page: Page, name: string) {
  const control = page.getByRole('button', { name, exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
}

/** The input with exactly this label; a required field's label ends with " *". */
function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

/** Picks an option of a Mantine select by its label. */
async function choose(scope: Locator, label: string, option: string) {
  await field(scope, label).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

const badgesText = async (page: Page) => (await page.getByTestId('student-badges').textContent()) ?? '';

/** Clicks one of the sheet's actions, then confirms it in the dialog that asks. */
async function confirmSheetAction(page: Page, action: string, question: string, confirm = action) {
  await page.getByTestId('sheet-actions').getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('student sheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('records an exam with a new examiner, a task and a comment, then archives and unarchives', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await openSheet(page, STUDENT);
    expect(await page.getByTestId('student-faber').textContent()).toBe('FABER 582.130.49');

    await openSection(page, 'Examens');
    await page.getByRole('button', { name: 'Ajouter un examen' }).click();
    const examDialog = page.getByRole('dialog', { name: 'Ajouter un examen' });
    await field(examDialog, 'Date').fill('31.02.2026');
    await examDialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect(await examDialog.textContent()).toContain('Saisissez une date au format JJ.MM.AAAA.');

    const examiner = `Expert ${Date.now()}`;
    await choose(examDialog, 'Type', 'Théorie');
    await field(examDialog, 'Date').fill('14.04.2026');
    await examDialog.getByRole('button', { name: 'Nouvel expert' }).click();
    await field(examDialog, 'Nom du nouvel expert').fill(examiner);
    await examDialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect.poll(() => field(examDialog, 'Expert').inputValue()).toBe(examiner);
    await examDialog.getByText('Réussi', { exact: true }).click();
    await field(examDialog, 'Remarques').fill('Aucune faute');
    await examDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await examDialog.waitFor({ state: 'detached' });
    const exam = page.getByTestId('student-exam').filter({ hasText: examiner });
    await exam.waitFor();
    expect(await exam.textContent()).toContain('Théorie');
    expect(await exam.textContent()).toContain('Réussi');
    expect(await exam.textContent()).toContain(`14.04.2026 · ${examiner}`);
    expect(await exam.textContent()).toContain('Aucune faute');

    await openSection(page, 'Tâches');
    const description = `Apporter le permis d’élève ${Date.now()}`;
    await page.getByRole('button', { name: 'Ajouter une tâche' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Ajouter une tâche' });
    await field(taskDialog, 'Description').fill(description);
    await field(taskDialog, 'Échéance').fill('20.06.2026');
    await field(taskDialog, 'Heure').fill('7:45');
    await taskDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await taskDialog.waitFor({ state: 'detached' });
    const task = page.getByTestId('student-task').filter({ hasText: description });
    expect(await task.textContent()).toContain('Échéance 20.06.2026 07:45');
    // The box follows the saved task, so it turns checked once the server has answered.
    await task.getByRole('checkbox', { name: `Faite : ${description}` }).click();
    await expect.poll(() => task.getByRole('checkbox').isChecked()).toBe(true);

    await openSection(page, 'Commentaires');
    const text = `Bonne maîtrise des giratoires ${Date.now()}`;
    await field(page, 'Nouveau commentaire').fill(text);
    await page.getByRole('button', { name: 'Ajouter le commentaire' }).click();
    const comment = page.getByTestId('student-comment').filter({ hasText: text });
    await comment.waitFor();
    expect(await comment.textContent()).toMatch(/Hélène Chef, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

    await confirmSheetAction(page, 'Archiver', 'Archiver cet élève ?');
    await expect.poll(() => badgesText(page)).toContain('Archivé');
    await confirmSheetAction(page, 'Désarchiver', 'Désarchiver cet élève ?');
    await expect.poll(() => badgesText(page)).not.toContain('Archivé');

    await openSection(page, 'Historique des modifications');
    const events = page.getByTestId('student-event');
    await expect.poll(() => events.first().textContent()).toContain('Désarchivé');
    expect(await events.nth(1).textContent()).toContain('Archivé');
    expect(await events.first().textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await context.close();
  });

  it('asks the date of the last failed practical exam before printing, then downloads the PDF', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await openSheet(page, UNDATED_FAILED_EXAM);

    await page.getByTestId('sheet-actions').getByRole('button', { name: 'Imprimer' }).click();
    const prompt = page.getByRole('dialog', { name: 'Date de l’examen pratique échoué' });
    await prompt.waitFor();
    await field(prompt, 'Date').fill('3.3.2026');
    const download = page.waitForEvent('download');
    await prompt.getByRole('button', { name: 'Enregistrer et imprimer' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^[a-z]+-[a-z-]+\.pdf$/);
    const content = await readFile((await pdf.path()) ?? '');
    expect(content.subarray(0, 5).toString()).toBe('%PDF-');
    await prompt.waitFor({ state: 'detached' });

    await openSection(page, 'Examens');
    expect(await page.getByTestId('student-exam').filter({ hasText: 'Échoué' }).textContent()).toContain('03.03.2026');
    // Dated now: the next print goes straight to the PDF.
    const again = page.waitForEvent('download');
    await page.getByTestId('sheet-actions').getByRole('button', { name: 'Imprimer' }).click();
    expect((await again).suggestedFilename()).toBe(pdf.suggestedFilename());
    await context.close();
  });

  it('sends the access credentials, then lists the e-mail among the communications', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await openSheet(page, STUDENT);
    await confirmSheetAction(page, 'Envoyer les accès', 'Envoyer les accès ?', 'Envoyer');
    await page.getByText(/^Les accès ont été envoyés à .+\.$/).waitFor();
    await page.getByTestId('sheet-actions').getByRole('button', { name: 'Renvoyer les accès' }).waitFor();
    expect(await page.getByTestId('section-identity').textContent()).toContain('A un compte');

    await openSection(page, 'Communications');
    const message = page.getByTestId('student-communication').first();
    await message.waitFor();
    const email = await page.getByTestId('section-identity').getByText(/@/).first().textContent();
    expect(await message.textContent()).toContain(`À ${email}`);
    await message.getByRole('button').click();
    expect(await message.textContent()).toContain('Envoyé par Hélène Chef');
    await context.close();
  });

  it('shows a read-only share without any way to change the student, but lets him stop following it', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'monitor@demo.ch');
    await openSheet(page, SHARED_READ_ONLY);
    expect(await badgesText(page)).toContain('Lecture seule');
    const actions = page.getByTestId('sheet-actions').getByRole('button');
    expect(await actions.allTextContents()).toEqual(['Imprimer']);
    await openSection(page, 'Examens');
    await openSection(page, 'Tâches');
    await openSection(page, 'Formation');
    await page
      .getByTestId('section-exams')
      .getByText(/Aucun examen enregistré|Théorie|Premiers secours/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^Ajouter/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Modifier|Supprimer)/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Nouveau commentaire' }).count()).toBe(0);

    // He may still stop following the student: confirmed, then back to his list without him.
    await openSection(page, 'Moniteurs');
    await page.getByRole('button', { name: /^Ne plus suivre / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ne plus suivre', exact: true }).click();
    await page.getByText('Vous ne suivez plus cet élève.').waitFor();
    await page.waitForURL(/\/students$/);
    await page.getByRole('searchbox').fill(SHARED_READ_ONLY);
    await page
      .getByText(/Aucun élève/)
      .first()
      .waitFor();
    await context.close();
  });

  it('fits a 375 px phone: actions in a menu, every section open without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await openSheet(page, STUDENT);
    expect(await page.getByTestId('sheet-actions').isVisible()).toBe(false);
    for (const section of ['Formation', 'Moniteurs', 'Permis de conduire', 'Examens', 'Tâches', 'Commentaires']) {
      await openSection(page, section);
    }
    await openSection(page, 'Historique des leçons');
    // The demo gives the head's students a year of lessons: the history lists them (or says there are none).
    await page.getByTestId('lesson-entry').or(page.getByTestId('lessons-empty')).first().waitFor();
    await page.getByTestId('student-exam').first().waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.getByRole('button', { name: 'Actions sur l’élève' }).click();
    await page.getByRole('menuitem', { name: 'Imprimer' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
