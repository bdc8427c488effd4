import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

/** /students signed in as `username`, once its list is read. */
async function openStudents(page: Page, username: string) {
  await signIn(page, username);
  await page.goto('/students');
  await page.getByTestId('students-total').waitFor();
}

const header = (page: Page) => page.getByRole('main');

/**
 * Spec §6: an employee works on the school's students but never takes one on, so the list offers
 * him neither "new student" nor "import"; a monitor gets both.
 */
describe('students list of an employee', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [size, viewport] of [
    ['on a desktop', DESKTOP_VIEWPORT],
    ['at 375 px', PHONE_VIEWPORT],
  ] as const) {
    it(`${size}: the school's students, and no "new student" nor "import"`, async () => {
      const { context, page, consoleErrors } = await openPage(browser, '/login', viewport);
      await openStudents(page, 'employee@demo.ch');
      expect(await page.getByTestId('student-row').count()).toBeGreaterThan(0);
      expect(await header(page).getByRole('button', { name: 'Nouvel élève' }).count()).toBe(0);
      expect(await header(page).getByRole('button', { name: 'Importer' }).count()).toBe(0);
      await header(page).getByRole('button', { name: 'Exporter' }).waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('still offers both to a monitor', async () => {
    const { context, page } = await openPage(browser, '/login');
    await openStudents(page, 'monitor@demo.ch');
    await header(page).getByRole('button', { name: 'Nouvel élève' }).waitFor();
    await header(page).getByRole('button', { name: 'Importer' }).waitFor();
    await context.close();
  });
});
