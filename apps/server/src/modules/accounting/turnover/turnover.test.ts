import type { Turnover, TurnoverFigures } from '@ds/domain';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  articles,
  calendars,
  courses,
  licences,
  shopOrders,
  students,
  users,
  vouchers,
} from '../../../db/schema';
import { insertEndedLessons } from '../../../test/lesson-test-data';
import { insertShopOrder } from '../../../test/shop-order-test-data';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { storedLicenceKey } from '../../identity';

type Headers = Record<string, string>;

/** March 2024 in Zurich, away from the demo's lessons and orders (the last twelve months). */
const MARCH = 'from=2024-03-01&to=2024-03-31';
const at = (instant: string) => new Date(instant);

describe('turnover (issue 26 §2)', () => {
  const t = useTestApp();
  let head: Headers;
  let monitor: Headers;
  let ceresio: Headers;
  const ids = { head: '', monitor: '', ceresio: '', school: '', otherSchool: '', driving: '', moto: '' };
  const orderTotals = { paid: 0, open: 0, voucher: 0, monitorPaid: 0 };
  let monitorLicence = '';

  const get = (headers: Headers, url: string) => t().app.inject({ method: 'GET', url, headers });
  const turnover = async (headers: Headers, query: string) => {
    const answer = await get(headers, `/api/accounting/turnover?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Turnover;
  };
  const userOf = async (email: string) => {
    const [user] = await t().database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no ${email}`);
    return user;
  };
  const courseOf = async (ownerId: string, label: string) => {
    const [course] = await t()
      .database.db.select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.ownerId, ownerId), eq(courses.label, label)));
    if (!course) throw new Error(`no course ${label}`);
    return course.id;
  };
  const giveLicence = async (userId: string, key: string, modules: string[]) => {
    const [row] = await t()
      .database.db.insert(licences)
      .values({
        ...storedLicenceKey(key),
        modules,
        durationDays: 365,
        userId,
        activatedAt: new Date(),
        endsAt: new Date(Date.now() + 365 * 86_400_000),
      })
      .returning({ id: licences.id });
    return row?.id ?? '';
  };
  const setMonitorModules = (modules: string[]) =>
    t().database.db.update(licences).set({ modules }).where(eq(licences.id, monitorLicence));

  beforeAll(async () => {
    const db = t().database.db;
    const [headUser, monitorUser, ceresioUser] = await Promise.all(
      ['head@demo.ch', 'monitor@demo.ch', 'ceresio@demo.ch'].map(userOf),
    );
    if (!headUser?.schoolId || !monitorUser || !ceresioUser?.schoolId) throw new Error('the demo users are missing');
    Object.assign(ids, {
      head: headUser.id,
      monitor: monitorUser.id,
      ceresio: ceresioUser.id,
      school: headUser.schoolId,
      otherSchool: ceresioUser.schoolId,
      driving: await courseOf(headUser.id, 'Leçon de conduite'),
      moto: await courseOf(headUser.id, 'Cours de base moto'),
    });
    monitorLicence = await giveLicence(ids.monitor, 'MONI-2024-TEST-0001', ['admin', 'finance', 'statistics']);
    await giveLicence(ids.ceresio, 'CERE-2024-TEST-0001', ['admin', 'finance', 'statistics']);
    head = bearer(await tokenFor(t().app, 'head@demo.ch'));
    monitor = bearer(await tokenFor(t().app, 'monitor@demo.ch'));
    ceresio = bearer(await tokenFor(t().app, 'ceresio@demo.ch'));

    const [student] = await db.select({ id: students.id }).from(students).where(eq(students.schoolId, ids.school));
    if (!student) throw new Error('the demo school has no student');
    const ofHead = { monitorId: ids.head, schoolId: ids.school, studentId: student.id };
    const ofMonitor = { monitorId: ids.monitor, schoolId: ids.school, studentId: student.id };
    const driving = { courseId: ids.driving, priceCentimes: 9_000 };
    const moto = { courseId: ids.moto, priceCentimes: 25_000 };
    await insertEndedLessons(db, [
      // 00:30 on 1 March in Zurich: in March.
      { ...ofHead, ...driving, startedAt: at('2024-02-29T23:30:00Z'), paid: true },
      { ...ofHead, ...driving, startedAt: at('2024-03-04T08:00:00Z') },
      // The appointment's own price, CHF 120: a row of its own.
      { ...ofHead, ...driving, priceCentimes: 12_000, startedAt: at('2024-03-05T08:00:00Z'), paid: true },
      { ...ofHead, ...driving, startedAt: at('2024-03-06T08:00:00Z'), offered: true },
      { ...ofHead, ...moto, startedAt: at('2024-03-07T08:00:00Z'), paid: true },
      // Without a type nor a price: counted, worth nothing.
      { ...ofHead, courseId: null, priceCentimes: null, startedAt: at('2024-03-08T08:00:00Z'), paid: true },
      { ...ofMonitor, ...driving, startedAt: at('2024-03-11T08:00:00Z'), paid: true },
      { ...ofMonitor, ...moto, startedAt: at('2024-03-12T08:00:00Z') },
      { ...ofMonitor, ...moto, startedAt: at('2024-03-13T08:00:00Z'), offered: true },
      // 00:30 on 1 April in Zurich: out of March.
      { ...ofHead, ...driving, startedAt: at('2024-03-31T22:30:00Z'), paid: true },
      // Still under way: not counted.
      { ...ofMonitor, ...moto, startedAt: at('2024-03-20T08:00:00Z'), ongoing: true },
      // Another school's.
      {
        monitorId: ids.ceresio,
        schoolId: ids.otherSchool,
        studentId: student.id,
        ...driving,
        startedAt: at('2024-03-14T08:00:00Z'),
        paid: true,
      },
    ]);

    const articleOf = async (ownerId: string, code?: string) => {
      const [article] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.ownerId, ownerId), code ? eq(articles.code, code) : undefined));
      if (!article) throw new Error(`no article ${code ?? ''}`);
      return article.id;
    };
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: monitor,
      payload: { kind: 'sms_pack', smsCount: 10, price: 5, labelFr: 'SMS du moniteur', labelIt: 'SMS del monitore' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t().app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: ceresio,
      payload: { kind: 'sms_pack', smsCount: 10, price: 5, labelFr: 'SMS Ceresio', labelIt: 'SMS Ceresio' },
    });
    const buyer = { firstname: 'Anna', name: 'Kaufmann', email: 'anna.kaufmann@example.com' };
    const orders = [
      insertShopOrder(db, {
        articleId: await articleOf(ids.head, 'Theo30'),
        buyer,
        quantity: 2,
        paymentMode: 'card',
        status: 'paid',
        createdAt: at('2024-03-03T10:00:00Z'),
      }),
      insertShopOrder(db, {
        articleId: await articleOf(ids.head, 'Pack01'),
        buyer,
        voucherAvailable: 500,
        paymentMode: 'invoice',
        status: 'awaiting_payment',
        createdAt: at('2024-03-10T09:00:00Z'),
      }),
      insertShopOrder(db, {
        articleId: await articleOf(ids.head, 'Theo01'),
        buyer,
        paymentMode: 'card',
        status: 'cancelled',
        createdAt: at('2024-03-11T09:00:00Z'),
      }),
      insertShopOrder(db, {
        articleId: await articleOf(ids.monitor),
        buyer,
        paymentMode: 'card',
        status: 'paid',
        createdAt: at('2024-03-15T12:00:00Z'),
      }),
      insertShopOrder(db, {
        articleId: await articleOf(ids.head, 'Theo01'),
        buyer,
        paymentMode: 'card',
        status: 'paid',
        createdAt: at('2024-04-02T12:00:00Z'),
      }),
      insertShopOrder(db, {
        articleId: await articleOf(ids.ceresio),
        buyer,
        paymentMode: 'invoice',
        status: 'awaiting_payment',
        createdAt: at('2024-03-20T12:00:00Z'),
      }),
    ];
    const written = await Promise.all(orders);
    const rows = await db
      .select()
      .from(shopOrders)
      .where(
        inArray(
          shopOrders.id,
          written.map((order) => order.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [card, invoice, , ofMonitorOrder] = written.map((order) => byId.get(order.id));
    if (!card || !invoice || !ofMonitorOrder) throw new Error('the orders were not written');
    Object.assign(orderTotals, {
      paid: card.total + ofMonitorOrder.total,
      open: invoice.total,
      voucher: invoice.voucherAmount,
      monitorPaid: ofMonitorOrder.total,
    });
    const voucher = {
      ownerId: ids.head,
      schoolId: ids.school,
      available: 5_000,
      validFrom: '2024-03-01',
      validTo: '2026-03-01',
    };
    await db.insert(vouchers).values([
      { ...voucher, code: 'TURNOVERTEST1', amount: 5_000, createdAt: at('2024-03-18T10:00:00Z') },
      { ...voucher, code: 'TURNOVERTEST2', amount: 2_000, available: 2_000, createdAt: at('2024-04-18T10:00:00Z') },
    ]);
  });

  const figures = (lessons: number, total: number, collected: number, notCollected: number, free: number) =>
    ({ lessons, total, collected, notCollected, free }) satisfies TurnoverFigures;

  it("gives the school's head every column per lesson type and price, to the centime, per monitor, with the shop", async () => {
    const answer = await turnover(head, MARCH);
    expect(answer).toMatchObject({ from: '2024-03-01', to: '2024-03-31', condensed: false });
    expect(answer.rows).toEqual([
      { courseId: ids.moto, course: 'Cours de base moto', price: 250, ...figures(3, 500, 250, 250, 1) },
      { courseId: ids.driving, course: 'Leçon de conduite', price: 90, ...figures(4, 270, 180, 90, 1) },
      { courseId: ids.driving, course: 'Leçon de conduite', price: 120, ...figures(1, 120, 120, 0, 0) },
      { courseId: null, course: null, price: null, ...figures(1, 0, 0, 0, 0) },
    ]);
    expect(answer.totals).toEqual(figures(9, 890, 550, 340, 2));
    expect(answer.monitors).toEqual([
      { monitorId: ids.head, name: 'Hélène Chef', ...figures(6, 550, 460, 90, 1) },
      { monitorId: ids.monitor, name: 'Marco Rossi', ...figures(3, 340, 90, 250, 1) },
    ]);
    expect(answer.shop).toEqual({
      orders: 3,
      total: (orderTotals.paid + orderTotals.open) / 100,
      collected: orderTotals.paid / 100,
      notCollected: orderTotals.open / 100,
      vouchersIssued: 1,
      vouchersIssuedValue: 50,
      vouchersRedeemed: orderTotals.voucher / 100,
    });
    expect(answer.months).toEqual([{ month: '2024-03', collected: 550, notCollected: 340 }]);
  });

  it('condenses to one row per lesson type with the same totals; a price only where every lesson had it', async () => {
    const detailed = await turnover(head, MARCH);
    const condensed = await turnover(head, `${MARCH}&condensed=true`);
    expect(condensed.condensed).toBe(true);
    expect(condensed.rows).toEqual([
      { courseId: ids.moto, course: 'Cours de base moto', price: 250, ...figures(3, 500, 250, 250, 1) },
      { courseId: ids.driving, course: 'Leçon de conduite', price: null, ...figures(5, 390, 300, 90, 1) },
      { courseId: null, course: null, price: null, ...figures(1, 0, 0, 0, 0) },
    ]);
    expect(condensed.totals).toEqual(detailed.totals);
    const summed = (rows: TurnoverFigures[]) =>
      rows.reduce(
        (sum, row) =>
          figures(
            sum.lessons + row.lessons,
            Math.round((sum.total + row.total) * 100) / 100,
            Math.round((sum.collected + row.collected) * 100) / 100,
            Math.round((sum.notCollected + row.notCollected) * 100) / 100,
            sum.free + row.free,
          ),
        figures(0, 0, 0, 0, 0),
      );
    expect(summed(condensed.rows)).toEqual(detailed.totals);
    expect(summed(detailed.rows)).toEqual(detailed.totals);
    expect(summed(detailed.monitors)).toEqual(detailed.totals);
  });

  it('gives a monitor his own lessons and sales only; the head the same when she picks him', async () => {
    const own = await turnover(monitor, MARCH);
    const expectedRows = [
      { courseId: ids.moto, course: 'Cours de base moto', price: 250, ...figures(2, 250, 0, 250, 1) },
      { courseId: ids.driving, course: 'Leçon de conduite', price: 90, ...figures(1, 90, 90, 0, 0) },
    ];
    expect(own.rows).toEqual(expectedRows);
    expect(own.totals).toEqual(figures(3, 340, 90, 250, 1));
    expect(own.monitors).toEqual([]);
    const monitorPaid = orderTotals.monitorPaid / 100;
    expect(own.shop).toEqual({
      orders: 1,
      total: monitorPaid,
      collected: monitorPaid,
      notCollected: 0,
      vouchersIssued: 0,
      vouchersIssuedValue: 0,
      vouchersRedeemed: 0,
    });
    expect((await turnover(monitor, `${MARCH}&monitorId=${ids.monitor}`)).rows).toEqual(expectedRows);

    const picked = await turnover(head, `${MARCH}&monitorId=${ids.monitor}`);
    expect(picked.rows).toEqual(expectedRows);
    expect(picked.shop).toEqual(own.shop);
    expect(picked.monitors).toEqual([{ monitorId: ids.monitor, name: 'Marco Rossi', ...figures(3, 340, 90, 250, 1) }]);
  });

  it('gives the months of the range, those without lessons at nothing', async () => {
    const answer = await turnover(head, 'from=2024-02-01&to=2024-04-30');
    expect(answer.months).toEqual([
      { month: '2024-02', collected: 0, notCollected: 0 },
      { month: '2024-03', collected: 550, notCollected: 340 },
      { month: '2024-04', collected: 90, notCollected: 0 },
    ]);
  });

  it('settles a lesson given in an appointment as the appointment says (the calendar marks it paid or owed)', async () => {
    const db = t().database.db;
    const [calendar] = await db.select({ id: calendars.id }).from(calendars).where(eq(calendars.ownerId, ids.head));
    const [student] = await db.select({ id: students.id }).from(students).where(eq(students.schoolId, ids.school));
    if (!calendar || !student) throw new Error('the head has no calendar or student');
    const booked = (startsAt: string, paid: boolean) => ({
      ownerId: ids.head,
      schoolId: ids.school,
      calendarId: calendar.id,
      courseId: ids.driving,
      startsAt: at(startsAt),
      endsAt: new Date(at(startsAt).getTime() + 3_600_000),
      allowOverlap: true,
      paid,
    });
    const [markedPaid, markedOwed] = await db
      .insert(appointments)
      .values([booked('2024-05-06T08:00:00Z', true), booked('2024-05-07T08:00:00Z', false)])
      .returning({ id: appointments.id });
    const lesson = { monitorId: ids.head, schoolId: ids.school, studentId: student.id, courseId: ids.driving };
    await insertEndedLessons(db, [
      { ...lesson, priceCentimes: 9_000, startedAt: at('2024-05-06T08:00:00Z'), appointmentId: markedPaid?.id },
      {
        ...lesson,
        priceCentimes: 9_000,
        startedAt: at('2024-05-07T08:00:00Z'),
        paid: true,
        appointmentId: markedOwed?.id,
      },
    ]);
    const may = await turnover(head, 'from=2024-05-01&to=2024-05-31');
    expect(may.totals).toEqual(figures(2, 180, 90, 90, 0));
  });

  it('adds the lessons’ charges per infrastructure, settled as their lesson, a free lesson’s worth nothing', async () => {
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/infrastructures',
      headers: head,
      payload: { name: 'Piste de Lignières', price: 30, autoInvoice: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const track = created.json().data.id as string;
    const [student] = await t()
      .database.db.select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, ids.school));
    if (!student) throw new Error('the demo school has no student');
    const ofHead = { monitorId: ids.head, schoolId: ids.school, studentId: student.id, courseId: ids.driving };
    const driving = { ...ofHead, priceCentimes: 9_000 };
    const onTrack = (amountCentimes: number) => [
      { infrastructureId: track, label: 'Piste de Lignières', amountCentimes },
    ];
    await insertEndedLessons(t().database.db, [
      { ...driving, startedAt: at('2024-06-03T08:00:00Z'), paid: true, charges: onTrack(3_000) },
      { ...driving, startedAt: at('2024-06-04T08:00:00Z'), charges: onTrack(3_000) },
      { ...driving, startedAt: at('2024-06-05T08:00:00Z'), offered: true, charges: onTrack(3_000) },
      // The track dearer since: the row has no single price.
      { ...driving, startedAt: at('2024-06-06T08:00:00Z'), paid: true, charges: onTrack(4_000) },
      // A deleted infrastructure's charge keeps its name; the monitor's.
      {
        ...ofHead,
        monitorId: ids.monitor,
        courseId: ids.moto,
        priceCentimes: 25_000,
        startedAt: at('2024-06-07T08:00:00Z'),
        charges: [{ infrastructureId: null, label: 'Halle fermée', amountCentimes: 2_000 }],
      },
    ]);
    const JUNE = 'from=2024-06-01&to=2024-06-30';
    const charges = (uses: number, total: number, collected: number, notCollected: number) => ({
      uses,
      total,
      collected,
      notCollected,
    });
    const answer = await turnover(head, JUNE);
    expect(answer.infrastructures).toEqual([
      { infrastructureId: null, name: 'Halle fermée', price: 20, ...charges(1, 20, 0, 20) },
      { infrastructureId: track, name: 'Piste de Lignières', price: null, ...charges(4, 100, 70, 30) },
    ]);
    expect(answer.infrastructureTotals).toEqual(charges(5, 120, 70, 50));
    // The lessons' own figures are their prices alone.
    expect(answer.totals).toEqual(figures(5, 520, 180, 340, 1));
    expect((await turnover(head, `${JUNE}&condensed=true`)).infrastructures).toEqual(answer.infrastructures);
    expect((await turnover(monitor, JUNE)).infrastructures).toEqual([answer.infrastructures[0]]);
    expect((await turnover(head, MARCH)).infrastructures).toEqual([]);

    const csv = await get(head, `/api/accounting/turnover/export?${JUNE}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trimEnd().split('\r\n');
    const section = lines.indexOf('Infrastructures');
    expect(section).toBeGreaterThan(0);
    expect(lines.slice(section + 1, section + 4)).toEqual([
      'Halle fermée;20.00;1;20.00;0.00;20.00;',
      'Piste de Lignières;;4;100.00;70.00;30.00;',
      'Total;;5;120.00;70.00;50.00;',
    ]);
  });

  it("keeps other schools' and other monitors' figures out", async () => {
    const other = await turnover(ceresio, MARCH);
    expect(other.totals).toEqual(figures(1, 90, 90, 0, 0));
    expect(other.shop.orders).toBe(1);
    const foreign = await get(ceresio, `/api/accounting/turnover?${MARCH}&monitorId=${ids.monitor}`);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await get(ceresio, `/api/accounting/turnover/export?${MARCH}&format=csv&monitorId=${ids.head}`)).statusCode,
    ).toBe(404);
    const colleague = await get(monitor, `/api/accounting/turnover?${MARCH}&monitorId=${ids.head}`);
    expect(colleague.statusCode).toBe(404);
    expect((await get(head, `/api/accounting/turnover?${MARCH}&monitorId=${ids.ceresio}`)).statusCode).toBe(404);
    for (const email of ['employee@demo.ch', 'student@demo.ch']) {
      const refused = await get(bearer(await tokenFor(t().app, email)), `/api/accounting/turnover?${MARCH}`);
      expect(refused.statusCode).toBe(403);
    }
  });

  it('exports the same figures as a workbook and a CSV file, in the reader’s language', async () => {
    const answer = await turnover(head, MARCH);
    const xlsx = await get(head, `/api/accounting/turnover/export?${MARCH}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="turnover-2024-03-01-2024-03-31.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const cells: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      // Empty cells are holes in exceljs's values: read as null.
      cells.push(Array.from(row.values as unknown[], (value) => (value === '' ? null : (value ?? null))).slice(1));
    });
    expect(cells[0]).toEqual([
      'Type de leçon',
      'Prix par leçon (CHF)',
      'Nombre de leçons',
      'Montant total (CHF)',
      'Montant encaissé (CHF)',
      'Montant non encaissé (CHF)',
      'Leçons gratuites',
    ]);
    const line = (label: string, price: number | null, row: TurnoverFigures) => [
      label,
      price,
      row.lessons,
      row.total,
      row.collected,
      row.notCollected,
      row.free,
    ];
    const trimmed = (row: unknown[] | undefined) => {
      const copy = [...(row ?? [])];
      while (copy.length > 0 && copy.at(-1) === null) copy.pop();
      return copy;
    };
    const expected = [
      ...answer.rows.map((row) => line(row.course ?? 'Sans type', row.price, row)),
      line('Total', null, answer.totals),
      [],
      ['Par moniteur'],
      ...answer.monitors.map((row) => line(row.name, null, row)),
      [],
      ['Boutique'],
      ['Commandes', null, answer.shop.orders, answer.shop.total, answer.shop.collected, answer.shop.notCollected],
      ['Bons cadeaux émis', null, 1, 50],
      ['Payé par bons cadeaux', null, null, answer.shop.vouchersRedeemed],
    ];
    expect(cells.slice(1).map(trimmed)).toEqual(expected.map(trimmed));

    const csv = await get(monitor, `/api/accounting/turnover/export?${MARCH}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // monitor@demo.ch reads Italian.
    expect(lines[0]).toBe(
      'Tipo di lezione;Prezzo per lezione (CHF);Numero di lezioni;Importo totale (CHF);Importo incassato (CHF);Importo non incassato (CHF);Lezioni gratuite',
    );
    expect(lines.slice(1, 4)).toEqual([
      'Cours de base moto;250.00;2;250.00;0.00;250.00;1',
      'Leçon de conduite;90.00;1;90.00;90.00;0.00;0',
      'Totale;;3;340.00;90.00;250.00;1',
    ]);
  });

  it('wants the finance licence, and the statistics licence for the months and the exports', async () => {
    await setMonitorModules(['admin']);
    const noFinance = await get(monitor, `/api/accounting/turnover?${MARCH}`);
    expect(noFinance.statusCode).toBe(403);
    expect(noFinance.json().error.code).toBe('finance_licence_required');
    await setMonitorModules(['admin', 'finance']);
    expect((await turnover(monitor, MARCH)).months).toBeNull();
    const noStatistics = await get(monitor, `/api/accounting/turnover/export?${MARCH}&format=xlsx`);
    expect(noStatistics.statusCode).toBe(403);
    expect(noStatistics.json().error.code).toBe('statistics_licence_required');
    await setMonitorModules([]);
    const noAdmin = await get(monitor, `/api/accounting/turnover?${MARCH}`);
    expect(noAdmin.statusCode).toBe(403);
    expect(noAdmin.json().error.code).toBe('admin_licence_required');
    await setMonitorModules(['admin', 'finance', 'statistics']);
  });

  it('refuses a bad query naming the field', async () => {
    const fields = async (query: string) => {
      const answer = await get(head, `/api/accounting/turnover?${query}`);
      expect(answer.statusCode).toBe(400);
      return answer.json().error.details.map((detail: { field: string }) => detail.field);
    };
    expect(await fields('from=2024-03-31&to=2024-03-01')).toEqual(['querystring.to']);
    expect(await fields('from=2024-02-30&to=2024-03-01')).toEqual(['querystring.from']);
    expect(await fields('from=01.03.2024&to=2024-03-31')).toEqual(['querystring.from']);
    expect(await fields('from=2010-01-01&to=2024-03-31')).toEqual(['querystring.to']);
    expect(await fields(`${MARCH}&monitorId=nobody`)).toEqual(['querystring.monitorId']);
    expect(await fields(`${MARCH}&condensed=yes`)).toEqual(['querystring.condensed']);
    const badFormat = await get(head, `/api/accounting/turnover/export?${MARCH}&format=pdf`);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.details.map((detail: { field: string }) => detail.field)).toEqual([
      'querystring.format',
    ]);
  });
});
