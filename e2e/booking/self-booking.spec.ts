import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { baseUrl, launchBrowser, openPage, overflowsHorizontally } from '../support/browser';
import { apiToken, freshLearner } from '../support/fresh-account';
import { lastMessage, signIn } from '../support/session';

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

/** The API as a user holding `token` (a person outside the browser: another student, the monitor). */
async function asUser<T>(token: string, path: string, method = 'GET', body?: object): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
}

/** The e-mails the server wrote for a recipient, newest first. */
async function mailsTo(recipient: string): Promise<{ subject: string | null; body: string }[]> {
  const response = await fetch(`${baseUrl()}/api/dev/outbox?channel=email&recipient=${encodeURIComponent(recipient)}`);
  return ((await response.json()) as { data: { subject: string | null; body: string }[] }).data;
}

/** The path of a signed booking link in a message (`/booking/link/<kind>/<id>/<signature>`). */
function linkIn(body: string, kind: 'cancel' | 'offer'): string {
  const path = new RegExp(`/booking/link/${kind}/[0-9a-f-]{36}/[\\w-]+`).exec(body)?.[0];
  if (!path) throw new Error(`no ${kind} link in ${body}`);
  return path;
}

/**
 * A learner of his own who asked head@demo.ch to teach him and was accepted: a second student of
 * the head's, to wait for a slot. Answers his token and a way to archive him afterwards.
 */
async function secondStudentOfHead(headId: string) {
  const learner = await freshLearner('waiting');
  const token = await apiToken(learner);
  const head = await apiToken('head@demo.ch');
  await asUser(token, '/link-requests', 'POST', { monitorId: headId });
  const requests = await asUser<{ id: string; awaitingMe: boolean; student: { email: string } }[]>(
    head,
    '/link-requests',
  );
  const request = requests.find((each) => each.awaitingMe && each.student.email === learner);
  if (!request) throw new Error('the head did not get the learner’s request');
  await asUser(head, `/link-requests/${request.id}/answer`, 'POST', { accept: true });
  return { learner, token, head };
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

  it('mails the booking, and a cancellation from its link offers the slot to the waiting student, whose link books it', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE);
    const waiting = await openPage(browser, '/login', PHONE);
    const cleanup: Array<() => Promise<unknown>> = [];
    try {
      await signIn(page, 'student@demo.ch');
      const offer = firstOffer(await apiCall<Offers>(page, '/booking/offers'));
      const second = await secondStudentOfHead(offer.monitorId);

      // The student books the first time of the second day with free times; the receipt arrives.
      await page.goto('/booking');
      const slot = await secondDayFirstSlot(page);
      await slot.button.click();
      await page.getByTestId('booking-confirm-button').click();
      await page.getByTestId('booking-success').waitFor();
      const start = slotStart(slot.name);
      const booked = (await openBookings(page)).find((each) => Date.parse(each.start) === Date.parse(start));
      if (!booked) throw new Error('the booking is not among the student’s bookings');
      cleanup.push(() =>
        apiCall(page, `/booking/bookings/${booked.id}/cancel`, { method: 'POST', body: {} }).catch(() => {}),
      );
      // The receipt (its e-mail reminders carry the same cancel link, and may be written first).
      const receiptOf = async () =>
        (await mailsTo('student@demo.ch')).find(
          (mail) => mail.body.includes(booked.id) && mail.subject?.startsWith('Leçon réservée : Leçon de conduite, '),
        );
      await expect.poll(async () => (await receiptOf()) !== undefined).toBe(true);
      const receipt = await receiptOf();

      // The second student waits for a slot that day.
      // A lesson in working hours falls on the same day in Zurich and in UTC.
      const day = start.slice(0, 10);
      const entry = await asUser<{ id: string }>(second.token, '/booking/waitlist', 'POST', {
        monitorId: offer.monitorId,
        courseId: offer.courseId,
        lengthMinutes: 45,
        fromDay: day,
        toDay: day,
      });
      cleanup.push(() => asUser(second.token, `/booking/waitlist/${entry.id}`, 'DELETE').catch(() => {}));

      // The student cancels from the receipt's signed link, inside the free window.
      await page.goto(linkIn(receipt?.body ?? '', 'cancel'));
      await page.getByText('Vous pouvez l’annuler gratuitement.').waitFor();
      await page.getByTestId('link-use').click();
      await page.getByText('Leçon annulée').waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);

      // The slot is offered to the waiting student by e-mail; his link books it.
      await expect
        .poll(async () => (await lastMessage('email', second.learner)).subject)
        .toMatch(/^Une plage s'est libérée/);
      const offered = await lastMessage('email', second.learner);
      await waiting.page.goto(linkIn(offered.body, 'offer'));
      await waiting.page.getByText(/^Il vous est réservé jusqu’au /).waitFor();
      await waiting.page.getByTestId('link-use').click();
      await waiting.page.getByText('Leçon réservée').waitFor();
      const his = await asUser<{ bookings: Booking[] }>(second.token, '/booking/my');
      const taken = his.bookings.find((each) => Date.parse(each.start) === Date.parse(start));
      expect(taken?.state).toBe('confirmed');
      cleanup.push(() => asUser(second.token, `/booking/bookings/${taken?.id}/cancel`, 'POST', {}).catch(() => {}));
      // The link served once.
      await waiting.page.reload();
      await waiting.page.getByText('Ce lien a déjà servi : la leçon est réservée.').waitFor();
      const students = await asUser<{ id: string; email: string | null }[]>(second.head, '/students?q=waiting');
      const record = students.find((each) => each.email === second.learner);
      if (record) cleanup.push(() => asUser(second.head, `/students/${record.id}/archive`, 'POST', {}).catch(() => {}));
    } finally {
      for (const undo of cleanup.reverse()) await undo();
      await context.close();
      await waiting.context.close();
    }
  }, 120_000);
});
