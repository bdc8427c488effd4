import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

/**
 * Books, as head@demo.ch, a short lesson with Sophie Martin starting in 5 minutes: my day's next
 * lesson, ahead of (and apart from) the one the my-day test books in 20 minutes.
 */
async function bookSoon(page: Page): Promise<{ student: string; appointment: string }> {
  const students = await apiCall<{ id: string; name: string }[]>(page, '/students?pageSize=100');
  const sophie = students.find((student) => student.name === 'Martin');
  if (!sophie) throw new Error('head@demo.ch does not hold Sophie Martin');
  const start = new Date(Date.now() + 5 * 60_000);
  const booked = await apiCall<{ id: string }>(page, '/appointments', {
    method: 'POST',
    body: {
      title: 'Leçon – giratoires (e2e)',
      start: start.toISOString(),
      end: new Date(start.getTime() + 10 * 60_000).toISOString(),
      studentIds: [sophie.id],
    },
  });
  return { student: sophie.id, appointment: booked.id };
}

/** The input of a select (its list of options is labelled too). */
const selectInput = (page: Page, label: string) => page.locator('input').and(page.getByLabel(new RegExp(`^${label}`)));

/** The card, domain and theme fields: buttons whose chosen name wraps instead of being cut. */
const choiceField = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

/** Chooses the first domain, its first theme and its first `count` skills (not the proposed ones), then starts. */
async function chooseSkillsAndStart(page: Page, count: number) {
  await choiceField(page, 'Domaine').click();
  await page.getByRole('option', { name: /^F1 / }).first().click();
  await choiceField(page, 'Thème').click();
  await page.getByRole('option').first().click();
  const boxes = page.getByRole('checkbox');
  for (let index = 0; index < count; index += 1) await boxes.nth(index).check();
  await page.getByRole('button', { name: 'Commencer la leçon' }).click();
}

/** The label of a level on a skill's scale: its digit, then the level's name for screen readers. */
const levelLabel = (skill: Locator, level: number) =>
  skill.locator('label').filter({ hasText: new RegExp(`^${level} ?${level} –`) });

describe('a whole lesson', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('starts from my day, evaluates three skills, comments, ends offered; a second start is refused', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    const { student: sophie, appointment } = await bookSoon(page);
    try {
      await page.goto('/');
      await page.getByTestId('my-day-next').getByRole('link', { name: 'Commencer la leçon' }).click();
      await page.waitForURL(/\/lesson\/start\?appointment=.+&student=/);
      await expect.poll(() => page.getByTestId('top-bar').count()).toBe(0);
      await expect.poll(() => selectInput(page, 'Élève').inputValue()).toBe('Sophie Martin');
      await expect
        .poll(() => choiceField(page, 'Carte de formation').innerText())
        .toBe('Carte de formation catégorie B');
      await chooseSkillsAndStart(page, 3);
      await page.waitForURL(/\/lesson\/on$/);

      const skills = page.getByTestId('lesson-skill');
      await skills.first().waitFor();
      expect(await skills.count()).toBe(3);
      for (const [index, level] of [3, 4, 5].entries()) await levelLabel(skills.nth(index), level).click();
      await page.getByLabel('Commentaire', { exact: true }).fill('Bonne anticipation aux giratoires');
      await page.getByRole('button', { name: 'Ajouter le commentaire' }).click();
      await page.getByTestId('lesson-comment').getByText('Bonne anticipation aux giratoires').waitFor();
      await page.getByTestId('lesson-sync').getByText('Tout est enregistré').waitFor();

      await page.getByRole('link', { name: 'Terminer la leçon' }).click();
      await page.waitForURL(/\/lesson\/end$/);
      await page.getByTestId('lesson-summary').getByText('5 – autonomie').waitFor();
      await page.getByText('Offerte', { exact: true }).click();
      await page.getByRole('button', { name: 'Terminer', exact: true }).click();
      await page.getByText('Leçon offerte.').waitFor();
      await page.waitForURL(new RegExp(`/students/profile\\?id=${sophie}`));

      // The lesson heads her history, offered, with its three levels; her card shows them as the latest.
      await page.getByRole('button', { name: 'Historique des leçons' }).click();
      const latestLesson = page.getByTestId('section-lessons').getByTestId('lesson-entry').first();
      await latestLesson.getByText('Offerte', { exact: true }).waitFor();
      await latestLesson.getByText('Bonne anticipation aux giratoires').waitFor();
      for (const level of [3, 4, 5]) await latestLesson.getByLabel(new RegExp(`^${level} – `)).waitFor();
      await page.getByRole('button', { name: 'Fiche de formation' }).click();
      await page.getByTestId('section-progress').getByRole('button', { name: /^F1 / }).click();
      const latestLevels = page
        .getByTestId('section-progress')
        .getByTestId('progress-skill')
        .getByTestId('latest-level');
      await expect.poll(async () => (await latestLevels.allTextContents()).slice(0, 3)).toEqual(['3', '4', '5']);

      // Her progress ends with this lesson's three evaluations (the demo's earlier lessons come before).
      const progress = await apiCall<{ history: { level: number }[] }>(page, `/students/${sophie}/progress`);
      expect(progress.history.slice(-3).map((entry) => entry.level)).toEqual([3, 4, 5]);
      const ended = await apiCall<null>(page, '/lessons/ongoing');
      expect(ended).toBeNull();

      // One lesson at a time: a second start while one is under way shows the message.
      await page.goto(`/lesson/start?student=${sophie}`);
      await chooseSkillsAndStart(page, 1);
      await page.waitForURL(/\/lesson\/on$/);
      await page.goto('/');
      await page
        .getByTestId('top-bar')
        .getByRole('link', { name: /Leçon en cours/ })
        .waitFor();
      await page.goto(`/lesson/start?student=${sophie}`);
      await page.getByTestId('lesson-ongoing-notice').waitFor();
      await chooseSkillsAndStart(page, 1);
      await page
        .getByRole('alert')
        .getByText(/les leçons simultanées ne sont pas permises/)
        .waitFor();
    } finally {
      // Leaves no lesson under way and my day as it was for the other tests, even after a failure.
      const ongoing = await apiCall<{ id: string } | null>(page, '/lessons/ongoing');
      if (ongoing) {
        await apiCall(page, `/lessons/${ongoing.id}/end`, {
          method: 'POST',
          body: { endedAt: new Date().toISOString(), paid: true, offered: false },
        });
      }
      await apiCall(page, `/appointments/${appointment}`, { method: 'DELETE' });
      await context.close();
    }
  }, 120_000);

  it('keeps evaluating offline, survives a reload without a network, and sends each evaluation once', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { serviceWorkers: 'allow' });
    await signIn(page, 'monitor@demo.ch', { language: null });
    await page.evaluate(() => localStorage.setItem('language', 'fr-CH'));
    // The page is controlled once the service worker has kept the whole shell.
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const [, student] = await apiCall<{ id: string }[]>(page, '/students?pageSize=2');
    if (!student) throw new Error('monitor@demo.ch holds fewer than two students');
    await page.goto(`/lesson/start?student=${student.id}`);
    await chooseSkillsAndStart(page, 3);
    await page.waitForURL(/\/lesson\/on$/);
    const skills = page.getByTestId('lesson-skill');
    await skills.first().waitFor();

    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await levelLabel(skills.nth(0), 2).click();
    await levelLabel(skills.nth(1), 4).click();
    await page.getByTestId('lesson-sync').getByText('2 en attente de connexion').waitFor();

    await page.reload();
    await skills.first().waitFor();
    await page.getByTestId('offline-banner').waitFor();
    expect(await skills.nth(0).getByRole('radio', { name: /^2/ }).isChecked()).toBe(true);
    expect(await skills.nth(1).getByRole('radio', { name: /^4/ }).isChecked()).toBe(true);
    await page.getByTestId('lesson-sync').getByText('2 en attente de connexion').waitFor();

    await context.setOffline(false);
    await page.getByTestId('lesson-sync').getByText('Tout est enregistré').waitFor();
    await page.reload();
    await page.getByTestId('lesson-sync').getByText('Tout est enregistré').waitFor();
    const stored = await apiCall<{ id: string; evaluations: { skillId: string; level: number }[] }>(
      page,
      '/lessons/ongoing',
    );
    expect(stored.evaluations.map((evaluation) => evaluation.level)).toEqual([2, 4]);
    await apiCall(page, `/lessons/${stored.id}/end`, {
      method: 'POST',
      body: { endedAt: new Date().toISOString(), paid: true, offered: false },
    });
    await context.close();
  });

  it('fits a 375 px phone from the start to the end of a lesson', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'monitor@demo.ch');
    const [student] = await apiCall<{ id: string }[]>(page, '/students?pageSize=1');
    if (!student) throw new Error('monitor@demo.ch holds no student');
    await page.goto(`/lesson/start?student=${student.id}`);
    // Level 1 of the card: the skills only, no objectives, kept for the next lessons.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/accounts/me/training-card-level'));
    await page.getByTestId('card-level').getByText('1', { exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('card-level').getByText('Compétences seulement').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: '/tmp/lesson-start-phone.png', fullPage: true });
    await chooseSkillsAndStart(page, 2);
    await page.waitForURL(/\/lesson\/on$/);
    await page.getByTestId('lesson-skill').first().waitFor();
    expect(await page.getByTestId('lesson-objectives').count()).toBe(0);
    expect((await apiCall<{ trainingCardLevel: number }>(page, '/auth/me')).trainingCardLevel).toBe(1);
    await page.screenshot({ path: '/tmp/lesson-on-phone.png', fullPage: true });
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('link', { name: 'Terminer la leçon' }).click();
    await page.waitForURL(/\/lesson\/end$/);
    expect(await overflowsHorizontally(page)).toBe(false);
    const ongoing = await apiCall<{ id: string }>(page, '/lessons/ongoing');
    await apiCall(page, `/lessons/${ongoing.id}/end`, {
      method: 'POST',
      body: { endedAt: new Date().toISOString(), paid: true, offered: false },
    });
    await apiCall(page, '/accounts/me/training-card-level', { method: 'PUT', body: { level: 2 } });
    await context.close();
  });
});
