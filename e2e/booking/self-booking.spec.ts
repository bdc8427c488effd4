import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally } from '../support/browser';
import { signIn } from '../support/session';

/** Issue 30 asks for a phone: the student's page is laid out for 375 px first. */
const PHONE = { width: 375, height: 812 };

interface Booking {
  id: string;
  start: string;
  end: string;
  state: string;
  charged: number | null;
  course: { label: string };
}

interface Appointment {
  start: string;
  end: string;
  course: { label: string } | null;
  students: { firstname: string; name: string }[];
}

interface Offers {
  monitors: { monitorId: string; courses: { id: string; label: string }[] }[];
}

/** The demo's one monitor who publishes and his course. */
function firstOffer(offers: Offers): { monitorId: string; courseId: string } {
  const [monitor] = offers.monitors;
  const course = monitor?.courses.find((each) => each.label === 'Leçon de conduite');
  if (!monitor || !course) throw new Error('head@demo.ch publishes no “Leçon de conduite” for student@demo.ch');
  return { monitorId: monitor.monitorId, courseId: course.id };
}

/** The instant of the time a slot button names ("Réserver 08:15 le 02.12.2026"), in Swiss time. */
function slotStart(name: string): string {
  const [, time, day] = /^Réserver (\d{2}:\d{2}) le (\d{2}\.\d{2}\.\d{4})$/.exec(name) ?? [];
  const [date, month, year] = (day ?? '').split('.');
  // The tests run in Swiss time (TZ=Europe/Zurich): a local date is a Swiss one.
  return new Date(`${year}-${month}-${date}T${time}:00`).toISOString();
}

/** The student's bookings to come, not cancelled. */
async function openBookings(page: Page): Promise<Booking[]> {
  const my = await apiCall<{ bookings: Booking[] }>(page, '/booking/my');
  return my.bookings.filter((booking) => booking.state !== 'cancelled');
}

/**
 * The first free time of the second day that has any: more than a day ahead, so the free
 * cancellation window (24 h before) is still open while the test runs.
 */
async function secondDayFirstSlot(page: Page) {
  const slots = page.getByTestId('booking-slots');
  await slots.waitFor();
  const days = slots.locator('[data-testid^="slots-"]');
  await days.nth(1).waitFor();
  const button = days.nth(1).getByRole('button').first();
  return { button, name: (await button.getAttribute('aria-label')) ?? '', time: await button.innerText() };
}

describe('students book their own lessons (issue 30)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('books a free time on a phone, shows it to the monitor, and cancels it for free', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE);
    const monitor = await openPage(browser, '/login');
    const made: string[] = [];
    try {
      await signIn(page, 'student@demo.ch');
      // From the dashboard's card to the booking page.
      await page.getByTestId('dashboard-booking').getByRole('link', { name: 'Réserver une leçon' }).click();
      await page.waitForURL(/\/booking$/);
      await page.getByTestId('booking-course').getByText('Leçon de conduite').waitFor();
      const before = await openBookings(page);

      const slot = await secondDayFirstSlot(page);
      expect(slot.name).toMatch(new RegExp(`^Réserver ${slot.time} le \\d{2}\\.\\d{2}\\.\\d{4}$`));
      expect(await overflowsHorizontally(page)).toBe(false);
      await slot.button.click();

      // The question says what, when, the price and until when cancelling is free.
      const confirm = page.getByTestId('booking-confirm');
      await confirm.getByText(/^Prix : CHF/).waitFor();
      await confirm.getByText(/^Annulation gratuite jusqu’au \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).waitFor();
      expect(await page.getByTestId('booking-confirm-when').innerText()).toContain(`, ${slot.time}–`);
      expect(await overflowsHorizontally(page)).toBe(false);

      // Taken meanwhile (here from another tab: the server answers as for another student): the
      // refusal says so and offers the next free times; the first of them is booked instead.
      const offers = await apiCall<Offers>(page, '/booking/offers');
      const taken = await apiCall<Booking>(page, '/booking/bookings', {
        method: 'POST',
        body: { ...firstOffer(offers), start: slotStart(slot.name), lengthMinutes: 45 },
      });
      made.push(taken.id);
      await page.getByTestId('booking-confirm-button').click();
      await confirm.getByText('Quelqu’un d’autre vient de réserver ce moment.').waitFor();
      const next = confirm.getByRole('alert').getByRole('button').first();
      const nextWhen = await next.innerText();
      await next.click();
      expect(await page.getByTestId('booking-confirm-when').innerText()).toBe(nextWhen);
      await page.getByTestId('booking-confirm-button').click();

      await page.getByTestId('booking-success').getByText('Leçon réservée').waitFor();
      const mine = page.getByTestId('my-booking').filter({ hasText: nextWhen });
      await mine.getByText('Confirmée').waitFor();
      const booked = (await openBookings(page)).find(
        (booking) => booking.id !== taken.id && !before.some((each) => each.id === booking.id),
      );
      if (!booked) throw new Error('the booking is not among the student’s bookings');
      made.push(booked.id);
      expect(booked.state).toBe('confirmed');
      await page.screenshot({ path: '/tmp/booking-phone.png', fullPage: true });

      // The monitor sees it at once: in his calendar and among his students' bookings.
      await signIn(monitor.page, 'head@demo.ch');
      const window = `from=${encodeURIComponent(booked.start)}&to=${encodeURIComponent(booked.end)}`;
      const appointments = await apiCall<Appointment[]>(monitor.page, `/appointments?${window}`);
      const lesson = appointments.find((appointment) => Date.parse(appointment.start) === Date.parse(booked.start));
      expect(lesson?.course?.label).toBe('Leçon de conduite');
      await monitor.page.goto('/account/online-booking');
      await monitor.page.getByTestId('student-booking').filter({ hasText: nextWhen }).first().waitFor();

      // The time taken from the other tab is given back there (free too), then this one is
      // cancelled inside the free window: nothing is charged and both times are offered again.
      const freed = await apiCall<Booking>(page, `/booking/bookings/${taken.id}/cancel`, { method: 'POST', body: {} });
      expect(freed.charged).toBeNull();
      made.shift();
      await mine.getByRole('button', { name: /^Annuler la leçon du / }).click();
      await page.getByText(/^Gratuitement : vous annulez avant le /).waitFor();
      await page.getByTestId('cancel-booking-confirm').click();
      await page.getByText('Leçon annulée, gratuitement.').waitFor();
      await mine.getByText('Annulée par vous').waitFor();
      await expect.poll(async () => (await openBookings(page)).some((each) => each.id === booked.id)).toBe(false);
      const cancelled = (await apiCall<{ bookings: Booking[] }>(page, '/booking/my')).bookings.find(
        (each) => each.id === booked.id,
      );
      expect(cancelled?.charged ?? null).toBeNull();
      made.pop();
      await page.getByRole('button', { name: slot.name, exact: true }).waitFor();
    } finally {
      // Leaves the demo's calendar as it was, even after a failure.
      for (const id of made) await apiCall(page, `/booking/bookings/${id}/cancel`, { method: 'POST', body: {} });
      await context.close();
      await monitor.context.close();
    }
  }, 120_000);
});
