import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, launchBrowser, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { type OwnServer, startOwnServer, stopOwnServer } from '../support/own-server';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

/**
 * The theory-exam training service (issue 27 §3) through its simulator, which the server starts
 * with the demo's provider simulators: student@demo.ch holds a 30-day licence and the simulator's
 * demo account, starts training and lands on the quiz; monitor@demo.ch, without the didactic
 * licence, is offered to subscribe. Its own server: activating the licence changes the demo.
 */
describe('theory test (/theory-test → the training service’s quiz)', () => {
  let server: OwnServer;
  let browser: Browser;

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: DESKTOP_VIEWPORT,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    return context.newPage();
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startOwnServer('theory', { PROVIDER_SIMULATORS: 'true', DEV_OUTBOX: 'true' }),
      launchBrowser(),
    ]);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopOwnServer(server);
  });

  it('takes student@demo.ch from his 30-day licence to the quiz, scored, and back with the licence running', async () => {
    const page = await newPage();
    await signIn(page, 'student@demo.ch');
    await page.goto('/theory-test');
    await closeReleaseNotice(page);
    const licence = page.locator('[data-testid="theory-licence"][data-status="not_activated"]');
    await licence.waitFor();
    expect(await licence.innerText()).toContain('Licence de 30 jours');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    await licence.getByTestId('start-training').click();
    await page.waitForURL(/\/quiz\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Entraînement à l’examen théorique' }).waitFor();
    expect(await page.locator('fieldset').count()).toBe(20);
    await page
      .getByRole('group', { name: /vitesse maximale générale dans une localité/ })
      .getByLabel('50 km/h')
      .check();
    for (const question of await page.locator('fieldset').all()) {
      if (!(await question.locator('input:checked').count())) await question.locator('input').first().check();
    }
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    expect(await page.getByTestId('quiz-score').innerText()).toMatch(/^\d+ bonnes réponses sur 20$/);

    await page.getByRole('link', { name: 'Retour à l’auto-école' }).click();
    await page.waitForURL(/\/theory-test$/);
    const running = page.locator('[data-testid="theory-licence"][data-status="active"]');
    await running.waitFor();
    expect(await running.textContent()).toMatch(/active jusqu’au \d{2}\.\d{2}\.\d{4}/);
  }, 120_000);

  it('shows the student’s theory-exam account on /account/me, accepted by the service', async () => {
    const page = await newPage();
    await signIn(page, 'student@demo.ch');
    await page.goto('/account/me');
    await closeReleaseNotice(page);
    const status = page.getByTestId('theory-credentials-status');
    await status.waitFor();
    expect(await status.textContent()).toBe('accepté par le service');
    expect(await page.getByLabel(/Nom d’utilisateur du service/).inputValue()).toBe('student@demo.ch');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
  }, 60_000);

  it('shows head@demo.ch, with the didactic licence, her students’ licences and their training', async () => {
    const page = await newPage();
    await signIn(page, 'head@demo.ch');
    await page.goto('/theory-test');
    await closeReleaseNotice(page);
    const sophie = page.getByTestId('student-theory').filter({ hasText: 'Sophie Martin' });
    await sophie.waitFor();
    expect(await sophie.textContent()).toMatch(/Licence de 30 jours.*active jusqu’au \d{2}\.\d{2}\.\d{4}/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);

    // The same on her student's sheet.
    const students = await apiCall<Array<{ studentId: string; firstname: string }>>(page, '/theory-test/students');
    const student = students.find((candidate) => candidate.firstname === 'Sophie');
    await page.goto(`/students/profile?id=${student?.studentId}`);
    const section = page.getByTestId('section-theoryTest');
    await section.getByRole('button', { name: 'Test théorique' }).click();
    const line = section.getByTestId('student-theory-licence');
    await line.waitFor();
    expect(await line.getAttribute('data-status')).toBe('active');
    expect(await line.textContent()).toContain('Licence de 30 jours');
  }, 60_000);

  it('offers monitor@demo.ch, without the didactic licence, to subscribe to the didactic module', async () => {
    const page = await newPage();
    await signIn(page, 'monitor@demo.ch');
    await page.goto('/theory-test');
    await closeReleaseNotice(page);
    const notice = page.getByTestId('licence-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Le test théorique nécessite la licence didactique.');
    expect(await notice.getByRole('link', { name: 'S’abonner au module didactique' }).getAttribute('href')).toBe(
      '/account/subscriptions',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
  }, 60_000);
});
