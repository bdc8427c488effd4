import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';
import { courseCard, inputLabelled, uniqueCourseLabel } from './course-steps';

/** A course of head@demo.ch marked "available for employees", written through the API. */
async function sharedHeadCourse(browser: Browser, label: string): Promise<void> {
  const head = await openPage(browser, '/login');
  await signIn(head.page, 'head@demo.ch');
  await apiCall(head.page, '/courses', {
    method: 'POST',
    body: {
      label,
      abbreviation: 'PAR',
      category: 'B',
      icon: 'car',
      colour: '#1c5fb8',
      descriptions: { fr: '', de: '', it: '', en: '' },
      individual: true,
      price: 0,
      durationMinutes: 45,
      availableForEmployees: true,
    },
  });
  await head.context.close();
}

async function openEmployeeCourses(page: Page) {
  await signIn(page, 'employee@demo.ch');
  await page.goto('/courses');
  await page.getByRole('heading', { name: 'Cours et leçons' }).waitFor();
}

/**
 * Spec §6: employee@demo.ch may create courses (his right is on in the demo school); the head's
 * course shared with employees shows among his, marked as the school's, and offers him no change.
 */
describe('courses of an employee', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the course the head shares read-only, and creates one of his own that he may change', async () => {
    const shared = uniqueCourseLabel('Parcours partagé');
    await sharedHeadCourse(browser, shared);
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    await openEmployeeCourses(page);

    const card = courseCard(page, shared);
    await card.getByTestId('course-shared').filter({ hasText: 'Partagé par l’auto-école' }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await card.getByText(shared, { exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // His right to create courses is on: "new course" works and the course is his to change.
    const newCourse = page.getByRole('button', { name: 'Nouveau cours' });
    expect(await newCourse.getAttribute('aria-disabled')).toBeNull();
    await newCourse.click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau cours' });
    const own = uniqueCourseLabel('Leçon d’Eva');
    await inputLabelled(dialog, 'Libellé').fill(own);
    await inputLabelled(dialog, 'Abréviation').fill('EVA');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = courseCard(page, own);
    await mine.waitFor();
    expect(await mine.getByTestId('course-shared').count()).toBe(0);
    expect(await mine.getByRole('button', { name: `Désactiver: ${own}` }).count()).toBe(1);
    await mine.getByText(own, { exact: true }).click();
    await page.getByRole('dialog', { name: 'Modifier le cours' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('at 375 px: the shared course keeps its badge and offers no control', async () => {
    const shared = uniqueCourseLabel('Parcours téléphone');
    await sharedHeadCourse(browser, shared);
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await openEmployeeCourses(page);
    const card = courseCard(page, shared);
    await card.getByTestId('course-shared').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await context.close();
  });
});
