import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

const SAMPLE_FILE = new URL('../../docs/samples/students-import.xlsx', import.meta.url).pathname;

/** The import dialog of /students. */
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Importer des élèves' });

/** The rows of the student list (table rows on a desktop, cards on a phone). */
const studentRows = (page: Page) => page.getByTestId('student-row');

async function searchStudents(page: Page, text: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Rechercher un élève' }).fill(text);
  await expect.poll(() => studentRows(page).count(), { timeout: 10_000 }).toBe(1);
  return studentRows(page).first();
}

/** Clicks one of the sheet's actions, then confirms it in the dialog that asks. */
async function confirmSheetAction(page: Page, action: string, question: string) {
  await page.getByTestId('sheet-actions').getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('dialog', { name: question }).waitFor({ state: 'detached' });
}

/** A CSV of `rows` new students whose last three rows have an e-mail without @. */
function studentList(rows: number, firstFaber: number): Buffer {
  const lines = ['FABER;Date de naissance;E-mail;FABER du moniteur;Nom;Prénom'];
  for (let index = 0; index < rows; index++) {
    const at = index >= rows - 3 ? '.' : '@';
    lines.push(`${firstFaber + index};01.01.2000;paged${firstFaber + index}${at}example.com;;Page;Élève ${index}`);
  }
  return Buffer.from(lines.join('\r\n'));
}

/** The file lines of the preview rows shown. */
const shownLines = (dialog: Locator) =>
  dialog.getByTestId('import-row').evaluateAll((rows) => rows.map((row) => Number(row.firstChild?.textContent)));

const badgesText = async (page: Page) => (await page.getByTestId('student-badges').textContent()) ?? '';

describe('students: import, search, export, archive, transfer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('imports the sample file with its bad row flagged, then archives, unarchives and transfers a student', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/students');
    await studentRows(page).first().waitFor();

    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    const dialog = importDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles(SAMPLE_FILE);
    await dialog.getByRole('button', { name: 'Afficher l’aperçu' }).click();
    await dialog.getByTestId('import-counts').waitFor();
    expect(await dialog.getByTestId('import-counts').textContent()).toContain('Avec erreurs : 1');

    // The refused row comes first, each error naming its column.
    const badRow = dialog.getByTestId('import-row').first();
    expect(await badRow.getAttribute('data-invalid')).toBe('true');
    const badRowText = (await badRow.textContent()) ?? '';
    expect(badRowText).toContain('FABER : 8 à 12 chiffres requis.');
    expect(badRowText).toContain('Date de naissance : date invalide (JJ.MM.AAAA).');
    expect(badRowText).toContain('E-mail : adresse e-mail invalide.');
    expect(badRowText).toContain('31.02.2001');

    // A valid row's FABER, to find the student once imported (the FABER column follows the line).
    const goodRow = dialog.locator('[data-testid="import-row"][data-invalid="false"]').first();
    const faber = ((await goodRow.locator('td').nth(1).textContent()) ?? '').replace(/\D/g, '');
    expect(faber).toMatch(/^\d{8,12}$/);

    await dialog.getByRole('button', { name: /^Importer les lignes valables/ }).click();
    await dialog.getByTestId('import-result').waitFor();
    expect(await dialog.getByTestId('import-result').textContent()).toMatch(/Élèves créés : [1-9]/);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Télécharger le rapport d’erreurs' }).click();
    expect((await download).suggestedFilename()).toBe('student-import-errors.xlsx');
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = await searchStudents(page, faber);
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    expect((await exported).suggestedFilename()).toBe('students.xlsx');
    await row.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/students/profile');
    await page.getByTestId('student-faber').waitFor();

    await confirmSheetAction(page, 'Archiver', 'Archiver cet élève ?');
    await expect.poll(() => badgesText(page)).toContain('Archivé');
    await confirmSheetAction(page, 'Désarchiver', 'Désarchiver cet élève ?');
    await expect.poll(() => badgesText(page)).not.toContain('Archivé');

    await page.getByTestId('sheet-actions').getByRole('button', { name: 'Transférer', exact: true }).click();
    const transfer = page.getByRole('dialog', { name: 'Transférer l’élève' });
    await transfer.getByRole('combobox', { name: 'Nouveau moniteur responsable' }).click();
    await page.getByRole('option', { name: /monitor@demo\.ch/ }).click();
    await transfer.getByRole('button', { name: 'Transférer', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/students');
    await context.close();

    const monitor = await openPage(browser, '/login');
    await signIn(monitor.page, 'monitor@demo.ch');
    await monitor.page.goto('/students');
    const transferred = await searchStudents(monitor.page, faber);
    expect((await transferred.textContent())?.replace(/\D/g, '')).toContain(faber);
    await monitor.context.close();
  });

  for (const [device, viewport, firstFaber] of [
    ['desktop', DESKTOP_VIEWPORT, 60_000_000],
    ['375 px phone', PHONE_VIEWPORT, 61_000_000],
  ] as const) {
    it(`pages through a 120-row preview on a ${device}, refused rows first, then imports it in one click`, async () => {
      const { context, page } = await openPage(browser, '/login', viewport);
      await signIn(page, 'head@demo.ch');
      await page.goto('/students');
      await page.getByRole('button', { name: 'Importer', exact: true }).click();
      const dialog = importDialog(page);
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'eleves.csv',
        mimeType: 'text/csv',
        buffer: studentList(120, firstFaber),
      });
      await dialog.getByRole('button', { name: 'Afficher l’aperçu' }).click();
      await dialog.getByTestId('import-counts').waitFor();
      const counts = (await dialog.getByTestId('import-counts').textContent()) ?? '';
      for (const count of ['Lignes : 120', 'Valables : 117', 'Avec erreurs : 3', 'Nouveaux élèves : 117']) {
        expect(counts).toContain(count);
      }

      // The three refused rows (the file's last) first, then the others in file order.
      expect(await shownLines(dialog)).toEqual([119, 120, 121, ...Array.from({ length: 47 }, (_, index) => index + 2)]);
      expect(await dialog.getByTestId('import-page-range').textContent()).toBe('Lignes 1 à 50 sur 120');
      await dialog.getByRole('button', { name: '3', exact: true }).click();
      await expect.poll(() => dialog.getByTestId('import-page-range').textContent()).toBe('Lignes 101 à 120 sur 120');
      expect(await shownLines(dialog)).toEqual(Array.from({ length: 20 }, (_, index) => index + 99));
      if (viewport === PHONE_VIEWPORT) {
        expect(await dialog.evaluate((element) => element.scrollWidth > element.clientWidth + 1)).toBe(false);
        expect(await overflowsHorizontally(page)).toBe(false);
      }

      await dialog.getByText('Avec erreurs', { exact: true }).click();
      await expect.poll(() => shownLines(dialog)).toEqual([119, 120, 121]);
      expect(await dialog.locator('[data-testid="import-row"][data-invalid="false"]').count()).toBe(0);

      await dialog.getByRole('button', { name: 'Importer les lignes valables (117)' }).click();
      await dialog.getByTestId('import-result').waitFor();
      expect(await dialog.getByTestId('import-result').textContent()).toContain('Élèves créés : 117');
      await context.close();
    });
  }

  it('fits a 375 px phone: cards instead of a table, no sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/students');
    await page.getByTestId('student-cards').waitFor();
    expect(await page.getByTestId('student-table').count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
