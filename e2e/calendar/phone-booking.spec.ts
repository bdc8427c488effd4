import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { DESKTOP_VIEWPORT, launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';
import { tapCounter } from '../support/taps';

/** Issue 19 item 4: booking a lesson for a student from the calendar in at most six taps, typing the name aside. */
const TAP_BUDGET = 6;
const HOUR_MS = 3_600_000;

interface Appointment {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  course: { label: string } | null;
  students: { firstname: string; name: string }[];
}
interface Calendar {
  id: string;
  main: boolean;
  access: string;
  defaultCourseId: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** The tests run in Swiss time (TZ=Europe/Zurich for the browser too). */
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const swissDate = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
const swissTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
/** The day `days` after today, at midnight. */
function dayFromToday(days: number): Date {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
}

const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const bookingDialog = (page: Page) => page.getByRole('dialog', { name: 'Nouveau rendez-vous' });

async function openPhoneCalendar(browser: Browser) {
  const opened = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
  await signIn(opened.page, 'head@demo.ch');
  await opened.page.goto('/calendar');
  await opened.page.locator('.fc-timegrid-now-indicator-line').waitFor();
  return opened;
}

/** The head's appointments of one Swiss day. */
function appointmentsOn(page: Page, day: Date): Promise<Appointment[]> {
  const next = new Date(day);
  next.setDate(next.getDate() + 1);
  const query = new URLSearchParams({ from: day.toISOString(), to: next.toISOString() });
  return apiCall<Appointment[]>(page, `/appointments?${query}`);
}

/** The part of the time grid the screen shows: its scroller's box, cut by the window. */
async function visibleGrid(page: Page) {
  const scroller = page.locator('.fc-timegrid-body').locator('xpath=ancestor::div[contains(@class,"fc-scroller")][1]');
  const box = await scroller.boundingBox();
  if (!box) throw new Error('no time grid');
  return { top: Math.max(box.y, 0), bottom: Math.min(box.y + box.height, PHONE_VIEWPORT.height) };
}

/**
 * A point of the day's column on a half-hour slot the screen shows, where an hour is free in the
 * head's calendar: the test taps there as a person would, without scrolling first.
 */
async function freeSlotInView(page: Page, day: Date): Promise<{ start: Date; point: { x: number; y: number } }> {
  const column = await page.locator(`td.fc-timegrid-col[data-date="${isoDay(day)}"]`).boundingBox();
  if (!column) throw new Error(`no column for ${isoDay(day)}`);
  const grid = await visibleGrid(page);
  const busy = (await appointmentsOn(page, day)).filter((appointment) => !appointment.allDay);
  const lanes = page.locator('td.fc-timegrid-slot-lane[data-time]');
  for (let index = 0; index < (await lanes.count()); index += 1) {
    const lane = lanes.nth(index);
    const box = await lane.boundingBox();
    if (!box || box.y < grid.top || box.y + box.height > grid.bottom - 60) continue;
    const [hours = 0, minutes = 0] = ((await lane.getAttribute('data-time')) ?? '').split(':').map(Number);
    const start = new Date(day);
    start.setHours(hours, minutes, 0, 0);
    const end = start.getTime() + HOUR_MS;
    const taken = busy.some(
      (appointment) => new Date(appointment.start).getTime() < end && new Date(appointment.end) > start,
    );
    if (!taken) return { start, point: { x: column.x + column.width / 2, y: box.y + box.height / 2 } };
  }
  throw new Error(`no free hour in view on ${isoDay(day)}`);
}

/**
 * The titles of the time grid's events that are cut: across in any event, down in those of an
 * hour or more (a half hour holds one line by design). Each as "title HH:mm-HH:mm".
 */
function cutTitles(page: Page): Promise<string[]> {
  return page.locator('.fc-timegrid-event').evaluateAll((events) =>
    events.flatMap((node) => {
      const title = node.querySelector('.fc-event-title');
      const [from = '', to = ''] = (node.querySelector('.fc-event-time')?.textContent ?? '').split(/\s*-\s*/);
      const minutes = (time: string) => {
        const [hours = 0, rest = 0] = time.split(':').map(Number);
        return hours * 60 + rest;
      };
      if (!title) return [];
      const across = title.scrollWidth > title.clientWidth;
      const down = minutes(to) - minutes(from) >= 60 && title.scrollHeight > title.clientHeight;
      return across || down ? [`${title.textContent} ${from}-${to}`] : [];
    }),
  );
}

/** Types the student's name into the field the dialog opened on (tapping it first only if it was not). */
async function chooseStudent(page: Page, dialog: Locator, taps: ReturnType<typeof tapCounter>) {
  const students = field(dialog, 'Élèves');
  if (!(await students.evaluate((input) => input === document.activeElement))) await taps.tap(students);
  await page.keyboard.type('Martin');
  await taps.tap(page.getByRole('option', { name: 'Martin Sophie' }));
}

describe('booking on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens on a three-day time grid with the current time in view, and a visible "new appointment" button', async () => {
    const { context, page } = await openPhoneCalendar(browser);
    expect(await page.locator('.fc-timeGridThreeDay-view').count()).toBe(1);
    const days = await page
      .locator('th.fc-col-header-cell[data-date]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')));
    expect(days).toEqual([0, 1, 2].map((offset) => isoDay(dayFromToday(offset))));

    // The red line of now lies in the part of the grid the screen shows, without scrolling.
    const now = await page.locator('.fc-timegrid-now-indicator-line').boundingBox();
    const grid = await visibleGrid(page);
    expect(now).not.toBeNull();
    expect(now?.y).toBeGreaterThanOrEqual(grid.top);
    expect(now?.y).toBeLessThanOrEqual(grid.bottom);

    // The button floats in the screen's corner, above everything else there.
    const button = page.getByRole('button', { name: 'Nouveau rendez-vous' });
    const box = await button.boundingBox();
    if (!box) throw new Error('no new-appointment button');
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe('Nouveau rendez-vous');
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });

  it(`books a lesson for a student with a tap on an empty slot, in at most ${TAP_BUDGET} taps`, async () => {
    const { context, page } = await openPhoneCalendar(browser);
    const taps = tapCounter();
    const day = dayFromToday(2);
    const { start, point } = await freeSlotInView(page, day);
    await taps.tapAt(page, point);

    const dialog = bookingDialog(page);
    await dialog.waitFor();
    // The monitor's lesson: his default course and its 60 minutes from the slot tapped.
    expect(await field(dialog, 'Cours').inputValue()).toBe('Leçon de conduite (LEC)');
    expect(await field(dialog, 'Date de début').inputValue()).toBe(swissDate(start));
    expect(await field(dialog, 'Heure de début').inputValue()).toBe(swissTime(start));
    expect(await field(dialog, 'Heure de fin').inputValue()).toBe(swissTime(new Date(start.getTime() + HOUR_MS)));
    await chooseStudent(page, dialog, taps);
    await taps.tap(dialog.getByRole('button', { name: 'Enregistrer' }));
    await dialog.waitFor({ state: 'detached' });

    expect(taps.count).toBeLessThanOrEqual(TAP_BUDGET);
    const booked = (await appointmentsOn(page, day)).find(
      (appointment) => new Date(appointment.start).getTime() === start.getTime(),
    );
    expect(booked).toMatchObject({
      course: { label: 'Leçon de conduite' },
      students: [{ firstname: 'Sophie', name: 'Martin' }],
      end: new Date(start.getTime() + HOUR_MS).toISOString(),
    });
    await page.locator(`a.fc-event[href="/calendar/${booked?.id}"]`).waitFor();
    await apiCall(page, `/appointments/${booked?.id}?scope=occurrence`, { method: 'DELETE' });
    await context.close();
  });

  it(`books from the "new appointment" button on the next free slot with the default course, in at most ${TAP_BUDGET} taps`, async () => {
    const { context, page } = await openPhoneCalendar(browser);
    const calendars = await apiCall<Calendar[]>(page, '/calendars');
    const main = calendars.find((calendar) => calendar.main && calendar.access === 'owner');
    if (!main?.defaultCourseId) throw new Error('the head’s main calendar has no default course');
    const free = await apiCall<{ slots: { start: string }[] }>(
      page,
      `/free-slots?calendarId=${main.id}&courseId=${main.defaultCourseId}&durationMinutes=60&days=14`,
    );
    const next = new Date(free.slots[0]?.start ?? '');

    const taps = tapCounter();
    await taps.tap(page.getByRole('button', { name: 'Nouveau rendez-vous' }));
    const dialog = bookingDialog(page);
    await dialog.waitFor();
    expect(await field(dialog, 'Cours').inputValue()).toBe('Leçon de conduite (LEC)');
    expect(await field(dialog, 'Date de début').inputValue()).toBe(swissDate(next));
    expect(await field(dialog, 'Heure de début').inputValue()).toBe(swissTime(next));
    expect(await field(dialog, 'Heure de fin').inputValue()).toBe(swissTime(new Date(next.getTime() + HOUR_MS)));
    await chooseStudent(page, dialog, taps);
    await taps.tap(dialog.getByRole('button', { name: 'Enregistrer' }));
    await dialog.waitFor({ state: 'detached' });

    expect(taps.count).toBeLessThanOrEqual(TAP_BUDGET);
    const day = new Date(next);
    day.setHours(0, 0, 0, 0);
    const booked = (await appointmentsOn(page, day)).find(
      (appointment) => new Date(appointment.start).getTime() === next.getTime(),
    );
    expect(booked).toMatchObject({
      course: { label: 'Leçon de conduite' },
      students: [{ firstname: 'Sophie', name: 'Martin' }],
    });
    await apiCall(page, `/appointments/${booked?.id}?scope=occurrence`, { method: 'DELETE' });
    await context.close();
  });

  it('stretches the grid to an early booking, and cuts neither event titles nor the all-day label', async () => {
    const { context, page } = await openPhoneCalendar(browser);
    const day = dayFromToday(2);
    const start = new Date(day);
    start.setHours(5, 30);
    const title = 'Leçon – autoroute';
    const early = await apiCall<Appointment>(page, '/appointments', {
      method: 'POST',
      // The demo never books this hour, but another test may: an intended overlap.
      body: {
        title,
        start: start.toISOString(),
        end: new Date(start.getTime() + HOUR_MS).toISOString(),
        allowOverlap: true,
      },
    });
    await page.reload();
    const event = page.locator(`a.fc-event[href="/calendar/${early.id}"]`);
    await event.waitFor();
    // The grid starts at 05:00 (the work day starts at 07:00); the lesson is drawn whole in its column.
    await page.locator('td.fc-timegrid-slot-lane[data-time="05:00:00"]').waitFor();
    const inColumn = await event.evaluate((node) => node.closest('td.fc-timegrid-col')?.getAttribute('data-date'));
    expect(inColumn).toBe(isoDay(day));
    await event.scrollIntoViewIfNeeded();
    expect(await event.innerText()).toMatch(/05:30\s*-\s*06:30/);

    expect(await page.locator('.fc-timegrid-event').count()).toBeGreaterThan(0);
    expect(await cutTitles(page)).toEqual([]);

    // The all-day label wraps within the hours column.
    const label = page.locator('.fc-timegrid-axis .calendar-all-day-label');
    expect((await label.innerText()).replace(/\s+/g, ' ').toLowerCase()).toBe('toute la journée');
    const frame = await label.evaluate((node) => {
      const cell = node.closest('.fc-timegrid-axis-frame') as HTMLElement;
      const labelBox = node.getBoundingClientRect();
      const cellBox = cell.getBoundingClientRect();
      return {
        across: node.scrollWidth - node.clientWidth,
        inside: labelBox.left >= cellBox.left - 0.5 && labelBox.right <= cellBox.right + 0.5,
        down: cell.scrollHeight - cell.clientHeight,
      };
    });
    expect(frame).toEqual({ across: 0, inside: true, down: 0 });
    expect(await overflowsHorizontally(page)).toBe(false);
    await apiCall(page, `/appointments/${early.id}?scope=occurrence`, { method: 'DELETE' });
    await context.close();
  });

  it('shows whole titles in the week grid of a desktop too', async () => {
    const { context, page } = await openPage(browser, '/login', DESKTOP_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/calendar');
    await page.locator('.fc-timeGridWeek-view .fc-timegrid-event').first().waitFor();
    expect(await cutTitles(page)).toEqual([]);
    await context.close();
  });
});
