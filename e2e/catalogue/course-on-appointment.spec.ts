import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';
import { courseDialog, createCourseInGerman, openCourse, openCoursesInGerman, uniqueCourseLabel } from './course-steps';

/**
 * Books a past appointment of the course through the API, as the calendar will: the calendar
 * screens come with the calendar feature, the booking rules are already the server's.
 */
async function bookPastAppointment(page: Page, courseLabel: string, daysAgo: number): Promise<string> {
  return page.evaluate(
    async ({ label, days }) => {
      const headers = {
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'content-type': 'application/json',
      };
      const courses = (await (await fetch('/api/courses', { headers })).json()).data as { id: string; label: string }[];
      const course = courses.find((entry) => entry.label === label);
      if (!course) throw new Error(`no course ${label}`);
      const start = new Date();
      start.setDate(start.getDate() - days);
      start.setHours(18, 0, 0, 0);
      const end = new Date(start.getTime() + 2 * 3_600_000);
      const response = await fetch('/api/appointments', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: 'Nothilfe – Abend 1',
          start: start.toISOString(),
          end: end.toISOString(),
          location: 'Lausanne, Avenue de la Gare 1',
          courseId: course.id,
          // The head's evening may hold a demo VKU evening: an intended overlap (this test is about the course).
          allowOverlap: true,
        }),
      });
      if (response.status !== 201) throw new Error(`booking answered ${response.status}`);
      return ((await response.json()).data as { id: string }).id;
    },
    { label: courseLabel, days: daysAgo },
  );
}

describe('a disabled course on a past appointment', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a course in German with every field, disables it with confirmation and still shows it on a past appointment', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch', { language: null });
    await openCoursesInGerman(page);
    const label = uniqueCourseLabel('Nothilfekurs');
    await createCourseInGerman(page, label);
    const appointmentId = await bookPastAppointment(page, label, 2);

    await openCourse(page, label);
    const dialog = courseDialog(page);
    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Diesen Kurs deaktivieren?' });
    await confirm.getByRole('button', { name: 'Deaktivieren' }).click();
    await page.getByText('Kurs deaktiviert.').waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await page.goto(`/calendar/${appointmentId}`);
    const detail = page.getByTestId('appointment-detail');
    await detail.waitFor();
    expect(await detail.getByRole('heading').innerText()).toBe('Nothilfe – Abend 1');
    const course = detail.getByTestId('appointment-course');
    expect(await course.innerText()).toContain(`${label} (NHK)`);
    expect(await course.textContent()).toContain('Kurs deaktiviert');
    expect(await detail.innerText()).toContain('18:00–20:00');
    expect(await detail.innerText()).toContain('Ort: Lausanne, Avenue de la Gare 1');

    // Back on the calendar, in the week that holds it (last week when today is a Monday or Tuesday).
    await page.goto('/calendar');
    await page.locator('.fc-timeGridWeek-view').waitFor();
    if ((new Date().getDay() + 6) % 7 < 2) await page.locator('.fc-prev-button').click();
    await page.locator(`a.fc-event[href="/calendar/${appointmentId}"]`).waitFor();
    await context.close();
  });

  it('shows the appointment detail on a phone without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/calendar');
    // The list of the week, one of the phone's views: its rows link to each appointment.
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    const first = page.locator('.fc-list-event a[href^="/calendar/"]').first();
    await first.waitFor();
    await page.goto((await first.getAttribute('href')) ?? '/calendar');
    await page.getByTestId('appointment-detail').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await context.close();
  });

  it('keeps the appointment from any other user (the API tests cover another school)', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/calendar');
    const link = page.locator('a.fc-event[href^="/calendar/"]').first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    await context.close();

    const other = await openPage(browser, '/login');
    await signIn(other.page, 'student@demo.ch');
    await other.page.goto(href ?? '/calendar/none');
    await other.page.getByTestId('error-alert').waitFor();
    expect(await other.page.getByTestId('error-alert').innerText()).toContain('Rien n’a été trouvé');
    await other.context.close();
  });
});
