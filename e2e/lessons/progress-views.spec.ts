import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

describe('progress on the training card', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a student’s card on his sheet and full screen, found from the choice page', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/training-card');
    await page.waitForURL(/\/training-card\/choice$/);
    await page.getByTestId('release-notice').getByRole('button').click();
    await page
      .locator('input')
      .and(page.getByLabel(/^Élève/))
      .fill('Martin');
    await page.getByRole('option', { name: 'Sophie Martin' }).click();
    await page.getByRole('button', { name: 'Afficher la fiche' }).click();
    await page.waitForURL(/\/training-card\/view\?student=.+&card=.+/);
    await page.getByRole('heading', { name: 'Fiche de formation · Sophie Martin' }).waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(0);
    // The demo's lessons reached level 4 on some skills of F1: its readiness is above zero.
    const readiness = page.getByTestId('readiness-domain').first();
    await readiness.waitFor();
    expect(await readiness.textContent()).toMatch(/F1 .*[1-9]\d*\/\d+ · [1-9]\d* %/);
    await page.getByRole('button', { name: /^F1 / }).click();
    const evaluated = page.getByTestId('progress-skill').filter({ has: page.getByTestId('latest-level') });
    await evaluated.first().waitFor();
    expect(await evaluated.first().getByTestId('skill-history').count()).toBe(1);

    await page.getByRole('link', { name: 'Fiche de l’élève' }).click();
    await page.waitForURL(/\/students\/profile\?id=/);
    await page.getByRole('button', { name: 'Fiche de formation' }).click();
    await page.getByTestId('section-progress').getByTestId('readiness').waitFor();
    await page.getByRole('button', { name: 'Historique des leçons' }).click();
    const entries = page.getByTestId('section-lessons').getByTestId('lesson-entry');
    await entries.first().waitFor();
    expect(await entries.first().getByText('Payée').count()).toBe(1);
    await context.close();
  });

  it('shows the learner driver his own progress on his dashboard, on a 375 px phone', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'student@demo.ch');
    await page.goto('/dashboard');
    await page.getByTestId('release-notice').getByRole('button').click();
    const progress = page.getByTestId('dashboard-progress');
    await progress.getByTestId('readiness').waitFor();
    await progress.getByRole('button', { name: /^F1 / }).click();
    await progress.getByTestId('latest-level').first().waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: '/tmp/dashboard-progress-phone.png', fullPage: true });
    await context.close();
  });
});
