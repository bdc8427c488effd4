import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A day of next week (0 = Monday), as FullCalendar names its columns (the tests run in Swiss time). */
function nextWeekDay(weekday: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7) + 7 + weekday);
  return isoDay(date);
}

const dayColumn = (page: Page, day: string) => page.locator(`td.fc-timegrid-col[data-date="${day}"]`);
const slotRow = (page: Page, time: string) => page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
const eventNamed = (page: Page, title: string) => page.locator('.fc-event', { hasText: title });

/** The point in a day's column at the top of a half-hour slot (plus `offset` pixels down). */
async function slotPoint(page: Page, day: string, time: string, offset = 4) {
  const column = await dayColumn(page, day).boundingBox();
  const row = await slotRow(page, time).boundingBox();
  if (!column || !row) throw new Error(`no slot ${day} ${time}`);
  return { x: column.x + column.width / 2, y: row.y + offset };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The week view of next week, as the head sees it on a desktop. */
async function openNextWeek(page: Page) {
  if (!page.url().endsWith('/calendar')) await page.goto('/calendar');
  await page.locator('.fc-timeGridWeek-view').waitFor();
  await page.locator('.fc-next-button').click();
  await dayColumn(page, nextWeekDay(0)).waitFor();
}

/** The day column an event sits in and its time text. */
async function placeOf(event: Locator) {
  const day = await event.evaluate((node) => node.closest('td.fc-timegrid-col')?.getAttribute('data-date') ?? null);
  const time = (await event.locator('.fc-event-time').textContent())?.replace(/\s/g, '') ?? '';
  return { day, time };
}

describe('calendar screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('books a dragged slot next week, keeps it after a reload, moves it by drag, renames and deletes it', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    // The new-release notice sits above the grid's lower right corner: closed as a person would.
    const notice = page.getByTestId('release-notice');
    await notice.waitFor();
    await notice.getByRole('button').click();
    await openNextWeek(page);

    const title = `Leçon e2e ${Date.now()}`;
    const thursday = nextWeekDay(3);
    const start = await slotPoint(page, thursday, '09:00');
    const end = await slotPoint(page, thursday, '10:00', 8);
    await drag(page, start, end);

    const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Heure de début').inputValue()).toBe('09:00');
    expect(await dialog.getByLabel('Heure de fin').inputValue()).toBe('10:30');
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });

    await eventNamed(page, title).waitFor();
    expect(await placeOf(eventNamed(page, title))).toEqual({ day: thursday, time: '09:00-10:30' });

    await page.reload();
    await page.locator('.fc-timeGridWeek-view').waitFor();
    await page.locator('.fc-next-button').click();
    await eventNamed(page, title).waitFor();
    expect(await placeOf(eventNamed(page, title))).toEqual({ day: thursday, time: '09:00-10:30' });

    // Drag it one day later and two hours later (the grab point keeps its offset in the event).
    const box = await eventNamed(page, title).boundingBox();
    if (!box) throw new Error('event not drawn');
    const friday = nextWeekDay(4);
    const grab = { x: box.x + box.width / 2, y: box.y + 10 };
    const fridayColumn = await dayColumn(page, friday).boundingBox();
    const row9 = await slotRow(page, '09:00').boundingBox();
    const row11 = await slotRow(page, '11:00').boundingBox();
    if (!fridayColumn || !row9 || !row11) throw new Error('no target slot');
    await drag(page, grab, { x: fridayColumn.x + fridayColumn.width / 2, y: grab.y + (row11.y - row9.y) });
    await page.getByText('Rendez-vous déplacé.').waitFor();

    await page.reload();
    await page.locator('.fc-timeGridWeek-view').waitFor();
    await page.locator('.fc-next-button').click();
    await eventNamed(page, title).waitFor();
    expect(await placeOf(eventNamed(page, title))).toEqual({ day: friday, time: '11:00-12:30' });

    // A click opens the same form: renamed (PUT with its version), then deleted after confirmation.
    await eventNamed(page, title).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le rendez-vous' });
    await edit.waitFor();
    expect(await edit.getByLabel('Heure de début').inputValue()).toBe('11:00');
    await edit.getByLabel('Titre').fill(`${title} (modifié)`);
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    await eventNamed(page, `${title} (modifié)`).waitFor();

    await eventNamed(page, title).click();
    await edit.waitFor();
    await edit.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer ce rendez-vous ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Rendez-vous supprimé.').waitFor();
    await eventNamed(page, title).waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows three days, then the list of the week, on a phone without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/calendar');
    await page.locator('.fc-timeGridThreeDay-view').waitFor();
    await page.getByTestId('calendar-legend').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    await page.locator('.fc-listWeek-view').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });

  it("draws Swiss time whatever the browser's time zone", async () => {
    const { context, page } = await openPage(browser, '/login', undefined, { timezoneId: 'Asia/Tokyo' });
    await signIn(page, 'head@demo.ch');
    await page.goto('/calendar');
    await page.locator('.fc-timeGridWeek-view').waitFor();
    // The head's lesson of tomorrow, 10:00 to 11:00 in Lausanne (demo data).
    if (new Date().getDay() === 0) await page.locator('.fc-next-button').click();
    const lesson = eventNamed(page, 'Leçon – autoroute');
    await lesson.waitFor();
    expect(await lesson.innerText()).toMatch(/10:00\s*-\s*11:00/);
    await context.close();
  });

  it("shows the head's calendar shared read-only to a monitor, whose events cannot be moved", async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'monitor@demo.ch');
    await page.goto('/calendar');
    await page.locator('.fc-timeGridWeek-view').waitFor();
    expect(await page.getByTestId('calendar-legend').textContent()).toContain('lecture seule');

    // The head's lesson of tomorrow at 10:00 (demo data): in this week, or the next one on a Sunday.
    if (new Date().getDay() === 0) await page.locator('.fc-next-button').click();
    const lesson = eventNamed(page, 'Leçon – autoroute');
    await lesson.waitFor();
    expect(await lesson.getAttribute('class')).not.toContain('fc-event-draggable');
    const before = await placeOf(lesson);
    const box = await lesson.boundingBox();
    if (!box) throw new Error('event not drawn');
    await drag(page, { x: box.x + box.width / 2, y: box.y + 10 }, { x: box.x + box.width / 2, y: box.y + 150 });
    expect(await placeOf(lesson)).toEqual(before);
    await context.close();
  });
});
