import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { freshMonitor } from '../support/fresh-account';
import { signIn } from '../support/session';

/** The calendar's user here: a monitor of his own, signed up for this test (nobody else books in his calendar). */
let user = '';
const APPOINTMENTS = 2_000;
/** Seeding: bookings sent at once (Chromium opens six connections to a host). */
const PARALLEL = 6;
const SWITCH_BUDGET_MS = 500;
/** A month cell draws three lessons, then its "+N" entry. */
const MONTH_DAY_SHOWN_IN_TEST = 3;
/** What only FullCalendar's code holds (it injects its own styles). */
const FULLCALENDAR_MARKER = 'fc-daygrid-day-frame';

interface Booking {
  title: string;
  start: string;
  end: string;
  allowOverlap: boolean;
}

/** The first day of the month `offset` months after this one (local time is Swiss in these tests). */
function monthStart(offset: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + offset, 1);
}

/**
 * 2,000 lessons of 45 minutes over the months two and three months ahead, Monday to Saturday,
 * spread evenly over the days (a busy school day: about forty bookings from 07:00, every 20 minutes).
 */
function bookings(): Booking[] {
  const days: Date[] = [];
  for (
    let day = monthStart(2);
    day < monthStart(4);
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  ) {
    if (day.getDay() !== 0) days.push(day);
  }
  return Array.from({ length: APPOINTMENTS }, (_, index) => {
    const day = days[index % days.length] as Date;
    const slot = Math.floor(index / days.length);
    const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 7, slot * 20);
    return {
      title: `Leçon charge ${index + 1}`,
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      // 45 minutes every 20 minutes: the load overlaps on purpose (one user stands for a busy school).
      allowOverlap: true,
    };
  });
}

/** Books them through the API with the page's session, a few at a time. */
async function book(page: Page, list: Booking[]): Promise<void> {
  await page.evaluate(
    async ({ list, parallel }) => {
      const headers = {
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'content-type': 'application/json',
      };
      let next = 0;
      const worker = async () => {
        while (next < list.length) {
          const booking = list[next++];
          const response = await fetch('/api/appointments', { method: 'POST', headers, body: JSON.stringify(booking) });
          if (response.status !== 201) throw new Error(`booking answered ${response.status}: ${await response.text()}`);
        }
      };
      await Promise.all(Array.from({ length: parallel }, worker));
    },
    { list, parallel: PARALLEL },
  );
}

interface MonthSwitch {
  /** From the click on "next" to the paint after FullCalendar received the month's events. */
  ms: number;
  /** Of which: asking the server and reading its answer, then drawing. */
  fetchMs: number;
  drawMs: number;
  /** The window the events were asked for, how many appointments came, how many events FullCalendar got. */
  from: string;
  to: string;
  fetched: number;
  events: number;
  /** Events FullCalendar holds once drawn. */
  drawn: number;
}

/** Clicks "next" and waits, through the calendar's performance marks, until the new month is drawn. */
function nextMonth(page: Page): Promise<MonthSwitch> {
  return page.evaluate(async () => {
    performance.clearMarks();
    const started = performance.mark('switch').startTime;
    document.querySelector<HTMLButtonElement>('.fc-next-button')?.click();
    const deadline = started + 15_000;
    for (;;) {
      const fetched = performance.getEntriesByName('calendar:fetched').at(-1) as PerformanceMark | undefined;
      const drawn = performance
        .getEntriesByName('calendar:drawn')
        .find((entry) => fetched && entry.startTime > fetched.startTime) as PerformanceMark | undefined;
      if (fetched && drawn) {
        const asked = performance.getEntriesByName('calendar:fetch').at(-1) as PerformanceMark | undefined;
        return {
          ms: drawn.startTime - started,
          fetchMs: fetched.startTime - (asked?.startTime ?? started),
          drawMs: drawn.startTime - fetched.startTime,
          from: fetched.detail.from as string,
          to: fetched.detail.to as string,
          fetched: fetched.detail.appointments as number,
          events: fetched.detail.events as number,
          drawn: drawn.detail.events as number,
        };
      }
      if (performance.now() > deadline) throw new Error('the next month was not drawn within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
}

/**
 * The month grid as drawn: its first and last day, and its appointments: those shown, plus the
 * number in each day's "+N" entry (and in FullCalendar's own "+N more" links, if any).
 */
function drawnMonth(page: Page) {
  return page.evaluate(() => {
    const days = [...document.querySelectorAll<HTMLElement>('.fc-dayGridMonth-view td.fc-daygrid-day[data-date]')];
    const visible = [...document.querySelectorAll<HTMLElement>('.fc-dayGridMonth-view .fc-daygrid-event')].filter(
      (event) => event.checkVisibility({ visibilityProperty: true }),
    );
    const counted = (elements: Element[]) =>
      elements.map((element) => Number(element.textContent?.match(/\d+/)?.[0] ?? 0)).reduce((sum, n) => sum + n, 0);
    const dayEntries = visible.filter((event) => event.classList.contains('calendar-day-more'));
    const shown = visible.length - dayEntries.length;
    const more =
      counted(dayEntries) + counted([...document.querySelectorAll('.fc-dayGridMonth-view .fc-daygrid-more-link')]);
    return {
      first: days[0]?.dataset.date ?? '',
      last: days.at(-1)?.dataset.date ?? '',
      shown,
      more,
      title: document.querySelector('.fc-toolbar-title')?.textContent ?? '',
    };
  });
}

/** Every script the page loaded (from the network or the cache, as resource timing lists them), with its text. */
async function scriptsOf(page: Page): Promise<{ url: string; text: string }[]> {
  const urls = await page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    ),
  ]);
  return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
}

const dayAfter = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Whether a booking overlaps the window a month's events were asked for. */
const within = (booking: Booking, window: { from: string; to: string }) =>
  new Date(booking.start) < new Date(window.to) && new Date(booking.end) > new Date(window.from);

describe('month view at scale', () => {
  let browser: Browser;
  const seeded = bookings();
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await freshMonitor('calendrier', { wizardClosed: true });
  });
  afterAll(() => browser.close());

  it('keeps FullCalendar out of the login page: it comes in its own chunk with the calendar', async () => {
    const { context, page } = await openPage(browser, '/login');
    await page.waitForLoadState('networkidle');
    const loginScripts = await scriptsOf(page);
    expect(loginScripts.length).toBeGreaterThan(0);
    expect(loginScripts.filter((script) => script.text.includes(FULLCALENDAR_MARKER)).map(({ url }) => url)).toEqual(
      [],
    );

    await signIn(page, user);
    await page.goto('/calendar');
    await page.locator('.fc-timeGridWeek-view').waitFor();
    const fullCalendar = (await scriptsOf(page)).filter((script) => script.text.includes(FULLCALENDAR_MARKER));
    expect(fullCalendar.length).toBe(1);
    expect(loginScripts.map(({ url }) => url)).not.toContain(fullCalendar[0]?.url);
    await context.close();
  });

  it(`draws a month of ${APPOINTMENTS.toLocaleString('en')} lessons over two months, switching month in ≤ ${SWITCH_BUDGET_MS} ms, fetching only the visible range`, async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, user);
    await book(page, seeded);

    const windows: { from: string; to: string }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/appointments' && request.method() === 'GET') {
        windows.push({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' });
      }
    });
    await page.goto('/calendar');
    await page.locator('.fc-timeGridWeek-view').waitFor();
    await page.locator('.fc-dayGridMonth-button').click();
    await page.locator('.fc-dayGridMonth-view').waitFor();
    await nextMonth(page);

    // Into the first month of lessons, then the second: each switch fetches that month's grid and draws it.
    const switches: MonthSwitch[] = [];
    const months: Awaited<ReturnType<typeof drawnMonth>>[] = [];
    for (let month = 0; month < 2; month++) {
      const switched = await nextMonth(page);
      const drawn = await drawnMonth(page);
      switches.push(switched);
      months.push(drawn);
      console.log(
        `${drawn.title}: ${switched.fetched} events (${drawn.shown} shown, ${drawn.more} behind "+N" links) drawn ${switched.ms.toFixed(0)} ms after the click (fetch ${switched.fetchMs.toFixed(0)} ms, draw ${switched.drawMs.toFixed(0)} ms)`,
      );
      // Only the six weeks on screen were asked for…
      expect(switched.from.slice(0, 10)).toBe(drawn.first);
      expect(switched.to.slice(0, 10)).toBe(dayAfter(drawn.last));
      // …they hold every lesson booked in them, and each one is drawn (shown, or counted in a "+N" link).
      expect(switched.fetched).toBeGreaterThanOrEqual(seeded.filter((booking) => within(booking, switched)).length);
      expect(switched.drawn).toBe(switched.events);
      expect(drawn.shown + drawn.more).toBe(switched.fetched);
    }
    // The two grids hold all the lessons booked.
    expect(seeded.every((booking) => switches.some((entry) => within(booking, entry)))).toBe(true);
    for (const entry of switches) expect(entry.ms).toBeLessThanOrEqual(SWITCH_BUDGET_MS);

    // One request per range shown (the week, this month, then three months), each at most six weeks.
    expect(new Set(windows.map(({ from, to }) => `${from}/${to}`)).size).toBe(5);
    for (const { from, to } of windows) {
      expect((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000).toBeLessThanOrEqual(42);
    }
    for (const entry of switches) expect(windows).toContainEqual({ from: entry.from, to: entry.to });

    // A day's "+N" entry opens that day, with all its lessons.
    await page.locator('.calendar-day-more').first().click();
    await page.locator('.fc-timeGridDay-view .fc-timegrid-event').nth(MONTH_DAY_SHOWN_IN_TEST).waitFor();
    await context.close();
  }, 180_000);
});
