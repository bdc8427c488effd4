import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';
import { tapCounter } from '../support/taps';

const SMALLEST_PHONE = { width: 320, height: 568 };

/** The lesson screens' texts in a language, as the app has them. */
function lessonTexts(locale: 'fr-CH' | 'de-CH'): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/${locale}/training-lesson.json`, import.meta.url), 'utf8'),
  );
}

/**
 * Books, as the page's monitor, a lesson with a student starting in `minutes`, so that it is
 * my day's next lesson (the head's day is left empty by the demo for such tests). An hour
 * relative to now may still fall on one of the demo's bookings: an intended overlap, these
 * tests are about the lesson screens.
 */
async function bookSoon(page: Page, studentId: string, minutes: number, title: string): Promise<string> {
  const start = new Date(Date.now() + minutes * 60_000);
  const booked = await apiCall<{ id: string }>(page, '/appointments', {
    method: 'POST',
    body: {
      title,
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      studentIds: [studentId],
      allowOverlap: true,
    },
  });
  return booked.id;
}

/** Leaves the monitor as he was: no lesson under way, the test's appointment gone. */
async function cleanUp(page: Page, appointment: string) {
  const ongoing = await apiCall<{ id: string } | null>(page, '/lessons/ongoing');
  if (ongoing)
    await apiCall(page, `/lessons/${ongoing.id}/end`, {
      method: 'POST',
      body: { endedAt: new Date().toISOString(), paid: true, offered: false },
    });
  await apiCall(page, `/appointments/${appointment}`, { method: 'DELETE' });
}

/**
 * A new French-speaking student of the page's monitor, never evaluated: the lesson proposes the
 * first skills of her card (a demo student may be taught on a card in another language, or
 * have been evaluated by an earlier test).
 */
async function newcomer(page: Page): Promise<string> {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  const student = await apiCall<{ id: string }>(page, '/students', {
    method: 'POST',
    body: {
      gender: 'female',
      firstname: 'Léa',
      name: `Nouvelle ${digits.slice(0, 4)}`,
      birthDate: '2007-05-17',
      faber: `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}`,
      street: 'Rue du Bourg',
      houseNumber: '1',
      postcode: '1003',
      city: 'Lausanne',
      country: 'CH',
      language: 'fr',
    },
  });
  return student.id;
}

/**
 * A lesson given earlier to the student through the API, on the first three skills of the
 * monitor's card: the next lesson proposes them and shows their previous levels.
 */
async function givePastLesson(page: Page, studentId: string) {
  // The card the start screen takes for him.
  const card = await apiCall<{ id: string } | null>(page, `/students/${studentId}/training-card`);
  if (!card) throw new Error('the monitor has no training card');
  const tree = await apiCall<{ tree: { themes: { skills: { id: string }[] }[] }[] }>(
    page,
    `/training-cards/${card.id}`,
  );
  const skillIds = (tree.tree[0]?.themes[0]?.skills ?? []).slice(0, 3).map((skill) => skill.id);
  const startedAt = new Date(Date.now() - 2 * 3_600_000);
  const lesson = await apiCall<{ id: string }>(page, '/lessons', {
    method: 'POST',
    body: { id: crypto.randomUUID(), studentId, trainingCardId: card.id, skillIds, startedAt: startedAt.toISOString() },
  });
  await apiCall(page, `/lessons/${lesson.id}/work`, {
    method: 'PUT',
    body: {
      evaluations: skillIds.map((skillId, index) => ({
        id: crypto.randomUUID(),
        skillId,
        level: index + 1,
        evaluatedAt: new Date(startedAt.getTime() + 60_000).toISOString(),
      })),
    },
  });
  await apiCall(page, `/lessons/${lesson.id}/end`, {
    method: 'POST',
    body: { endedAt: new Date(startedAt.getTime() + 3_600_000).toISOString(), paid: true, offered: false },
  });
}

/** The label of a level on a skill's scale: its digit, then the level's name for screen readers. */
const levelLabel = (skill: Locator, level: number) =>
  skill.locator('label').filter({ hasText: new RegExp(`^${level} ?${level} –`) });

/**
 * The scroll positions, from the top of the page to its bottom, at which the centre of
 * `target` is on the screen but something else is drawn over it (a floating notice would be).
 */
function coveredPositions(target: Locator): Promise<number[]> {
  return target.evaluate((element) => {
    const covered: number[] = [];
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y < bottom + 40; y += 40) {
      window.scrollTo(0, Math.min(y, bottom));
      const box = element.getBoundingClientRect();
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      if (centre.y < 0 || centre.y > window.innerHeight) continue;
      const hit = document.elementFromPoint(centre.x, centre.y);
      if (!hit || !element.contains(hit)) covered.push(window.scrollY);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/**
 * Every element whose text is cut sideways (wider than its box, as an ellipsis or a hidden
 * overflow makes it), screen-reader-only texts left aside.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => (element.innerText ?? '').trim() !== '' || element instanceof HTMLInputElement)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${(element.innerText || (element as HTMLInputElement).value || '').slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`,
      ),
  );
}

/** At each phone width, no text is cut and the page does not scroll sideways. */
async function expectNothingClipped(page: Page, screen: string) {
  for (const viewport of [SMALLEST_PHONE, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    // The layout settles (a resize observer, the segmented controls' indicator).
    await page.waitForTimeout(200);
    expect(await clippedTexts(page), `${screen} at ${viewport.width} px`).toEqual([]);
    expect(await overflowsHorizontally(page), `${screen} at ${viewport.width} px`).toBe(false);
    const name = `${screen.replace(/\W+/g, '-')}-${await page.getAttribute('html', 'lang')}-${viewport.width}`;
    await page.screenshot({ path: `/tmp/lesson-taps${name}.png`, fullPage: true });
  }
}

describe('the lesson on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('goes from my day through three evaluations to a paid end in at most 12 taps', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
    await signIn(page, 'head@demo.ch');
    const student = await newcomer(page);
    const appointment = await bookSoon(page, student, 2, 'Leçon en peu de gestes (e2e)');
    try {
      await page.goto('/');
      const next = page.getByTestId('my-day-next');
      await next.getByText('Leçon en peu de gestes (e2e)').waitFor();

      // The release notice is left open: it is in the page's flow and stops nothing.
      const taps = tapCounter();
      await taps.tap(next.getByRole('link', { name: 'Commencer la leçon' }));
      await page.waitForURL(/\/lesson\/start\?appointment=/);
      await page.getByTestId('lesson-proposal').waitFor();
      await taps.tap(page.getByRole('button', { name: 'Commencer la leçon' }));
      await page.waitForURL(/\/lesson\/on$/);
      const skills = page.getByTestId('lesson-skill');
      await skills.first().waitFor();
      expect(await skills.count()).toBe(3);
      for (const [index, level] of [3, 4, 5].entries()) await taps.tap(levelLabel(skills.nth(index), level));
      await taps.tap(page.getByRole('link', { name: 'Terminer la leçon' }));
      await page.waitForURL(/\/lesson\/end$/);
      await page.getByTestId('lesson-summary').getByText('5 – autonomie').waitFor();
      await taps.tap(page.getByRole('button', { name: 'Terminer', exact: true }));
      await page.getByText('Leçon terminée.').waitFor();
      await page.waitForURL(new RegExp(`/students/profile\\?id=${student}`));

      console.info(`lesson loop: ${taps.count} taps`);
      expect(taps.count).toBeLessThanOrEqual(12);
      const history = await apiCall<{ lessons: { payment: string; evaluations: { level: number }[] }[] }>(
        page,
        `/students/${student}/lessons`,
      );
      const [lesson] = history.lessons;
      expect(lesson?.payment).toBe('paid');
      expect(lesson?.evaluations.map((evaluation) => evaluation.level)).toEqual([3, 4, 5]);
      expect(await apiCall(page, '/lessons/ongoing')).toBeNull();
    } finally {
      await cleanUp(page, appointment);
    }
    await context.close();
  });

  it('shows an unseen release without covering the start button, at 375 and 320 px', async () => {
    for (const viewport of [PHONE_VIEWPORT, SMALLEST_PHONE]) {
      const { context, page } = await openPage(browser, '/login', viewport, { touch: true });
      await signIn(page, 'head@demo.ch');
      const student = await newcomer(page);
      const appointment = await bookSoon(page, student, 30, 'Leçon et nouveautés (e2e)');
      try {
        await page.goto('/');
        const notice = page.getByTestId('release-notice');
        await notice.waitFor();
        const start = page.getByTestId('my-day-next').getByRole('link', { name: 'Commencer la leçon' });
        await start.waitFor();
        expect(await coveredPositions(start), `at ${viewport.width} px`).toEqual([]);
        // A real tap, which lands on whatever is drawn there: it opens the lesson's start.
        await start.tap();
        await page.waitForURL(/\/lesson\/start\?appointment=/);
        await notice.waitFor();
        const startLesson = page.getByRole('button', { name: 'Commencer la leçon' });
        expect(await coveredPositions(startLesson), `at ${viewport.width} px`).toEqual([]);
      } finally {
        await cleanUp(page, appointment);
      }
      await context.close();
    }
  });

  it('offers the release notes from the profile menu until they are read, once per version', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
    await signIn(page, 'head@demo.ch');
    await page.getByTestId('release-notice').waitFor();
    const dot = page.getByTestId('top-bar').locator('.mantine-Indicator-indicator');
    await dot.waitFor();
    await page.getByTestId('profile-menu').tap();
    await page.getByRole('menuitem', { name: /Notes de version/ }).tap();
    await page
      .getByRole('dialog')
      .getByText(/Nouvelle version 1\.172\.0/)
      .waitFor();
    await page.getByTestId('release-notice').waitFor({ state: 'detached' });
    expect(await dot.count()).toBe(0);
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('release-notice').count()).toBe(0);
    expect(await dot.count()).toBe(0);
    await context.close();
  });

  it('has a way back on every lesson screen, and leaving the lesson screen keeps the lesson', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
    await signIn(page, 'head@demo.ch');
    const student = await newcomer(page);
    const appointment = await bookSoon(page, student, 30, 'Leçon aller-retour (e2e)');
    try {
      await page.goto('/');
      const start = page.getByTestId('my-day-next').getByRole('link', { name: 'Commencer la leçon' });

      await start.tap();
      await page.waitForURL(/\/lesson\/start\?appointment=/);
      await page.getByRole('button', { name: 'Retour', exact: true }).tap();
      await page.waitForURL((url) => url.pathname === '/');

      await start.tap();
      await page.getByTestId('lesson-proposal').waitFor();
      await page.getByRole('button', { name: 'Commencer la leçon' }).tap();
      await page.waitForURL(/\/lesson\/on$/);
      const skill = page.getByTestId('lesson-skill').first();
      await levelLabel(skill, 2).tap();
      await page.getByRole('button', { name: 'Retour à ma journée' }).tap();
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByTestId('top-bar')
        .getByRole('link', { name: /Leçon en cours/ })
        .tap();
      await page.waitForURL(/\/lesson\/on$/);
      expect(await skill.getByRole('radio', { name: /^2/ }).isChecked()).toBe(true);

      await page.getByRole('link', { name: 'Terminer la leçon' }).tap();
      await page.waitForURL(/\/lesson\/end$/);
      await page.getByRole('button', { name: 'Retour à la leçon' }).tap();
      await page.waitForURL(/\/lesson\/on$/);
      const ongoing = await apiCall<{ id: string; evaluations: { level: number }[] }>(page, '/lessons/ongoing');
      expect(ongoing.evaluations.map((evaluation) => evaluation.level)).toEqual([2]);
    } finally {
      await cleanUp(page, appointment);
    }
    await context.close();
  });

  for (const locale of ['fr-CH', 'de-CH'] as const) {
    it(`cuts no label of my day and the lesson screens at 320 and 375 px in ${locale}`, async () => {
      const texts = lessonTexts(locale);
      const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true, locale });
      await signIn(page, 'head@demo.ch', { language: null });
      await page.evaluate((language) => localStorage.setItem('language', language), locale);
      const student = await newcomer(page);
      await givePastLesson(page, student);
      const appointment = await bookSoon(page, student, 30, 'Leçon sans coupure (e2e)');
      try {
        await page.goto('/');
        await page.waitForFunction((language) => document.documentElement.lang === language, locale);
        const next = page.getByTestId('my-day-next');
        await next.getByRole('link', { name: texts.startLesson }).waitFor();
        await expectNothingClipped(page, 'my day');

        await next.getByRole('link', { name: texts.startLesson }).tap();
        await page.getByTestId('lesson-proposal').waitFor();
        await expectNothingClipped(page, '/lesson/start');

        await page.getByRole('button', { name: texts.start }).tap();
        await page.waitForURL(/\/lesson\/on$/);
        const names = page.getByTestId('lesson-skill-name');
        await names.first().waitFor();
        // The longest line of a skill: its previous level and date.
        await page
          .getByTestId('lesson-previous')
          .getByText(new RegExp(`^${texts.previous?.split(':')[0]}: \\d`))
          .first()
          .waitFor();
        await expectNothingClipped(page, '/lesson/on');
        // A skill's name keeps the card's width: two lines at most on the smallest phone.
        await page.setViewportSize(SMALLEST_PHONE);
        for (const name of await names.all()) {
          const lines = await name.evaluate(
            (element) =>
              element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
          );
          expect(lines).toBeLessThan(2.5);
        }

        await page.getByRole('link', { name: texts.finish }).tap();
        await page.waitForURL(/\/lesson\/end$/);
        await expectNothingClipped(page, '/lesson/end');
        await page.getByRole('button', { name: texts.endLesson, exact: true }).tap();
        await page.waitForURL(/\/students\/profile/);
      } finally {
        await cleanUp(page, appointment);
      }
      await context.close();
    });
  }
});
