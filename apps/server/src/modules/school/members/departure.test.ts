import { dayPlus, schoolDateTime, schoolDay } from '@ds/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointments,
  articles,
  auditEvents,
  calendarShares,
  calendars,
  shopOrders,
  users,
  vouchers,
} from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { hashPassword } from '../../../lib/passwords';
import { multipartFile } from '../../../test/multipart';
import { addDemoEmployee } from '../../../test/school-test-data';
import { bearer, tokenFor } from '../../../test/sign-in';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

const inDays = (days: number, time: string) => schoolDateTime(dayPlus(schoolDay(new Date()), days), time).toISOString();

describe('leaving a school, handing appointments over', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const db = () => t().database.db;
  const userOf = async (email: string) => {
    const [user] = await db().select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(email);
    return user;
  };
  const studentsListed = async (email: string) =>
    ((await call(email, 'GET', '/api/students?pageSize=100&archived=true')).json().data as { id: string }[]).map(
      (student) => student.id,
    );

  /** A monitor of the demo school, set up as a signed-up one is (main calendar, lesson course, cards). */
  const addMonitor = async (email: string) => {
    const head = await userOf('head@demo.ch');
    const [monitor] = await db()
      .insert(users)
      .values({
        email,
        role: 'monitor',
        firstname: 'Paul',
        name: email.split('@')[0] ?? 'Monitor',
        schoolId: head.schoolId,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        confirmedAt: new Date(),
      })
      .returning();
    if (!monitor) throw new Error('no monitor');
    await t().app.accountSetup(db(), monitor);
    return monitor;
  };

  it('hands his students and future appointments to another instructor, and leaves with his own records', async () => {
    const leaving = await addMonitor('paul.partant@example.ch');
    const head = await userOf('head@demo.ch');
    const studentId = await createStudentAs(() => t().app, 'paul.partant@example.ch');
    const booked = await call('paul.partant@example.ch', 'POST', '/api/appointments', {
      title: 'Leçon de Paul',
      start: inDays(40, '05:00'),
      end: inDays(40, '06:00'),
      studentIds: [studentId],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const pdf = multipartFile('file', 'fiche-paul.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const uploaded = await t().app.inject({
      method: 'POST',
      url: '/api/resources/upload',
      payload: pdf.payload,
      headers: { ...pdf.headers, ...bearer(await tokenFor(t().app, 'paul.partant@example.ch')) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const toEmployee = await call('paul.partant@example.ch', 'POST', '/api/school/leave', {
      students: 'transfer',
      transferTo: (await userOf('employee@demo.ch')).id,
    });
    expect(toEmployee.json().error.details[0].field).toBe('body.transferTo');

    const left = await call('paul.partant@example.ch', 'POST', '/api/school/leave', {
      students: 'transfer',
      transferTo: head.id,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toEqual({ studentsMoved: 1, appointmentsMoved: 1, newSchool: null });
    expect(await studentsListed('head@demo.ch')).toContain(studentId);
    const sheet = (await call('head@demo.ch', 'GET', `/api/students/${studentId}`)).json().data;
    expect(sheet.monitors).toEqual([expect.objectContaining({ id: head.id, access: 'owner' })]);
    const [moved] = await db().select().from(appointments).where(eq(appointments.id, booked.json().data.id));
    const [headMain] = await db()
      .select()
      .from(calendars)
      .where(and(eq(calendars.ownerId, head.id), eq(calendars.main, true)));
    expect(moved).toMatchObject({ calendarId: headMain?.id, monitorId: head.id });
    expect(await userOf('paul.partant@example.ch')).toMatchObject({ schoolId: null, isSchoolHead: false });
    // His library resource stays with the school, handed to an administrator with its file (and its quota).
    const kept = (await call('head@demo.ch', 'GET', '/api/resources'))
      .json()
      .data.items.find((item: { id: string }) => item.id === uploaded.json().data.id);
    expect(kept).toMatchObject({ mine: true, owner: { id: head.id } });
    expect((await t().app.inject({ method: 'GET', url: kept.file.url })).statusCode).toBe(200);
    expect((await call('paul.partant@example.ch', 'GET', '/api/resources')).json().data).toMatchObject({
      items: [],
      quota: { usedBytes: 0 },
    });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'school.left'), eq(auditEvents.userId, leaving.id)));
    expect(audit).toMatchObject({ schoolId: head.schoolId, details: { studentsMoved: 1, appointmentsMoved: 1 } });
  });

  it('takes his students with him to a school of his own, and nothing of his stays shared with the school', async () => {
    const monitor = await userOf('monitor@demo.ch');
    expect((await studentsListed('monitor@demo.ch')).length).toBeGreaterThan(0);

    const left = await call('monitor@demo.ch', 'POST', '/api/school/leave', { students: 'keep' });
    expect(left.statusCode, left.body).toBe(200);
    const { newSchool, studentsMoved } = left.json().data;
    expect(newSchool).toMatchObject({ name: 'Marco Rossi', administrator: true });
    expect(studentsMoved).toBeGreaterThan(0);

    const mine = await studentsListed('monitor@demo.ch');
    expect(mine.length).toBe(studentsMoved);
    const heads = await studentsListed('head@demo.ch');
    expect(mine.some((id) => heads.includes(id))).toBe(false);
    expect(await userOf('monitor@demo.ch')).toMatchObject({ schoolId: newSchool.id, isSchoolHead: true });
    const shares = await db()
      .select()
      .from(calendarShares)
      .innerJoin(calendars, eq(calendars.id, calendarShares.calendarId))
      .where(eq(calendarShares.monitorId, monitor.id));
    expect(shares).toEqual([]);
    const employeeSees = (await call('employee@demo.ch', 'GET', '/api/calendars')).json().data as {
      owner: { id: string };
    }[];
    expect(employeeSees.some((calendar) => calendar.owner.id === monitor.id)).toBe(false);
  });

  it("takes the articles he sells and the vouchers he sold along; the orders stay in the school's books", async () => {
    const head = await userOf('head@demo.ch');
    const schoolId = head.schoolId;
    /** An article, a voucher and a paid order of it at the demo school, sold by this monitor. */
    const shopOf = async (sellerId: string, code: string) => {
      const [article] = await db()
        .insert(articles)
        .values({ schoolId, ownerId: sellerId, code, kind: 'sms_pack', labelFr: 'SMS', price: 1000, smsCount: 10 })
        .returning();
      const [voucher] = await db()
        .insert(vouchers)
        .values({
          code: `${code}VOUCHER`,
          ownerId: sellerId,
          schoolId,
          amount: 5000,
          available: 5000,
          validFrom: '2026-01-01',
          validTo: '2099-12-31',
        })
        .returning();
      const [order] = await db()
        .insert(shopOrders)
        .values({
          series: schoolId ?? '',
          number: `${code}-1`,
          sellerId,
          schoolId,
          articleId: article?.id ?? '',
          buyerFirstname: 'Léa',
          buyerName: 'Achat',
          buyerEmail: 'lea@example.ch',
          buyerLanguage: 'fr',
          quantity: 1,
          unitPrice: 1000,
          subtotal: 1000,
          vat: 0,
          total: 1000,
          due: 1000,
          paymentMode: 'invoice',
          status: 'paid',
          accessTokenHash: `${code}-token`,
          termsAcceptedAt: new Date(),
        })
        .returning();
      return { articleId: article?.id ?? '', voucherId: voucher?.id ?? '', orderId: order?.id ?? '' };
    };
    const schoolsOf = async (shop: { articleId: string; voucherId: string; orderId: string }) => {
      const [article] = await db().select().from(articles).where(eq(articles.id, shop.articleId));
      const [voucher] = await db().select().from(vouchers).where(eq(vouchers.id, shop.voucherId));
      const [order] = await db().select().from(shopOrders).where(eq(shopOrders.id, shop.orderId));
      return { article: article?.schoolId, voucher: voucher?.schoolId, order: order?.schoolId };
    };
    const solo = await addMonitor('solo.partant@example.ch');
    const soloShop = await shopOf(solo.id, 'Solo01');
    const founder = await addMonitor('fonde.partant@example.ch');
    const founderShop = await shopOf(founder.id, 'Fond01');
    const headShop = await shopOf(head.id, 'Head01');

    const alone = await call('solo.partant@example.ch', 'POST', '/api/school/leave', {
      students: 'transfer',
      transferTo: head.id,
    });
    expect(alone.statusCode, alone.body).toBe(200);
    const founded = await call('fonde.partant@example.ch', 'POST', '/api/school/leave', { students: 'keep' });
    expect(founded.statusCode, founded.body).toBe(200);

    expect(await schoolsOf(soloShop)).toEqual({ article: null, voucher: null, order: schoolId });
    const newSchoolId = founded.json().data.newSchool.id;
    expect(await schoolsOf(founderShop)).toEqual({ article: newSchoolId, voucher: newSchoolId, order: schoolId });
    expect(await schoolsOf(headShop)).toEqual({ article: schoolId, voucher: schoolId, order: schoolId });
    const headArticles = (await call('head@demo.ch', 'GET', '/api/articles')).json().data as { id: string }[];
    expect(headArticles.map((article) => article.id)).not.toContain(soloShop.articleId);
  });

  it('keeps an administrator: the last one cannot leave', async () => {
    const refused = await call('head@demo.ch', 'POST', '/api/school/leave', { students: 'keep' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('last_administrator');
    expect((await userOf('head@demo.ch')).isSchoolHead).toBe(true);
  });

  it("hands a leaving employee's future appointments to an instructor, unless they clash with his time", async () => {
    const employee = await addDemoEmployee(db(), 'agenda@demo.ch');
    const receiver = await addMonitor('recoit@example.ch');
    const own = await call('agenda@demo.ch', 'POST', '/api/appointments', {
      title: 'Entretien',
      start: inDays(20, '05:00'),
      end: inDays(20, '06:00'),
    });
    expect(own.statusCode, own.body).toBe(201);
    const busy = await call('recoit@example.ch', 'POST', '/api/appointments', {
      title: 'Occupé',
      start: inDays(20, '05:30'),
      end: inDays(20, '06:30'),
    });
    expect(busy.statusCode).toBe(201);
    const handover = (toMonitorId: string) =>
      call('head@demo.ch', 'POST', `/api/school/members/${employee.id}/appointments-handover`, { toMonitorId });

    const clash = await handover(receiver.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('monitor_busy');
    await call('recoit@example.ch', 'DELETE', `/api/appointments/${busy.json().data.id}`);
    const done = await handover(receiver.id);
    expect(done.json().data).toEqual({ moved: 1 });
    const [moved] = await db().select().from(appointments).where(eq(appointments.id, own.json().data.id));
    expect(moved?.monitorId).toBe(receiver.id);
    expect(
      (
        await call('ceresio@demo.ch', 'POST', `/api/school/members/${employee.id}/appointments-handover`, {
          toMonitorId: receiver.id,
        })
      ).statusCode,
    ).not.toBe(200);
  });
});
