import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

const WHY =
  'Droits d’employé désactivés par le responsable de l’auto-école : donner ou offrir des formations aux élèves.';

interface Terms {
  startsOn: string;
  endsOn: string | null;
  rights: string[];
  version: number;
}
interface Member {
  userId: string;
  email: string;
  terms: Terms | null;
}

/** As head@demo.ch: the employee's terms with `change` applied to his rights (the terms as they were are answered). */
async function changeEmployeeRights(browser: Browser, change: (rights: string[]) => string[]): Promise<Terms> {
  const head = await openPage(browser, '/login');
  await signIn(head.page, 'head@demo.ch');
  const { members } = await apiCall<{ members: Member[] }>(head.page, '/school/members');
  const employee = members.find((member) => member.email === 'employee@demo.ch');
  if (!employee?.terms) throw new Error('employee@demo.ch has no terms');
  const { startsOn, endsOn, rights, version } = employee.terms;
  await apiCall(head.page, `/school/employees/${employee.userId}`, {
    method: 'PUT',
    body: { startsOn, endsOn, rights: change(rights), version },
  });
  await head.context.close();
  return employee.terms;
}

/** The sheet of the first student of the employee's list (a table row's name on a desktop, a whole card on a phone). */
async function openFirstSheet(page: Page, phone = false): Promise<string> {
  await signIn(page, 'employee@demo.ch');
  await page.goto('/students');
  const row = page.getByTestId('student-row').first();
  await (phone ? row : row.getByRole('link').first()).click();
  await page.waitForURL('**/students/profile?id=*');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/**
 * Spec §6, §8: with "deliver training" turned off by the head, the employee's sheet and the
 * lesson start keep the start in sight, disabled, saying why; the right is given back afterwards.
 */
describe('an employee whose right to deliver training is off', () => {
  let browser: Browser;
  let before: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    before = (await changeEmployeeRights(browser, (rights) => rights.filter((right) => right !== 'deliverTraining')))
      .rights;
  });
  afterAll(async () => {
    await changeEmployeeRights(browser, () => before);
    await browser.close();
  });

  it('on a desktop: the sheet’s start and /lesson/start’s start are disabled and say why', async () => {
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    const studentId = await openFirstSheet(page);

    const start = page.getByTestId('sheet-actions').getByRole('link', { name: 'Commencer la leçon' });
    expect(await start.getAttribute('aria-disabled')).toBe('true');
    await start.hover();
    await page.getByRole('tooltip', { name: WHY }).waitFor();
    await start.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/students/profile');

    await page.goto(`/lesson/start?student=${studentId}`);
    const button = page.getByRole('button', { name: 'Commencer la leçon' });
    await button.waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await button.hover();
    await page.getByRole('tooltip', { name: WHY }).waitFor();
    await button.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/lesson/start');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('at 375 px: the sheet’s menu writes why under the disabled start', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await openFirstSheet(page, true);
    await page.getByRole('button', { name: 'Actions sur l’élève' }).click();
    const item = page.getByRole('menuitem', { name: /Commencer la leçon/ });
    expect(await item.isDisabled()).toBe(true);
    expect(await item.innerText()).toContain(WHY);
    await context.close();
  });
});
