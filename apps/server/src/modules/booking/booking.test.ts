import {
  type BookingOffers,
  type BookingPolicyRecord,
  type BookingSlots,
  dayPlus,
  type MyBookings,
  type OpenBills,
  type SelfBooking,
  schoolDay,
  type WaitlistEntry,
} from '@ds/domain';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentStudents,
  appointments,
  bookingWaitlist,
  messages,
  selfBookings,
  studentMonitors,
  students,
  users,
} from '../../db/schema';
import { depsOf } from '../../kernel/deps';
import { lastMessageTo } from '../../test/outbox';
import { bearer, tokenFor } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { runBookingDeadlines } from './deadlines/booking-deadlines.service';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const HOUR_MS = 3_600_000;

describe('students booking their own lessons', () => {
  const t = useTestApp();
  const db = () => t().database.db;
  const tokens: Record<string, Record<string, string>> = {};
  const call = async (email: string | null, method: Method, url: string, payload?: object) => {
    if (email && !tokens[email]) tokens[email] = bearer(await tokenFor(t().app, email));
    return t().app.inject({ method, url, payload, headers: email ? tokens[email] : {} });
  };
  const data = <T>(answer: { statusCode: number; body: string; json(): { data: T } }, status = 200): T => {
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json().data;
  };
  let headId: string;
  let courseId: string;

  /** learner@demo.ch becomes one more student of the head's, so two learners can race. */
  beforeAll(async () => {
    const [head] = await db().select().from(users).where(eq(users.email, 'head@demo.ch'));
    const [learner] = await db().select().from(users).where(eq(users.email, 'learner@demo.ch'));
    if (!head?.schoolId || !learner) throw new Error('demo users missing');
    headId = head.id;
    const [record] = await db()
      .insert(students)
      .values({ schoolId: head.schoolId, userId: learner.id, name: 'Keller', firstname: 'Lina', email: learner.email })
      .returning();
    await db()
      .insert(studentMonitors)
      .values({ studentId: record?.id ?? '', monitorId: head.id, access: 'owner' });
  });

  const offers = async (email = 'student@demo.ch') =>
    data<BookingOffers>(await call(email, 'GET', '/api/booking/offers'));
  const slots = async (email = 'student@demo.ch', lengthMinutes = 45) =>
    data<BookingSlots>(
      await call(
        email,
        'GET',
        `/api/booking/slots?monitorId=${headId}&courseId=${courseId}&lengthMinutes=${lengthMinutes}&days=28`,
      ),
    );
  const book = (start: string, email = 'student@demo.ch', lengthMinutes = 45) =>
    call(email, 'POST', '/api/booking/bookings', { monitorId: headId, courseId, start, lengthMinutes });
  const linkOf = (body: string, kind: 'cancel' | 'offer') => {
    const match = body.match(new RegExp(`/booking/link/${kind}/([0-9a-f-]{36})/([\\w-]+)`));
    return match ? `/api/booking/links/${kind}/${match[1]}/${match[2]}` : expect.fail(`no ${kind} link in ${body}`);
  };

  it('offers the head’s published course to his student, with his terms; nothing to another school’s user', async () => {
    const offered = await offers();
    const head = offered.monitors.find((monitor) => monitor.monitorId === headId) ?? expect.fail('head not offered');
    expect(head).toMatchObject({ freeCancellationHours: 24, maxOpenBookings: 3, requireConfirmation: false });
    courseId = head.courses[0]?.id ?? expect.fail('no course');
    expect(head.courses[0]).toMatchObject({
      lengths: [
        { minutes: 45, price: 75 },
        { minutes: 90, price: 150 },
      ],
      payAtBooking: false,
    });
    expect((await offers('ceresio@demo.ch')).monitors).toEqual([]);
    const foreign = await call(
      'ceresio@demo.ch',
      'GET',
      `/api/booking/slots?monitorId=${headId}&courseId=${courseId}&lengthMinutes=45`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('booking_unavailable');
  });

  it('offers only starts after a day’s notice, within four weeks, never on a Sunday, on the quarter hour', async () => {
    const found = await slots();
    expect(found.slots.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const slot of found.slots) {
      const start = new Date(slot.start);
      expect(start.getTime()).toBeGreaterThanOrEqual(now + 24 * HOUR_MS - 60_000);
      expect(schoolDay(start) <= found.lastDay).toBe(true);
      expect(new Date(`${schoolDay(start)}T12:00:00Z`).getUTCDay()).not.toBe(0);
      expect(start.getUTCMinutes() % 15).toBe(0);
      expect(new Date(slot.end).getTime() - start.getTime()).toBe(45 * 60_000);
    }
    expect(found.lastDay).toBe(dayPlus(schoolDay(new Date()), 28));
    const wrongLength = await call(
      'student@demo.ch',
      'GET',
      `/api/booking/slots?monitorId=${headId}&courseId=${courseId}&lengthMinutes=60`,
    );
    expect(wrongLength.statusCode).toBe(400);
    expect(wrongLength.json().error.details[0].field).toBe('querystring.lengthMinutes');
  });

  it('books a slot into the head’s calendar with a receipt; the same slot again is taken, with the next starts', async () => {
    const [first] = (await slots()).slots;
    if (!first) return expect.fail('no slot');
    const booked = data<SelfBooking>(await book(first.start), 201);
    expect(booked).toMatchObject({ state: 'confirmed', price: 75, charged: null, start: first.start });
    const [row] = await db().select().from(selfBookings).where(eq(selfBookings.id, booked.id));
    const [appointment] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.id, row?.appointmentId ?? ''));
    expect(appointment).toMatchObject({ ownerId: headId, courseId });
    const linked = await db()
      .select()
      .from(appointmentStudents)
      .where(eq(appointmentStudents.appointmentId, appointment?.id ?? ''));
    expect(linked).toEqual([expect.objectContaining({ studentId: row?.studentId })]);
    const receipt = await lastMessageTo(t().app, 'student@demo.ch', 'email');
    expect(receipt.subject).toMatch(/Leçon réservée/);
    linkOf(receipt.body, 'cancel');

    const again = await book(first.start, 'learner@demo.ch');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('slot_taken');
    const next = again.json().error.details.nextSlots as Array<{ start: string }>;
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((slot) => slot.start > first.start)).toBe(true);
    // The head's own slot list no longer offers it, nor what the 15-minute buffer keeps free.
    const after = (await slots('learner@demo.ch')).slots.map((slot) => new Date(slot.start).getTime());
    const start = new Date(first.start).getTime();
    expect(after.filter((each) => each > start - 60 * 60_000 && each < start + 60 * 60_000)).toEqual([]);
  });

  it('puts the signed cancel link in the e-mail reminders of a lesson the student booked himself', async () => {
    const last = (await slots()).slots.at(-1) ?? expect.fail('no slot');
    const booked = data<SelfBooking>(await book(last.start), 201);
    await t().app.jobRunner.drain();
    const [row] = await db().select().from(selfBookings).where(eq(selfBookings.id, booked.id));
    const reminders = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.appointmentId, row?.appointmentId ?? ''), eq(messages.kind, 'reminder')));
    const email = reminders.find((message) => message.channel === 'email') ?? expect.fail('no e-mail reminder');
    expect(linkOf(email.body, 'cancel')).toContain(booked.id);
    for (const sms of reminders.filter((message) => message.channel === 'sms'))
      expect(sms.body).not.toContain('/booking/link/');
    data<SelfBooking>(await call('student@demo.ch', 'POST', `/api/booking/bookings/${booked.id}/cancel`));
  });

  it('refuses bad input naming the field, and another’s booking is a 404', async () => {
    const [slot] = (await slots()).slots;
    const badLength = await book(slot?.start ?? '', 'student@demo.ch', 60);
    expect(badLength.statusCode).toBe(400);
    expect(badLength.json().error.details[0].field).toBe('body.lengthMinutes');
    const badStart = await call('student@demo.ch', 'POST', '/api/booking/bookings', {
      monitorId: headId,
      courseId,
      start: 'tomorrow',
      lengthMinutes: 45,
    });
    expect(badStart.statusCode).toBe(400);
    expect(badStart.json().error.details[0].field).toBe('body.start');
    const mine = data<MyBookings>(await call('student@demo.ch', 'GET', '/api/booking/my'));
    const id = mine.bookings[0]?.id ?? expect.fail('no booking');
    expect((await call('learner@demo.ch', 'POST', `/api/booking/bookings/${id}/cancel`)).statusCode).toBe(404);
    expect((await call('ceresio@demo.ch', 'POST', `/api/booking/bookings/${id}/confirm`)).statusCode).toBe(404);
    expect((await call('student@demo.ch', 'GET', '/api/booking/policy')).statusCode).toBe(403);
    const control = await call('head@demo.ch', 'POST', `/api/booking/bookings/${id}/monitor-cancel`, {
      message: 'a\u0000b',
    });
    expect(control.statusCode).toBe(400);
  });

  it('cancels for free inside the window from the mail’s link, once; the slot goes to the waiting student, whose link books it', async () => {
    const mine = data<MyBookings>(await call('student@demo.ch', 'GET', '/api/booking/my'));
    const booking = mine.bookings.find((each) => each.state === 'confirmed') ?? expect.fail('no booking');
    const day = schoolDay(new Date(booking.start));
    const waiting = data<WaitlistEntry>(
      await call('learner@demo.ch', 'POST', '/api/booking/waitlist', {
        monitorId: headId,
        courseId,
        lengthMinutes: 45,
        fromDay: day,
        toDay: day,
      }),
      201,
    );
    expect(waiting.state).toBe('waiting');
    const [receipt] = await db()
      .select()
      .from(messages)
      .where(like(messages.body, `%/booking/link/cancel/${booking.id}/%`));
    const link = linkOf(receipt?.body ?? '', 'cancel');
    expect(data<{ status: string; charged: boolean }>(await call(null, 'GET', link))).toMatchObject({
      status: 'open',
      charged: false,
    });
    expect(data<{ status: string }>(await call(null, 'POST', link)).status).toBe('used');
    expect((await call(null, 'POST', link)).json().error.code).toBe('booking_not_cancellable');
    const forged = link.replace(/[\w-]{5}$/, 'AAAAA');
    expect((await call(null, 'GET', forged)).statusCode).toBe(404);

    const entry = data<MyBookings>(await call('learner@demo.ch', 'GET', '/api/booking/my')).waitlist[0];
    expect(entry).toMatchObject({ state: 'offered', offer: { start: booking.start } });
    const offerMail = await lastMessageTo(t().app, 'learner@demo.ch', 'email');
    expect(offerMail.subject).toMatch(/Ein Termin ist frei geworden/);
    // Held for him: nobody else is offered that start meanwhile.
    expect((await slots()).slots.map((slot) => slot.start)).not.toContain(booking.start);
    const offerLink = linkOf(offerMail.body, 'offer');
    expect(data<{ status: string }>(await call(null, 'POST', offerLink)).status).toBe('used');
    const learnerBookings = data<MyBookings>(await call('learner@demo.ch', 'GET', '/api/booking/my'));
    expect(learnerBookings.bookings.map((each) => each.start)).toContain(booking.start);
    expect(learnerBookings.waitlist).toEqual([]);
  });

  it('charges a late cancellation as an open bill the head sees, which he may waive', async () => {
    const [slot] = (await slots()).slots;
    const booked = data<SelfBooking>(await book(slot?.start ?? ''), 201);
    // Two hours before the lesson: past the 24-hour free window.
    await db()
      .update(selfBookings)
      .set({ freeCancellationHours: 48 * 30 })
      .where(eq(selfBookings.id, booked.id));
    const cancelled = data<SelfBooking>(
      await call('student@demo.ch', 'POST', `/api/booking/bookings/${booked.id}/cancel`),
    );
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledBy: 'student', charged: 75 });
    const bills = data<OpenBills>(await call('head@demo.ch', 'GET', '/api/accounting/open-bills'));
    const charge = bills.students.flatMap((student) => student.bills).find((bill) => bill.kind === 'charge');
    expect(charge).toMatchObject({ amount: 75, description: expect.stringMatching(/^Annulation tardive/) });
    const waived = data<SelfBooking>(await call('head@demo.ch', 'POST', `/api/booking/bookings/${booked.id}/waive`));
    expect(waived.charged).toBeNull();
    const after = data<OpenBills>(await call('head@demo.ch', 'GET', '/api/accounting/open-bills'));
    expect(after.students.flatMap((student) => student.bills).some((bill) => bill.kind === 'charge')).toBe(false);
  });

  it('keeps the head’s rules by version, refuses a bad one naming the field; unconfirmed bookings lapse after their deadline', async () => {
    const policy = data<BookingPolicyRecord>(await call('head@demo.ch', 'GET', '/api/booking/policy'));
    expect(policy.courses.map((course) => course.id)).toContain(courseId);
    const { courses: _courses, ...fields } = policy;
    const bad = await call('head@demo.ch', 'PUT', '/api/booking/policy', { ...fields, horizonWeeks: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.horizonWeeks');
    const saved = data<BookingPolicyRecord>(
      await call('head@demo.ch', 'PUT', '/api/booking/policy', { ...fields, requireConfirmation: true }),
    );
    expect(saved.version).toBe(policy.version + 1);
    expect((await call('head@demo.ch', 'PUT', '/api/booking/policy', fields)).json().error.code).toBe('stale_version');

    const [slot] = (await slots()).slots;
    const pending = data<SelfBooking>(await book(slot?.start ?? ''), 201);
    expect(pending.state).toBe('pending');
    const toConfirm = await lastMessageTo(t().app, 'head@demo.ch', 'email');
    expect(toConfirm.subject).toMatch(/^Réservation à confirmer : Sophie Martin, /);
    expect(toConfirm.body).toContain('/account/online-booking');
    const monitorView = data<{ bookings: SelfBooking[] }>(
      await call('head@demo.ch', 'GET', '/api/booking/monitor-bookings'),
    );
    expect(monitorView.bookings[0]?.id).toBe(pending.id);
    await runBookingDeadlines(depsOf(t().app), new Date(Date.now() + 49 * HOUR_MS));
    const [row] = await db().select().from(selfBookings).where(eq(selfBookings.id, pending.id));
    expect(row).toMatchObject({ state: 'cancelled', cancelledBy: 'unconfirmed', appointmentId: null });
    expect((await lastMessageTo(t().app, 'student@demo.ch', 'email')).subject).toMatch(/Réservation annulée/);
    await call('head@demo.ch', 'PUT', '/api/booking/policy', { ...fields, version: saved.version });
  });

  it('lets only students ready in a domain of their card book a course that asks it', async () => {
    const ready = (await offers()).monitors[0]?.courses[0];
    expect(ready).toMatchObject({ readyDomain: null, ready: true });
    const ask = (readyDomain: string | null) =>
      call('head@demo.ch', 'PUT', `/api/booking/courses/${courseId}/readiness`, { readyDomain });
    expect((await ask('motorway')).json().error.details[0].field).toBe('body.readyDomain');
    expect(
      (await call('monitor@demo.ch', 'PUT', `/api/booking/courses/${courseId}/readiness`, { readyDomain: 'F1' }))
        .statusCode,
    ).toBe(404);
    const record = data<BookingPolicyRecord>(await ask('F1'));
    expect(record.courses.find((course) => course.id === courseId)?.readyDomain).toBe('F1');
    expect((await offers()).monitors[0]?.courses[0]).toMatchObject({ readyDomain: 'F1', ready: false });
    const learnerSlots = await call(
      'learner@demo.ch',
      'GET',
      `/api/booking/slots?monitorId=${headId}&courseId=${courseId}&lengthMinutes=45`,
    );
    expect(learnerSlots.json().error.code).toBe('not_ready_for_course');
    const refused = await book(new Date(Date.now() + 3 * 86_400_000).toISOString());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'not_ready_for_course', details: { domain: 'F1' } });
    // Every skill of F1 on the card last used with him, rated "autonomy": he is ready.
    const [student] = await db().select().from(students).where(eq(students.email, 'student@demo.ch'));
    await t().database.executeSql(
      `INSERT INTO skill_evaluations (id, lesson_id, student_id, skill_id, level, evaluated_at)
       SELECT gen_random_uuid(), l.id, l.student_id, s.id, 5, now()
       FROM (SELECT id, student_id, training_card_id FROM lessons WHERE student_id = $1 AND training_card_id IS NOT NULL
             ORDER BY started_at DESC LIMIT 1) l
       JOIN training_card_domains d ON d.card_id = l.training_card_id AND d.format = 'F1'
       JOIN training_card_themes th ON th.domain_id = d.id
       JOIN training_card_skills s ON s.theme_id = th.id`,
      [student?.id],
    );
    expect((await offers()).monitors[0]?.courses[0]).toMatchObject({ readyDomain: 'F1', ready: true });
    await ask(null);
  });

  it('follows the head’s calendar: a lesson he moves keeps its booking, one he deletes cancels it free of charge', async () => {
    const slot = (await slots()).slots.at(-2) ?? expect.fail('no slot');
    const booked = data<SelfBooking>(await book(slot.start), 201);
    const [row] = await db().select().from(selfBookings).where(eq(selfBookings.id, booked.id));
    const later = (date: Date) => new Date(date.getTime() + HOUR_MS);
    await db()
      .update(appointments)
      .set({ startsAt: later(new Date(booked.start)), endsAt: later(new Date(booked.end)) })
      .where(eq(appointments.id, row?.appointmentId ?? ''));
    await runBookingDeadlines(depsOf(t().app));
    const [moved] = await db().select().from(selfBookings).where(eq(selfBookings.id, booked.id));
    expect(moved?.startsAt).toEqual(later(new Date(booked.start)));
    const deleted = await call('head@demo.ch', 'DELETE', `/api/appointments/${row?.appointmentId}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await runBookingDeadlines(depsOf(t().app));
    const [cancelled] = await db().select().from(selfBookings).where(eq(selfBookings.id, booked.id));
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledBy: 'monitor', chargedCentimes: null });
  });

  it('passes a lapsed offer on to the next waiting student', async () => {
    // A late start: still offered half an hour from now, when the first offer lapses.
    const slot = (await slots()).slots.at(-1);
    const booked = data<SelfBooking>(await book(slot?.start ?? ''), 201);
    const day = schoolDay(new Date(booked.start));
    const wait = (email: string) =>
      call(email, 'POST', '/api/booking/waitlist', {
        monitorId: headId,
        courseId,
        lengthMinutes: 45,
        fromDay: day,
        toDay: day,
      });
    const first = data<WaitlistEntry>(await wait('learner@demo.ch'), 201);
    data<SelfBooking>(await call('student@demo.ch', 'POST', `/api/booking/bookings/${booked.id}/cancel`));
    const [offered] = await db().select().from(bookingWaitlist).where(eq(bookingWaitlist.id, first.id));
    expect(offered?.state).toBe('offered');
    const second = data<WaitlistEntry>(await wait('student@demo.ch'), 201);
    await runBookingDeadlines(depsOf(t().app), new Date(Date.now() + 31 * 60_000));
    const states = await db()
      .select({ id: bookingWaitlist.id, state: bookingWaitlist.state })
      .from(bookingWaitlist)
      .where(and(eq(bookingWaitlist.monitorId, headId)));
    expect(states.find((entry) => entry.id === first.id)?.state).toBe('waiting');
    expect(states.find((entry) => entry.id === second.id)?.state).toBe('offered');
  });
});
