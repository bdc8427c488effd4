import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

/**
 * Books, through the API as the page's user, a lesson with his first student starting in 20
 * minutes and one that ended two hours ago, not paid; and a task due today.
 */
async function planSoon(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const headers = {
      authorization: `Bearer ${sessionStorage.getItem('token')}`,
      'content-type': 'application/json',
    };
    const students = (await (await fetch('/api/students?pageSize=1', { headers })).json()).data as { id: string }[];
    const student = students[0];
    if (!student) throw new Error('no student');
    const start = new Date(Date.now() + 20 * 60_000);
    const end = new Date(start.getTime() + 60 * 60_000);
    const booked = await fetch('/api/appointments', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Leçon imminente',
        start: start.toISOString(),
        end: end.toISOString(),
        studentIds: [student.id],
      }),
    });
    if (booked.status !== 201) throw new Error(`booking answered ${booked.status}`);
    const past = new Date(Date.now() - 3 * 3_600_000);
    const owed = await fetch('/api/appointments', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Leçon à encaisser',
        start: past.toISOString(),
        end: new Date(past.getTime() + 60 * 60_000).toISOString(),
        studentIds: [student.id],
        // Three hours ago may be last night's demo course: an intended overlap (this test is about payment).
        allowOverlap: true,
      }),
    });
    if (owed.status !== 201) throw new Error(`booking answered ${owed.status}`);
    // The tests run in Swiss time: the browser's date is the Swiss day.
    const today = new Date().toLocaleDateString('sv-SE');
    const task = await fetch(`/api/students/${student.id}/tasks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ description: 'Rappeler pour l’examen', dueDate: today }),
    });
    if (task.status !== 201) throw new Error(`task answered ${task.status}`);
  });
}

describe('my day', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the lesson of the coming hour, the tasks due today and the unpaid past lessons, one marked paid at once', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await planSoon(page);
    await page.goto('/');
    const next = page.getByTestId('my-day-next');
    await next.getByText('Leçon imminente').waitFor();
    expect(await next.innerText()).toContain('Prochaine leçon');
    await page.getByTestId('my-day-tasks').getByText('Rappeler pour l’examen').waitFor();
    // The demo's lesson of yesterday is not paid yet.
    const unpaid = page.getByTestId('my-day-unpaid');
    await unpaid.getByText('Leçon – circulation en ville').waitFor();
    // Paid in the car: one tap, and it leaves the list.
    await unpaid.getByRole('button', { name: 'Marquer payée : Leçon à encaisser' }).click();
    await unpaid.getByText('Leçon à encaisser').waitFor({ state: 'detached' });
    await unpaid.getByText('Leçon – circulation en ville').waitFor();

    await next.getByRole('link', { name: 'Leçon imminente' }).click();
    await page.waitForURL(/\/calendar\/[0-9a-f-]{36}$/);
    await context.close();
  });

  it('fits a 375 px phone, and sends a learner driver to his dashboard', async () => {
    const phone = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(phone.page, 'head@demo.ch');
    await phone.page.goto('/');
    await phone.page.getByTestId('my-day-unpaid').waitFor();
    expect(await overflowsHorizontally(phone.page)).toBe(false);
    await phone.context.close();

    const learner = await openPage(browser, '/login');
    await signIn(learner.page, 'student@demo.ch');
    await learner.page.goto('/');
    await learner.page.waitForURL('**/dashboard');
    await learner.page.getByTestId('dashboard-lessons').getByText('Leçon – autoroute').waitFor();
    await learner.context.close();
  });
});
