import { randomUUID } from 'node:crypto';
import { dayPlus, type LessonInvoice, type OpenBills, schoolDay, schoolDayBounds } from '@ds/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  calendars,
  courses,
  lessonCharges,
  lessonInvoices,
  lessons,
  licences,
  messageAttachments,
  messages,
  students,
  users,
} from '../../../db/schema';
import { depsOf } from '../../../kernel/deps';
import { useAppWithSmtpCapture } from '../../../test/communications';
import { parseSwissPaymentsCode, pdfPagePng, pdfToText, readQrCode } from '../../../test/qr-bill-reader';
import { bearer, tokenFor } from '../../../test/sign-in';
import { storedLicenceKey } from '../../identity';
import { runDunningRound } from './dunning.service';

type Method = 'GET' | 'POST' | 'PUT';
const DAY_MS = 86_400_000;

describe('open bills, lesson invoices and reminders', () => {
  const { app: t, smtp } = useAppWithSmtpCapture();
  const headers: Record<string, Record<string, string>> = {};
  const db = () => t().database.db;
  const call = (email: string, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: headers[email] });
  let head: { id: string; schoolId: string | null };
  let studentId: string;
  let otherStudentId: string;
  let courseId: string;

  const userOf = async (email: string) => {
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return user ?? expect.fail(`no ${email}`);
  };
  const grant = async (email: string, key: string, modules: string[]) => {
    const user = await userOf(email);
    await db()
      .insert(licences)
      .values({
        ...storedLicenceKey(key),
        modules,
        durationDays: 365,
        userId: user.id,
        activatedAt: new Date(),
        endsAt: new Date(Date.now() + 365 * DAY_MS),
      });
  };

  beforeAll(async () => {
    await grant('ceresio@demo.ch', 'CERE-2026-TEST-0001', ['admin', 'finance']);
    await grant('monitor@demo.ch', 'MONI-2026-TEST-0001', ['admin']);
    for (const email of ['head@demo.ch', 'ceresio@demo.ch', 'monitor@demo.ch']) {
      headers[email] = bearer(await tokenFor(t().app, email));
    }
    head = await userOf('head@demo.ch');
    const [student] = await db().select().from(students).where(eq(students.email, 'student@demo.ch'));
    studentId = student?.id ?? expect.fail('no student@demo.ch');
    const [other] = await db()
      .select()
      .from(students)
      .where(and(eq(students.schoolId, head.schoolId ?? ''), eq(students.language, 'de')));
    otherStudentId = other?.id ?? expect.fail('no other student');
    const [course] = await db().select().from(courses).where(eq(courses.ownerId, head.id));
    courseId = course?.id ?? expect.fail('the head has no course');
  }, 60_000);

  /** An ended lesson of the head, unpaid, `daysAgo` days ago, at `price` centimes. */
  const lesson = async (daysAgo: number, price = 9500, student = studentId) => {
    const id = randomUUID();
    // At noon of the school day `daysAgo` days back: 24-hour steps may cross a change of clocks.
    const startedAt = new Date(schoolDayBounds(dayPlus(today(), -daysAgo)).start.getTime() + 12 * 3_600_000);
    await db()
      .insert(lessons)
      .values({
        id,
        schoolId: head.schoolId,
        monitorId: head.id,
        studentId: student,
        startedAt,
        endedAt: new Date(startedAt.getTime() + 3_600_000),
        priceCentimes: price,
        courseId,
      });
    return id;
  };
  const bills = async (email = 'head@demo.ch') => {
    const answer = await call(email, 'GET', '/api/accounting/open-bills');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as OpenBills;
  };
  const billsOf = async (id = studentId) =>
    (await bills()).students.find((entry) => entry.studentId === id)?.bills ?? [];
  const today = () => schoolDay(new Date());

  it('lists owed lessons and the open shop invoice per student, oldest first, with days overdue', async () => {
    const old = await lesson(40);
    const recent = await lesson(20);
    const list = await billsOf();
    const kinds = list.map((bill) => [bill.kind, bill.id]);
    expect(kinds).toContainEqual(['lesson', old]);
    expect(kinds).toContainEqual(['lesson', recent]);
    expect(list.some((bill) => bill.kind === 'shop_invoice')).toBe(true);
    // The demo's lesson invoice: 15 days overdue, its first reminder sent.
    expect(list.find((bill) => bill.kind === 'lesson_invoice')).toMatchObject({
      daysOverdue: 15,
      remindersSent: 1,
      amount: 190,
    });
    expect(list.map((bill) => bill.date)).toEqual([...list.map((bill) => bill.date)].sort());
    const oldBill = list.find((bill) => bill.id === old);
    expect(oldBill).toMatchObject({ daysOverdue: 40, amount: 95, remindersSent: 0, invoiceNumber: null });
    expect(oldBill?.description).toMatch(/, \d\d\.\d\d\.\d{4}$/);
    // Another school's head sees none of it.
    expect((await bills('ceresio@demo.ch')).students.some((entry) => entry.studentId === studentId)).toBe(false);
  });

  it('settles a lesson as its appointment says: marked paid in the calendar it is not owed, marked owed again it is', async () => {
    const [calendar] = await db().select({ id: calendars.id }).from(calendars).where(eq(calendars.ownerId, head.id));
    const booked = (daysAgo: number, paid: boolean) => {
      const startsAt = new Date(Date.now() - daysAgo * DAY_MS);
      return {
        ownerId: head.id,
        schoolId: head.schoolId,
        calendarId: calendar?.id ?? expect.fail('the head has no calendar'),
        courseId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        allowOverlap: true,
        paid,
      };
    };
    const [markedPaid, markedOwed] = await db()
      .insert(appointments)
      .values([booked(33, true), booked(32, false)])
      .returning({ id: appointments.id });
    const settledByCalendar = await lesson(33);
    const owedAgain = await lesson(32);
    await db().update(lessons).set({ appointmentId: markedPaid?.id }).where(eq(lessons.id, settledByCalendar));
    await db().update(lessons).set({ appointmentId: markedOwed?.id, paid: true }).where(eq(lessons.id, owedAgain));
    const ids = (await billsOf()).map((bill) => bill.id);
    expect(ids).not.toContain(settledByCalendar);
    expect(ids).toContain(owedAgain);
  });

  it('records an owed lesson paid on a day by a method: it leaves the list; bad input names its field', async () => {
    const id = await lesson(10);
    const unknown = await call('head@demo.ch', 'POST', `/api/accounting/lessons/${id}/payment`, {
      method: 'bitcoin',
      paidOn: today(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.map((detail: { field: string }) => detail.field)).toContain('body.method');
    const future = await call('head@demo.ch', 'POST', `/api/accounting/lessons/${id}/payment`, {
      method: 'cash',
      paidOn: dayPlus(today(), 1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details[0].field).toBe('body.paidOn');
    expect(
      (
        await call('ceresio@demo.ch', 'POST', `/api/accounting/lessons/${id}/payment`, {
          method: 'cash',
          paidOn: today(),
        })
      ).statusCode,
    ).toBe(404);

    const paid = await call('head@demo.ch', 'POST', `/api/accounting/lessons/${id}/payment`, {
      method: 'twint',
      paidOn: dayPlus(today(), -1),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = paid.json().data as OpenBills;
    expect(answer.students.flatMap((entry) => entry.bills).some((bill) => bill.id === id)).toBe(false);
    const [row] = await db().select().from(lessons).where(eq(lessons.id, id));
    expect(row).toMatchObject({ paid: true, paidOn: dayPlus(today(), -1), paymentMethod: 'twint' });
    const again = await call('head@demo.ch', 'POST', `/api/accounting/lessons/${id}/payment`, {
      method: 'cash',
      paidOn: today(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_payable');
  });

  it('marking a lesson paid on its own keeps the day it was paid, and clears it when unpaid again', async () => {
    const id = await lesson(5);
    expect((await call('head@demo.ch', 'PUT', `/api/lessons/${id}/payment`, { payment: 'paid' })).statusCode).toBe(200);
    expect((await db().select().from(lessons).where(eq(lessons.id, id)))[0]?.paidOn).toBe(today());
    expect((await call('head@demo.ch', 'PUT', `/api/lessons/${id}/payment`, { payment: 'unpaid' })).statusCode).toBe(
      200,
    );
    expect((await db().select().from(lessons).where(eq(lessons.id, id)))[0]).toMatchObject({
      paid: false,
      paidOn: null,
      paymentMethod: null,
    });
  });

  it('groups two owed lessons into one QR-bill invoice, mailed with its PDF; paid once with its lessons', {
    timeout: 90_000,
  }, async () => {
    const first = await lesson(30, 9500);
    const second = await lesson(25, 4750);
    const stranger = await lesson(25, 9500, otherStudentId);
    const invoicesBefore = (await db().select().from(lessonInvoices)).length;

    // A lesson of another student: refused, nothing written.
    const refused = await call('head@demo.ch', 'POST', '/api/accounting/invoices', {
      studentId,
      lessonIds: [first, stranger],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not_payable');
    expect(await db().select().from(lessonInvoices)).toHaveLength(invoicesBefore);
    expect(
      (
        await db()
          .select()
          .from(lessons)
          .where(inArray(lessons.id, [first, stranger]))
      ).map((row) => row.invoiceId),
    ).toEqual([null, null]);

    const made = await call('head@demo.ch', 'POST', '/api/accounting/invoices', {
      studentId,
      lessonIds: [first, second],
    });
    expect(made.statusCode, made.body).toBe(201);
    const invoice = made.json().data as LessonInvoice;
    expect(invoice).toMatchObject({ status: 'open', total: 142.5, lessons: 2, remindersSent: 0, issuedOn: today() });
    expect(invoice.dueOn).toBe(dayPlus(today(), 30));

    // A lesson on an invoice is not changed on its own.
    const single = await call('head@demo.ch', 'PUT', `/api/lessons/${first}/payment`, { payment: 'paid' });
    expect(single.statusCode).toBe(409);
    expect(single.json().error.code).toBe('not_payable');

    // The open bills: the lessons left, the invoice came.
    const list = await billsOf();
    expect(list.some((bill) => bill.id === first || bill.id === second)).toBe(false);
    expect(list.find((bill) => bill.id === invoice.id)).toMatchObject({
      kind: 'lesson_invoice',
      invoiceNumber: invoice.number,
      amount: 142.5,
      daysOverdue: 0,
    });

    // The mail, in the log with its attachment, and as the student receives it.
    const [mail] = await db()
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.recipient, 'student@demo.ch'),
          eq(messages.subject, `Facture ${invoice.number} : vos leçons de conduite`),
        ),
      );
    expect(mail?.studentId).toBe(studentId);
    expect(
      await db()
        .select()
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, mail?.id ?? '')),
    ).toMatchObject([{ kind: 'lesson-invoice', recordId: invoice.id }]);
    await t().app.jobRunner.drain();
    const [received] = smtp()
      .to('student@demo.ch')
      .filter((entry) => entry.parsed.subject?.includes(invoice.number));
    const attachment = received?.parsed.attachments[0] ?? expect.fail('no invoice attached');
    expect(attachment).toMatchObject({ filename: `Facture-${invoice.number}.pdf`, contentType: 'application/pdf' });
    const code = (await readQrCode(await pdfPagePng(attachment.content, 1))) ?? expect.fail('no QR code');
    expect(parseSwissPaymentsCode(code)).toMatchObject({ amount: '142.50', currency: 'CHF' });
    const text = await pdfToText(attachment.content);
    expect(text).toContain('Payable dans les 30 jours');

    // The seller's side reads the PDF; another school's head does not find it.
    const pdf = await call('head@demo.ch', 'GET', `/api/accounting/invoices/${invoice.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    for (const [method, url] of [
      ['GET', `/api/accounting/invoices/${invoice.id}/invoice.pdf`],
      ['POST', `/api/accounting/invoices/${invoice.id}/payment`],
      ['POST', `/api/accounting/invoices/${invoice.id}/cancel`],
    ] as const) {
      const answer = await call(
        'ceresio@demo.ch',
        method,
        url,
        method === 'POST' ? { method: 'cash', paidOn: today() } : undefined,
      );
      expect(answer.statusCode, url).toBe(404);
    }

    const paid = await call('head@demo.ch', 'POST', `/api/accounting/invoices/${invoice.id}/payment`, {
      method: 'bank_transfer',
      paidOn: today(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', paidOn: today(), paymentMethod: 'bank_transfer' });
    expect((await billsOf()).some((bill) => bill.id === invoice.id)).toBe(false);
    expect(
      (
        await db()
          .select()
          .from(lessons)
          .where(inArray(lessons.id, [first, second]))
      ).map((row) => [row.paid, row.paidOn, row.paymentMethod]),
    ).toEqual([
      [true, today(), 'bank_transfer'],
      [true, today(), 'bank_transfer'],
    ]);
    const twice = await call('head@demo.ch', 'POST', `/api/accounting/invoices/${invoice.id}/payment`, {
      method: 'cash',
      paidOn: today(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('not_payable');
  });

  it('owes a lesson its price and charges, and invoices each charge on its own line', { timeout: 90_000 }, async () => {
    const [course] = await db().select({ label: courses.label }).from(courses).where(eq(courses.id, courseId));
    const charged = await lesson(9, 9500);
    // Charged without a price: owed for its charge alone.
    const unpriced = await lesson(8, 9500);
    await db().update(lessons).set({ priceCentimes: null }).where(eq(lessons.id, unpriced));
    await db()
      .insert(lessonCharges)
      .values([
        { lessonId: charged, infrastructureId: null, label: 'Piste de Lignières', amountCentimes: 3_000 },
        { lessonId: unpriced, infrastructureId: null, label: 'Piste de Lignières', amountCentimes: 4_000 },
      ]);
    const list = await billsOf();
    const day = (id: string) =>
      list
        .find((bill) => bill.id === id)
        ?.date.split('-')
        .reverse()
        .join('.');
    expect(list.find((bill) => bill.id === charged)).toMatchObject({
      amount: 125,
      description: `${course?.label} + Piste de Lignières, ${day(charged)}`,
    });
    expect(list.find((bill) => bill.id === unpriced)).toMatchObject({ amount: 40 });

    const made = await call('head@demo.ch', 'POST', '/api/accounting/invoices', {
      studentId,
      lessonIds: [charged, unpriced],
    });
    expect(made.statusCode, made.body).toBe(201);
    const invoice = made.json().data as LessonInvoice;
    expect(invoice).toMatchObject({ total: 165, lessons: 2 });
    const pdf = await call('head@demo.ch', 'GET', `/api/accounting/invoices/${invoice.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfToText(pdf.rawPayload);
    expect(text).toContain(`${course?.label}, ${day(charged)}`);
    expect(text).toContain(`Piste de Lignières, ${day(charged)}`);
    expect(text).toContain(`Piste de Lignières, ${day(unpriced)}`);
    const code = (await readQrCode(await pdfPagePng(pdf.rawPayload, 1))) ?? expect.fail('no QR code');
    expect(parseSwissPaymentsCode(code)).toMatchObject({ amount: '165.00', currency: 'CHF' });
    await call('head@demo.ch', 'POST', `/api/accounting/invoices/${invoice.id}/cancel`);
  });

  it('cancels an open invoice: its lessons are owed one by one again', async () => {
    const id = await lesson(12);
    const made = (await call('head@demo.ch', 'POST', '/api/accounting/invoices', { studentId, lessonIds: [id] })).json()
      .data as LessonInvoice;
    const cancelled = await call('head@demo.ch', 'POST', `/api/accounting/invoices/${made.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    const list = await billsOf();
    expect(list.some((bill) => bill.id === id)).toBe(true);
    expect(list.some((bill) => bill.id === made.id)).toBe(false);
  });

  it('refuses a monitor without the finance licence, and keeps the billing terms per seller', async () => {
    const refused = await call('monitor@demo.ch', 'GET', '/api/accounting/open-bills');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('finance_licence_required');
    expect((await call('head@demo.ch', 'GET', '/api/accounting/settings')).json().data).toEqual({
      paymentTermDays: 30,
      reminderDays: [10, 30],
    });
    const wrong = await call('head@demo.ch', 'PUT', '/api/accounting/settings', {
      paymentTermDays: 20,
      reminderDays: [30, 10],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('body.reminderDays');
    const saved = await call('ceresio@demo.ch', 'PUT', '/api/accounting/settings', {
      paymentTermDays: 20,
      reminderDays: [5],
    });
    expect(saved.json().data).toEqual({ paymentTermDays: 20, reminderDays: [5] });
    expect((await call('head@demo.ch', 'GET', '/api/accounting/settings')).json().data.paymentTermDays).toBe(30);
  });

  it('reminds once at due + 10 days however often the round runs, then again at due + 30', async () => {
    const id = await lesson(8);
    const invoice = (
      await call('head@demo.ch', 'POST', '/api/accounting/invoices', { studentId, lessonIds: [id] })
    ).json().data as LessonInvoice;
    const deps = depsOf(t().app);
    const reminders = () =>
      db()
        .select()
        .from(messages)
        .where(eq(messages.recipient, 'student@demo.ch'))
        .then((rows) =>
          rows.filter((row) => row.subject?.startsWith('Rappel') && row.subject.includes(invoice.number)),
        );
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    const subjects = async () => (await reminders()).map((row) => row.subject).sort();
    // Other open invoices (the demo's) may be reminded too: this invoice's mails are counted.
    await runDunningRound(deps, at(dayPlus(invoice.dueOn, 9)));
    expect(await subjects()).toEqual([]);
    expect(await runDunningRound(deps, at(dayPlus(invoice.dueOn, 10)))).toBeGreaterThanOrEqual(1);
    await runDunningRound(deps, at(dayPlus(invoice.dueOn, 10)));
    await runDunningRound(deps, at(dayPlus(invoice.dueOn, 11)));
    expect(await subjects()).toEqual([`Rappel 1 : facture ${invoice.number}`]);
    const [mail] = await reminders();
    expect(
      await db()
        .select()
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, mail?.id ?? '')),
    ).toMatchObject([{ kind: 'lesson-invoice', recordId: invoice.id }]);
    await runDunningRound(deps, at(dayPlus(invoice.dueOn, 30)));
    await runDunningRound(deps, at(dayPlus(invoice.dueOn, 60)));
    expect(await subjects()).toEqual([`Rappel 1 : facture ${invoice.number}`, `Rappel 2 : facture ${invoice.number}`]);
    const [row] = await db().select().from(lessonInvoices).where(eq(lessonInvoices.id, invoice.id));
    expect(row?.remindersSent).toBe(2);
    expect((await billsOf()).find((bill) => bill.id === invoice.id)?.remindersSent).toBe(2);
  });
});
