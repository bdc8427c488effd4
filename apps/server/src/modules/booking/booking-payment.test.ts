import type { BookingOffers, BookingSlots, SelfBooking } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, courses, selfBookings, users } from '../../db/schema';
import {
  type DatatransSimulator,
  DECLINED_TEST_CARD,
  startDatatransSimulator,
} from '../../integrations/payments/datatrans-simulator';
import { depsOf } from '../../kernel/deps';
import { PAYMENT_PURPOSES } from '../../payment-purposes';
import { datatransTestEnv, payAtProvider, transactionOf } from '../../test/datatrans-buyer';
import { freePort } from '../../test/server-process';
import { bearer, tokenFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CARD_PAYMENT_LIFETIME_MS, expireWaitingPayments } from '../commerce';

/**
 * A lesson paid when booked (issue 30 §5), end to end over HTTP: the app listens for the Datatrans
 * simulator's signed notifications; the test is the student's browser on the payment page.
 */
describe('paying a lesson by card when booking it', () => {
  let simulator: DatatransSimulator;
  let t: TestApp;
  let student: Record<string, string>;
  let headId: string;
  let courseId: string;

  beforeAll(async () => {
    simulator = await startDatatransSimulator();
    const port = await freePort();
    t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...datatransTestEnv(simulator) });
    await t.app.listen({ port, host: '127.0.0.1' });
    student = bearer(await tokenFor(t.app, 'student@demo.ch'));
    const [head] = await t.database.db.select().from(users).where(eq(users.email, 'head@demo.ch'));
    headId = head?.id ?? '';
    await t.database.db.update(courses).set({ paymentAtRegistration: true }).where(eq(courses.ownerId, headId));
    const offers = (await t.app.inject({ url: '/api/booking/offers', headers: student })).json().data as BookingOffers;
    const course = offers.monitors.find((monitor) => monitor.monitorId === headId)?.courses[0];
    expect(course?.payAtBooking).toBe(true);
    courseId = course?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await simulator.close();
    await t?.dispose();
  });

  const db = () => t.database.db;
  const slotAt = async (index: number) => {
    const answer = await t.app.inject({
      url: `/api/booking/slots?monitorId=${headId}&courseId=${courseId}&lengthMinutes=45&days=28`,
      headers: student,
    });
    return (answer.json().data as BookingSlots).slots.at(index)?.start ?? expect.fail('no slot');
  };
  const book = async (start: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/booking/bookings',
      headers: student,
      payload: { monitorId: headId, courseId, start, lengthMinutes: 45 },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as SelfBooking;
  };
  const row = async (id: string) => (await db().select().from(selfBookings).where(eq(selfBookings.id, id)))[0];

  it('holds the slot while the card payment waits; paid, the booking stands and its appointment is paid', async () => {
    const start = await slotAt(0);
    const booking = await book(start);
    expect(booking).toMatchObject({ state: 'awaiting_payment', price: 75 });
    expect(booking.payment?.redirectUrl).toContain(simulator.url);
    expect(await slotAt(0)).not.toBe(start);
    simulator.setNotifications({ beforeRedirect: 1, afterRedirect: 2 });
    const back = await payAtProvider(booking.payment?.redirectUrl ?? '', '4242 4242 4242 4242');
    expect(back).toContain(`/spc/${booking.payment?.token}/ok/booking`);
    const paid = await row(booking.id);
    expect(paid).toMatchObject({ state: 'confirmed', holdUntil: null });
    const [appointment] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.id, paid?.appointmentId ?? ''));
    expect(appointment?.paid).toBe(true);
    // The repeated notifications change nothing.
    const transactionId = transactionOf(booking.payment?.redirectUrl ?? '');
    await vi.waitFor(() =>
      expect(simulator.notifications().filter((n) => n.transactionId === transactionId)).toHaveLength(3),
    );
    expect((await row(booking.id))?.state).toBe('confirmed');
    const view = await t.app.inject({ url: `/api/payments/${booking.payment?.token}` });
    expect(view.json().data).toEqual({ status: 'paid', purpose: 'self_booking', amount: 75 });
  });

  it('frees the slot when the card is declined, and when nobody pays in time', async () => {
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 1 });
    const start = await slotAt(-1);
    const declined = await book(start);
    await payAtProvider(declined.payment?.redirectUrl ?? '', DECLINED_TEST_CARD);
    await vi.waitFor(async () => expect((await row(declined.id))?.state).toBe('cancelled'));
    expect(await row(declined.id)).toMatchObject({ cancelledBy: 'unpaid', appointmentId: null, chargedCentimes: null });
    expect(await slotAt(-1)).toBe(start);

    const abandoned = await book(start);
    expect(await slotAt(-1)).not.toBe(start);
    const later = new Date(Date.now() + CARD_PAYMENT_LIFETIME_MS + 60_000);
    await expireWaitingPayments(depsOf(t.app), PAYMENT_PURPOSES, later);
    expect(await row(abandoned.id)).toMatchObject({ state: 'cancelled', cancelledBy: 'unpaid' });
    expect(await slotAt(-1)).toBe(start);
  });
});
