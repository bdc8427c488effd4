import { randomUUID } from 'node:crypto';
import { schoolMonthBounds } from '@ds/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  calendars,
  licences,
  messages,
  schools,
  storedFiles,
  studentMonitors,
  students,
  users,
} from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { hashPassword } from '../../../lib/passwords';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

const HOUR = 60 * 60 * 1000;

describe('product administration: the clients', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    admin = bearer(await tokenFor(t().app, 'admin@demo.ch'));
  });
  const db = () => t().database.db;
  const get = (url: string, headers = admin) => t().app.inject({ url, headers });

  async function addUser(values: Partial<typeof users.$inferInsert> & { email: string }) {
    const [user] = await db()
      .insert(users)
      .values({
        role: 'monitor',
        firstname: 'Test',
        name: 'Person',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        confirmedAt: new Date(),
        ...values,
      })
      .returning();
    if (!user) throw new Error('user not written');
    return user;
  }

  it('is the product administrator’s alone, and his only once he signs in with two factors', async () => {
    await addUser({ email: 'second-admin@demo.ch', role: 'admin' });
    const withoutTwoFactor = await get('/api/admin/clients', bearer(await tokenFor(t().app, 'second-admin@demo.ch')));
    expect(withoutTwoFactor.statusCode).toBe(403);
    expect(withoutTwoFactor.json().error.code).toBe('two_factor_setup_required');
    for (const email of ['head@demo.ch', 'fre@demo.ch', 'monitor@demo.ch', 'employee@demo.ch', 'student@demo.ch']) {
      const headers = bearer(await tokenFor(t().app, email));
      for (const url of ['/api/admin/clients', `/api/admin/clients/${randomUUID()}`]) {
        const refused = await get(url, headers);
        expect(refused.statusCode, `${email} ${url}`).toBe(403);
        expect(refused.json().error.code).toBe('forbidden');
      }
    }
    expect((await get('/api/admin/clients', {})).statusCode).toBe(401);
  });

  it('lists the schools and the monitors without one by name, searched and paged by 25', async () => {
    const all = (await get('/api/admin/clients')).json();
    const byName = new Map(all.data.map((client: { name: string }) => [client.name, client]));
    expect(byName.get('Auto-école Démo')).toMatchObject({
      kind: 'school',
      email: 'contact@auto-ecole-demo.ch',
      head: { name: 'Hélène Chef', email: 'head@demo.ch' },
      memberCount: 3,
      blocked: false,
      licences: { activeModules: ['admin', 'didactic', 'finance', 'statistics'] },
    });
    expect(byName.get('Fritz Frei')).toMatchObject({ kind: 'solo', email: 'fre@demo.ch', memberCount: 1 });
    // The administrator himself and a learner without a school are no clients.
    const emails = all.data.map((client: { email: string }) => client.email);
    expect(emails).not.toContain('admin@demo.ch');
    expect(emails).not.toContain('learner@demo.ch');

    for (let index = 0; index < 26; index += 1) {
      await addUser({
        email: `solo-${index}@paging.test`,
        firstname: 'Solo',
        name: `Paging ${String(index).padStart(2, '0')}`,
      });
    }
    const first = (await get('/api/admin/clients?q=paging.TEST')).json();
    expect(first.page).toEqual({ total: 26, offset: 0, limit: 25 });
    expect(first.data).toHaveLength(25);
    expect(first.data[0].name).toBe('Solo Paging 00');
    const second = (await get('/api/admin/clients?q=paging.test&page=2')).json();
    expect(second.data.map((client: { name: string }) => client.name)).toEqual(['Solo Paging 25']);
    expect(second.page.total).toBe(26);
    expect((await get('/api/admin/clients?q=paging.test&page=3')).json()).toMatchObject({
      data: [],
      page: { total: 26, offset: 50 },
    });

    // A school by its name, its city, or one of its people.
    const names = async (q: string) =>
      (await get(`/api/admin/clients?q=${encodeURIComponent(q)}`)).json().data.map((c: { name: string }) => c.name);
    expect(await names('ceresio')).toEqual(['Scuola guida Ceresio']);
    expect(await names('Lugano')).toEqual(['Scuola guida Ceresio']);
    expect(await names('monitor@demo.ch')).toEqual(['Auto-école Démo']);
    expect(await names('Marco Rossi')).toEqual(['Auto-école Démo']);
    // LIKE's wildcards are taken literally.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);

    const tooLong = await get(`/api/admin/clients?q=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].field).toBe('querystring.q');
  });

  it("counts a client's use from its people's records: students, this month's appointments and SMS, files", async () => {
    const now = new Date();
    const month = schoolMonthBounds(now);
    const [school] = await db().insert(schools).values({ name: 'Usage Fahrschule', city: 'Bern' }).returning();
    if (!school) throw new Error('school not written');
    const head = await addUser({ email: 'usage-head@demo.ch', schoolId: school.id, isSchoolHead: true });
    const monitor = await addUser({ email: 'usage-monitor@demo.ch', schoolId: school.id, firstname: 'Uma' });
    await addUser({ email: 'usage-learner@demo.ch', schoolId: school.id, role: 'user' });

    // Students: three managed, one archived left out.
    const owned = [head.id, head.id, monitor.id, monitor.id];
    for (const [index, ownerId] of owned.entries()) {
      const [student] = await db()
        .insert(students)
        .values({ schoolId: school.id, name: `Student ${index}`, archivedAt: index === 3 ? now : null })
        .returning();
      if (!student) throw new Error('student not written');
      await db().insert(studentMonitors).values({ studentId: student.id, monitorId: ownerId, access: 'owner' });
    }
    // Appointments: two this month (one each), one the month before.
    for (const [ownerId, startsAt] of [
      [head.id, new Date(month.start.getTime() + HOUR)],
      [monitor.id, new Date(month.start.getTime() + 3 * HOUR)],
      [head.id, new Date(month.start.getTime() - 5 * HOUR)],
    ] as const) {
      const [calendar] = await db()
        .insert(calendars)
        .values({ ownerId, schoolId: school.id, label: 'Cal', colour: '#000000' })
        .returning();
      if (!calendar) throw new Error('calendar not written');
      await db()
        .insert(appointments)
        .values({
          ownerId,
          schoolId: school.id,
          calendarId: calendar.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR),
        });
    }
    // Files in the store: 1,500 bytes.
    for (const [ownerId, size] of [
      [head.id, 1000],
      [monitor.id, 500],
    ] as const) {
      await db().insert(storedFiles).values({
        ownerId,
        schoolId: school.id,
        mimeType: 'application/pdf',
        size,
        name: 'a.pdf',
        storageKey: randomUUID(),
      });
    }
    // SMS: two sent this month, one failed, one sent the month before.
    const sms = (ownerId: string, status: 'sent' | 'delivered' | 'failed', sentAt: Date | null) => ({
      ownerId,
      schoolId: school.id,
      channel: 'sms' as const,
      kind: 'other' as const,
      recipient: '+41790000099',
      body: 'Hello',
      status,
      sentAt,
    });
    await db()
      .insert(messages)
      .values([
        sms(head.id, 'sent', now),
        sms(monitor.id, 'delivered', new Date(month.start.getTime() + HOUR)),
        sms(head.id, 'failed', null),
        sms(head.id, 'sent', new Date(month.start.getTime() - HOUR)),
      ]);
    // Licences: one running, one expired whose end is not the latest.
    const end = new Date(now.getTime() + 30 * 24 * HOUR);
    await db()
      .insert(licences)
      .values([
        {
          keyHash: randomUUID(),
          keyHint: 'USE1',
          modules: ['admin', 'finance'],
          durationDays: 60,
          userId: head.id,
          activatedAt: new Date(now.getTime() - 30 * 24 * HOUR),
          endsAt: end,
        },
        {
          keyHash: randomUUID(),
          keyHint: 'USE2',
          modules: ['didactic'],
          durationDays: 10,
          userId: monitor.id,
          activatedAt: new Date(now.getTime() - 40 * 24 * HOUR),
          endsAt: new Date(now.getTime() - 30 * 24 * HOUR),
        },
      ]);

    const [client] = (await get('/api/admin/clients?q=usage%20fahrschule')).json().data;
    expect(client).toEqual({
      id: school.id,
      kind: 'school',
      name: 'Usage Fahrschule',
      email: null,
      head: { id: head.id, name: 'Test Person', email: 'usage-head@demo.ch' },
      memberCount: 2,
      blocked: false,
      blockedMembers: 0,
      licences: { activeModules: ['admin', 'finance'], latestEnd: end.toISOString() },
      usage: { students: 3, appointmentsThisMonth: 2, storageBytes: 1500, smsSentThisMonth: 2 },
    });

    const detail = (await get(`/api/admin/clients/${school.id}`)).json().data;
    expect(detail.usage).toEqual(client.usage);
    expect(detail.members.map((member: { email: string }) => member.email)).toEqual([
      'usage-head@demo.ch',
      'usage-monitor@demo.ch',
    ]);
    expect(detail.licenceList).toEqual([
      expect.objectContaining({
        key: '••••-••••-••••-USE1',
        status: 'activated',
        holder: { id: head.id, name: 'Test Person' },
      }),
      expect.objectContaining({ key: '••••-••••-••••-USE2', status: 'expired', modules: ['didactic'] }),
    ]);
  });

  it('shows one client in full: people with their last sign-in, licences masked, SMS credits, orders', async () => {
    const [demo] = (await get('/api/admin/clients?q=Auto-école')).json().data;
    const detail = await get(`/api/admin/clients/${demo.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json().data;
    expect(body.members.map((member: { email: string }) => member.email).sort()).toEqual([
      'employee@demo.ch',
      'head@demo.ch',
      'monitor@demo.ch',
    ]);
    const head = body.members.find((member: { email: string }) => member.email === 'head@demo.ch');
    expect(head).toMatchObject({ role: 'monitor', schoolHead: true, blocked: false, blockedReason: null });
    // The tests opened sessions for the head: his last sign-in is known.
    expect(head.lastSignInAt).not.toBeNull();
    expect(body.licenceList.map((licence: { key: string }) => licence.key)).toContain('••••-••••-••••-0001');
    expect(JSON.stringify(body)).not.toContain('HEAD-2026-DEMO');
    expect(body.smsCredits.monthlyAllowance).toBe(10_000);
    expect(body.orders).toEqual([]);

    const fre = (await get('/api/admin/clients?q=fre@demo.ch')).json().data[0];
    expect((await get(`/api/admin/clients/${fre.id}`)).json().data).toMatchObject({
      kind: 'solo',
      members: [{ email: 'fre@demo.ch', role: 'fre' }],
    });
    // Someone who is no client (a learner), or nothing at all.
    const learner = (await t().database.executeSql("select id from users where email = 'learner@demo.ch'", []))
      .rows[0] as { id: string };
    expect((await get(`/api/admin/clients/${learner.id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/clients/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/admin/clients/not-an-id')).statusCode).toBe(400);
  });
});
