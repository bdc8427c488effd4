import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/session';
import {
  courseCard,
  courseDialog,
  dayFromToday,
  fieldMessages,
  fillCourseForm,
  inputLabelled,
  openCourse,
  openCoursesInGerman,
  readCourseForm,
  sampleCourse,
  saveCourseForm,
  uniqueCourseLabel,
} from './course-steps';

describe('courses form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('refuses invalid values in German, then saves every field, keeps them and disables the course', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch', { language: null });
    await openCoursesInGerman(page);
    let createCalls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/courses') createCalls += 1;
    });

    const course = sampleCourse(uniqueCourseLabel('Nothelfer'));
    await page.getByRole('button', { name: 'Neuer Kurs' }).click();
    await fillCourseForm(page, {
      ...course,
      label: 'N'.repeat(51),
      abbreviation: 'AB',
      price: '-1',
      startDate: dayFromToday(10),
      endDate: dayFromToday(5),
    });
    const dialog = courseDialog(page);
    const field = (label: string) => inputLabelled(dialog, label);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByTestId('course-form-errors').waitFor();
    expect(await fieldMessages(field('Bezeichnung'))).toContain('Höchstens 50 Zeichen.');
    expect(await fieldMessages(field('Kürzel'))).toContain('Mindestens 3 Buchstaben.');
    expect(await fieldMessages(field('Preis'))).toContain('Mindestens 0.');
    expect(await fieldMessages(field('Enddatum'))).toContain('Das Enddatum liegt vor dem Startdatum.');
    expect(await dialog.getByTestId('course-form-errors').innerText()).toBe(
      'Bitte korrigieren Sie diese Felder: Bezeichnung, Kürzel, Preis, Enddatum.',
    );
    expect(createCalls).toBe(0);

    await fillCourseForm(page, course);
    expect(await dialog.getByTestId('course-form-errors').count()).toBe(0);
    await saveCourseForm(page);
    await page.getByText('Kurs gespeichert.').waitFor();
    expect(createCalls).toBe(1);
    const card = courseCard(page, course.label);
    // Intl writes a no-break space between the currency and the amount.
    expect((await card.innerText()).replaceAll('\u00a0', ' ')).toContain('NHK · Kat. BE · 90 Min. · CHF 120.50');
    expect(await card.getByTestId('course-problems-icon').count()).toBe(0);

    await openCourse(page, course.label);
    expect(await readCourseForm(page)).toEqual(course);

    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Diesen Kurs deaktivieren?' });
    expect(await confirm.innerText()).toContain(
      'Er bleibt auf vergangenen Terminen sichtbar, kann aber nicht mehr gebucht werden.',
    );
    await confirm.getByRole('button', { name: 'Deaktivieren' }).click();
    await page.getByText('Kurs deaktiviert.').waitFor();
    await dialog.getByRole('button', { name: 'Wieder aktivieren' }).waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await card.waitFor({ state: 'detached' });

    await page.getByLabel('Deaktivierte Kurse anzeigen').check();
    expect(await card.getAttribute('data-disabled')).toBe('true');
    expect(await card.textContent()).toContain('Deaktiviert');
    await card.getByRole('button', { name: `Wieder aktivieren: ${course.label}` }).click();
    await page.getByText('Kurs wieder aktiviert.').waitFor();
    await card
      .locator('[data-disabled="false"]')
      .or(card.and(page.locator('[data-disabled="false"]')))
      .waitFor();
    await context.close();
  });

  it('says what a course that is not configured lacks', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch', { language: null });
    await openCoursesInGerman(page);
    const label = uniqueCourseLabel('Ohne Daten');
    await page.getByRole('button', { name: 'Neuer Kurs' }).click();
    await inputLabelled(courseDialog(page), 'Bezeichnung').fill(label);
    await inputLabelled(courseDialog(page), 'Kürzel').fill('ODT');
    await saveCourseForm(page);

    // The release notice covers the bottom of the list until it is closed.
    await page.getByTestId('release-notice').getByRole('button').click();
    await courseCard(page, label).getByTestId('course-problems-icon').hover();
    const problems = await page.getByTestId('course-problems').innerText();
    expect(problems).toContain('das Start- und Enddatum');
    expect(problems).toContain('die maximale Anzahl Teilnehmende');
    expect(problems).not.toContain('Zahlungsart');
    await context.close();
  });

  it('fits a phone: no sideways scrolling, and the form opens full-screen', async () => {
    const { context, page } = await openPage(browser, '/login', { width: 375, height: 800 });
    await signIn(page, 'head@demo.ch', { language: null });
    await openCoursesInGerman(page);
    await courseCard(page, 'Cours de base moto').waitFor();
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Neuer Kurs' }).click();
    await inputLabelled(courseDialog(page), 'Bezeichnung').waitFor();
    expect((await courseDialog(page).boundingBox())?.width).toBe(375);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    await context.close();
  });
});
