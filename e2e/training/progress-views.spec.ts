import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

const OWED_TITLE = 'Leçon à régler (e2e)';

/**
 * Leaves, as the page's user, two things his third student owes: a lesson given without an
 * appointment and ended unpaid, and a past appointment with him not marked paid.
 */
async function owe(page: Page): Promise<{ student: string; lesson: string }> {
  const [, , student] = await apiCall<{ id: string }[]>(page, '/students?pageSize=3');
  if (!student) throw new Error('fewer than three students');
  const cards = await apiCall<{ id: string; language: string }[]>(page, '/training-cards');
  const summary = cards.find((card) => card.language === 'fr');
  const card = await apiCall<{ id: string; tree: { themes: { skills: { id: string }[] }[] }[] }>(
    page,
    `/training-cards/${summary?.id}`,
  );
  const skill = card.tree[0]?.themes[0]?.skills[0];
  const lesson = randomUUID();
  const startedAt = new Date(Date.now() - 50 * 60_000).toISOString();
  await apiCall(page, '/lessons', {
    method: 'POST',
    body: { id: lesson, studentId: student.id, trainingCardId: card.id, skillIds: [skill?.id], startedAt },
  });
  await apiCall(page, `/lessons/${lesson}/end`, {
    method: 'POST',
    body: { endedAt: new Date().toISOString(), paid: false, offered: false },
  });
  const start = new Date(Date.now() - 26 * 3_600_000);
  await apiCall(page, '/appointments', {
    method: 'POST',
    body: {
      title: OWED_TITLE,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      studentIds: [student.id],
      // Yesterday at this hour the head may have a demo lesson: an intended overlap (this test is about payment).
      allowOverlap: true,
    },
  });
  return { student: student.id, lesson };
}

describe('progress on the training card', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a student’s card on his sheet and full screen, found from the choice page; a comment names a skill', async () => {
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

    // A comment on a skill of her card, chosen by typing part of its name.
    await page.getByRole('button', { name: 'Commentaires', exact: true }).click();
    const comments = page.getByTestId('section-comments');
    const text = `Anticiper davantage ${Date.now()}`;
    await comments.getByRole('textbox', { name: 'Nouveau commentaire' }).fill(text);
    const skill = comments.locator('input').and(page.getByLabel(/^Compétence/));
    await skill.fill('Contrôles avant');
    await page.getByRole('option', { name: 'Contrôles avant le départ' }).click();
    await comments.getByRole('button', { name: 'Ajouter le commentaire' }).click();
    const comment = comments.getByTestId('student-comment').filter({ hasText: text });
    await comment.getByText('Sur : Contrôles avant le départ').waitFor();
    expect(await skill.inputValue()).toBe('');
    await context.close();
  });

  it('shows the learner driver his own progress and lessons on his dashboard, on a 375 px phone', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'student@demo.ch');
    await page.goto('/dashboard');
    await page.getByTestId('release-notice').getByRole('button').click();
    const progress = page.getByTestId('dashboard-progress');
    await progress.getByTestId('readiness').waitFor();
    await progress.getByRole('button', { name: /^F1 / }).click();
    await progress.getByTestId('latest-level').first().waitFor();
    // Her lessons, with what her monitor wrote after the last one of the demo.
    const history = page.getByTestId('dashboard-history');
    await history.getByTestId('lesson-entry').first().waitFor();
    const showAll = history.getByRole('button', { name: /^Afficher les \d+ leçons$/ });
    if ((await showAll.count()) > 0) await showAll.click();
    await history
      .getByText(/Bonne progression : travailler encore l’observation/)
      .first()
      .waitFor();
    expect(await history.getByRole('button', { name: /^Paiement de la leçon/ }).count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: '/tmp/dashboard-progress-phone.png', fullPage: true });
    await context.close();
  });

  it('settles what a student owes from his sheet on a 375 px phone: a lesson offered, an appointment paid', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    const { student, lesson } = await owe(page);
    await page.goto(`/students/profile?id=${student}`);
    await page.getByTestId('release-notice').getByRole('button').click();
    const badge = page.getByTestId('unpaid-badge');
    const owedBefore = Number((await badge.textContent())?.match(/\d+/)?.[0]);
    expect(owedBefore).toBeGreaterThanOrEqual(2);
    const owing = (count: number) =>
      count === 0
        ? badge.waitFor({ state: 'detached' })
        : badge.filter({ hasText: new RegExp(`^${count}\\b`) }).waitFor();

    await page.getByRole('button', { name: 'Historique des leçons' }).click();
    const section = page.getByTestId('section-lessons');
    const owedLesson = section.locator(`[data-lesson="${lesson}"]`);
    await owedLesson.getByRole('button', { name: /^Paiement de la leçon du .* : Impayée/ }).click();
    await page.getByRole('menuitem', { name: 'Marquer offerte' }).click();
    await owedLesson.getByText('Offerte').waitFor();
    await owing(owedBefore - 1);

    const appointment = section.getByTestId('unpaid-entry').filter({ hasText: OWED_TITLE });
    await appointment.getByRole('button', { name: /^Marquer payée la leçon du / }).click();
    await appointment.waitFor({ state: 'detached' });
    await owing(owedBefore - 2);
    // The history of changes says who settled what.
    await page.getByRole('button', { name: 'Historique des modifications' }).click();
    const settled = page.getByTestId('student-event').filter({ hasText: 'Paiement d’une leçon modifié' });
    await settled.filter({ hasText: `${OWED_TITLE} : Payée` }).waitFor();
    await settled.filter({ hasText: ': Offerte' }).first().waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: '/tmp/sheet-lessons-settled-phone.png', fullPage: true });

    // The calendar reads the same: the appointment is paid.
    const owedNow = await apiCall<{ unpaid: { title: string | null }[] }>(page, `/students/${student}/lessons`);
    expect(owedNow.unpaid.some((entry) => entry.title === OWED_TITLE)).toBe(false);
    await context.close();
  });
});
