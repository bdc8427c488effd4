import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

/**
 * Spec §6, §8: employee@demo.ch works with "create sessions" off (the demo school's terms); the
 * calendar offers him nothing to book, move, copy or delete, and says why in the server's words.
 */
const WHY = 'Droits d’employé désactivés par le responsable de l’auto-école : créer des sessions (rendez-vous).';
const DAY_MS = 24 * 60 * 60 * 1000;

/** An unpaid appointment in the head's main calendar, which the demo shares with the employee to read and write. */
async function headAppointment(browser: Browser, title: string): Promise<string> {
  const head = await openPage(browser, '/login');
  await signIn(head.page, 'head@demo.ch');
  // Three weeks ahead at 07:00, Swiss time: out of every other test's way.
  const start = new Date(Date.now() + 21 * DAY_MS);
  start.setHours(7, 0, 0, 0);
  const appointment = await apiCall<{ id: string }>(head.page, '/appointments', {
    method: 'POST',
    body: {
      title,
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      allowOverlap: true,
    },
  });
  await head.context.close();
  return appointment.id;
}

/** The calendar as the employee opens it, its grid drawn with the appointments of the calendars shared with him. */
async function openEmployeeCalendar(page: Page) {
  await signIn(page, 'employee@demo.ch');
  await page.goto('/calendar');
  await page.locator('.fc-event').first().waitFor();
}

describe('calendar of an employee whose right to create sessions is off', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('on a desktop: the create buttons are disabled and say why, nothing is dragged, an appointment opens read-only and can be marked paid', async () => {
    const title = `Leçon partagée ${Date.now()}`;
    const appointmentId = await headAppointment(browser, title);
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    await openEmployeeCalendar(page);

    expect(await page.getByTestId('calendar-booking-withheld').innerText()).toContain(WHY);
    // The shared calendars show, and none of their appointments can be dragged or resized.
    expect(await page.locator('.fc-event').count()).toBeGreaterThan(0);
    expect(await page.locator('.fc-event-draggable, .fc-event-resizable').count()).toBe(0);

    for (const name of ['Nouveau rendez-vous', 'Planifier une leçon']) {
      const button = page.getByRole('button', { name });
      expect(await button.getAttribute('aria-disabled'), name).toBe('true');
      await button.hover();
      await page.getByRole('tooltip', { name: WHY }).waitFor();
      await button.click({ force: true });
      expect(await page.getByRole('dialog').count(), name).toBe(0);
      await button.evaluate((element) => (element as HTMLElement).blur());
      await page.mouse.move(0, 0);
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
    }

    // Choosing an empty slot with the mouse opens no booking.
    const lane = await page.locator('td.fc-timegrid-slot-lane').first().boundingBox();
    const column = await page.locator('td.fc-timegrid-col').first().boundingBox();
    if (!lane || !column) throw new Error('no time grid');
    const x = column.x + column.width / 2;
    await page.mouse.move(x, lane.y + 4);
    await page.mouse.down();
    await page.mouse.move(x, lane.y + 60, { steps: 8 });
    await page.mouse.up();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The head's appointment, in a calendar he may write in: read-only, saying why, and paid in one click.
    await page.goto(`/calendar/${appointmentId}`);
    const dialog = page.getByRole('dialog', { name: 'Rendez-vous' });
    await dialog.getByTestId('appointment-detail').filter({ hasText: title }).waitFor();
    expect(await dialog.getByTestId('appointment-booking-withheld').innerText()).toBe(WHY);
    for (const name of ['Modifier', 'Copier', 'Supprimer', 'Enregistrer']) {
      expect(await dialog.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await dialog.getByRole('button', { name: `Marquer payée : ${title}` }).click();
    await dialog.getByText('Payé', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: /Marquer payée/ }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('at 375 px: no floating button, the reason above the grid, a tap on the grid books nothing, no sideways scroll', async () => {
    const { context, page, consoleErrors } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
    await openEmployeeCalendar(page);

    const notice = page.getByTestId('calendar-booking-withheld');
    expect(await notice.innerText()).toContain(WHY);
    expect(await notice.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Nouveau rendez-vous' }).count()).toBe(0);
    const planning = page.getByRole('button', { name: 'Planifier une leçon' });
    expect(await planning.getAttribute('aria-disabled')).toBe('true');
    await planning.tap({ force: true });
    await page.getByRole('tooltip', { name: WHY }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A tap on the grid's first slot (an empty one or an appointment's) opens no booking form.
    // Forced: before dawn the grid starts at midnight, where the night's shading lies over the slot.
    await page.locator('td.fc-timegrid-slot-lane').first().tap({ force: true });
    expect(await page.getByRole('dialog', { name: 'Nouveau rendez-vous' }).count()).toBe(0);
    expect(await page.locator('.fc-event-draggable, .fc-event-resizable').count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
