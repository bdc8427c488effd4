import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, type OpenedPage, openPage } from '../support/browser';
import { signIn } from '../support/session';

/** Alessia Colombo, a demo student of head@demo.ch that no other browser test changes. */
const STUDENT_FABER = '73920184';

interface StudentAnswer {
  id: string;
  version: number;
  originPlace: string | null;
  comments: string | null;
}

async function studentIdByFaber(page: Page, faber: string): Promise<string> {
  const students = await apiCall<{ id: string }[]>(page, `/students?q=${faber}&archived=true`);
  const [student] = students;
  if (!student) throw new Error(`no student with FABER ${faber}`);
  return student.id;
}

/** The input with exactly this label; a required field's label ends with " *". */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

/** Opens the student's sheet, then his identity form ("Modifier"). */
async function openIdentityForm(page: Page, id: string): Promise<Locator> {
  await page.goto(`/students/profile?id=${id}`);
  await page.getByTestId('student-faber').waitFor();
  // The new-release notice sits above everything, dialogs included: closed as a person would.
  const notice = page.getByTestId('release-notice');
  await notice.waitFor();
  await notice.getByRole('button').click();
  await page.getByTestId('sheet-actions').getByRole('button', { name: 'Modifier', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier l’élève' });
  await field(dialog, 'Lieu d’origine').waitFor();
  return dialog;
}

async function saveAndWaitClosed(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Élève enregistré.').first().waitFor();
}

describe('two people editing the same student', () => {
  let browser: Browser;
  const opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const { context } of opened) await context.close();
    await browser.close();
  });

  it('refuses the later save, offers a reload that shows the first change, then saves the second on top', async () => {
    // The same head, signed in twice (two browsers): each opens the student's form on version n.
    const first = await openPage(browser, '/login');
    const second = await openPage(browser, '/login');
    opened.push(first, second);
    await signIn(first.page, 'head@demo.ch');
    await signIn(second.page, 'head@demo.ch');
    const id = await studentIdByFaber(first.page, STUDENT_FABER);
    const before = await apiCall<StudentAnswer>(first.page, `/students/${id}`);

    const firstForm = await openIdentityForm(first.page, id);
    const secondForm = await openIdentityForm(second.page, id);
    const stamp = Date.now().toString(36);
    const origin = `Origine ${stamp}`;
    const comment = `Remarque ${stamp}`;

    // The first one saves his change.
    await field(firstForm, 'Lieu d’origine').fill(origin);
    await saveAndWaitClosed(first.page, firstForm);
    const afterFirst = await apiCall<StudentAnswer>(first.page, `/students/${id}`);
    expect(afterFirst.originPlace).toBe(origin);
    expect(afterFirst.version).toBe(before.version + 1);

    // The second one, still on the version he opened, is refused: nothing of his is written.
    await field(secondForm, 'Commentaires').fill(comment);
    await secondForm.getByRole('button', { name: 'Enregistrer' }).click();
    const stale = secondForm.getByTestId('stale-record-alert');
    await stale.waitFor();
    expect(await stale.textContent()).toContain(
      'Cet enregistrement a été modifié par quelqu’un d’autre entre-temps : rechargez-le pour voir sa modification, puis refaites la vôtre.',
    );
    expect(await secondForm.getByTestId('error-alert').count()).toBe(0);
    expect(await field(secondForm, 'Lieu d’origine').inputValue()).toBe(before.originPlace ?? '');
    const untouched = await apiCall<StudentAnswer>(second.page, `/students/${id}`);
    expect(untouched).toMatchObject({ version: afterFirst.version, originPlace: origin, comments: before.comments });

    // Reload: the form starts over from the record as the first one left it, without a page load.
    await second.page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });
    await stale.getByRole('button', { name: 'Recharger' }).click();
    await stale.waitFor({ state: 'detached' });
    await expect.poll(() => field(secondForm, 'Lieu d’origine').inputValue()).toBe(origin);
    expect(await field(secondForm, 'Commentaires').inputValue()).toBe(before.comments ?? '');
    expect(await second.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // He makes his change again: it is saved on top of the first one's.
    await field(secondForm, 'Commentaires').fill(comment);
    await saveAndWaitClosed(second.page, secondForm);
    const final = await apiCall<StudentAnswer>(second.page, `/students/${id}`);
    expect(final).toMatchObject({ version: afterFirst.version + 1, originPlace: origin, comments: comment });
  });
});
