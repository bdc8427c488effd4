import { dayPlus, schoolDay } from '@ds/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import {
  appointmentStudents,
  appointments,
  calendarShares,
  calendars,
  courses,
  lessonCharges,
  lessons,
  schools,
  studentExams,
  studentMonitors,
  students,
  users,
} from '../schema';
import { DEMO_PASSWORD, DEMO_USERS } from './demo';
import { seedDatabase } from './seed';

describe('seeding', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.dispose());

  it('holds the demo school and every demo login, hashed with argon2id', async () => {
    const rows = await t.database.db.select().from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_USERS.map((user) => user.email).sort());
    const head = rows.find((row) => row.email === 'head@demo.ch');
    expect(head?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(head?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('gives every demo monitor the default lesson, and the head a whole catalogue', async () => {
    const rows = await t.database.db
      .select({ email: users.email, label: courses.label, price: courses.priceCentimes })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.ownerId));
    expect(rows).toContainEqual({ email: 'monitor@demo.ch', label: 'Lezione di guida', price: 10_000 });
    expect(rows).toContainEqual({ email: 'ceresio@demo.ch', label: 'Lezione di guida', price: 10_000 });
    expect(rows.filter((row) => row.email === 'head@demo.ch').map((row) => row.label)).toEqual(
      expect.arrayContaining([
        'Leçon de conduite',
        'Cours de base moto',
        'Cours de sensibilisation (VKU)',
        'Cours de premiers secours',
      ]),
    );
  });

  it('holds 40 demo students across the head and monitor@demo.ch, student@demo.ch among the head’s', async () => {
    const db = t.database.db;
    const rows = await db.select().from(students);
    expect(rows).toHaveLength(40);
    expect(rows.filter((row) => row.archivedAt)).toHaveLength(5);
    expect(rows.filter((row) => row.passedAt)).toHaveLength(6);
    expect(rows.every((row) => /^\d{8,12}$/.test(row.faber ?? '') && row.searchText.includes(row.faber ?? ''))).toBe(
      true,
    );
    const links = await db
      .select({ email: users.email, access: studentMonitors.access, status: studentMonitors.status })
      .from(studentMonitors)
      .innerJoin(users, eq(users.id, studentMonitors.monitorId));
    const owners = links.filter((link) => link.access === 'owner');
    expect(owners.filter((link) => link.email === 'head@demo.ch')).toHaveLength(20);
    expect(owners.filter((link) => link.email === 'monitor@demo.ch')).toHaveLength(20);
    expect(links.filter((link) => link.status === 'pending')).toHaveLength(4);
    expect(links).toContainEqual({ email: 'monitor@demo.ch', access: 'read', status: 'active' });

    const [login] = await db.select().from(users).where(eq(users.email, 'student@demo.ch'));
    const ownRecord = await db
      .select({ owner: users.email, access: studentMonitors.access })
      .from(students)
      .innerJoin(studentMonitors, eq(studentMonitors.studentId, students.id))
      .innerJoin(users, eq(users.id, studentMonitors.monitorId))
      .where(eq(students.userId, login?.id ?? ''));
    expect(ownRecord).toEqual([{ owner: 'head@demo.ch', access: 'owner' }]);
    const undatedFailures = await db
      .select()
      .from(studentExams)
      .where(and(eq(studentExams.type, 'practice'), eq(studentExams.status, 'failed'), isNull(studentExams.date)));
    expect(undatedFailures).toHaveLength(1);
    const monitorFabers = await db.select({ faber: users.faber }).from(users).where(isNotNull(users.faber));
    expect(monitorFabers).toHaveLength(3);
  });

  it('gives every monitor and employee a main calendar, shares the head’s read-only with monitor@demo.ch and the monitors’ with the employee, and books student@demo.ch a coming lesson', async () => {
    const db = t.database.db;
    const owners = await db
      .select({ email: users.email })
      .from(calendars)
      .innerJoin(users, eq(users.id, calendars.ownerId))
      .where(eq(calendars.main, true));
    expect(owners.map((owner) => owner.email).sort()).toEqual(
      DEMO_USERS.filter((user) => user.role === 'monitor' || user.role === 'employee')
        .map((user) => user.email)
        .sort(),
    );
    const shares = await db
      .select({ email: users.email, access: calendarShares.access })
      .from(calendarShares)
      .innerJoin(users, eq(users.id, calendarShares.monitorId));
    // The head's calendar read-only for Marco; the head's and Marco's for the employee, to book in.
    expect(shares).toEqual([
      { email: 'monitor@demo.ch', access: 'read' },
      { email: 'employee@demo.ch', access: 'write' },
      { email: 'employee@demo.ch', access: 'write' },
    ]);
    const lessons = await db
      .select({ title: appointments.title, startsAt: appointments.startsAt })
      .from(appointmentStudents)
      .innerJoin(appointments, eq(appointments.id, appointmentStudents.appointmentId))
      .innerJoin(students, eq(students.id, appointmentStudents.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, 'student@demo.ch'));
    expect(lessons.some((lesson) => lesson.startsAt > new Date())).toBe(true);
  });

  it('gives the demo school a year of priced, ended lessons: mostly paid, some owed in the last two months, a few offered', async () => {
    const db = t.database.db;
    const today = schoolDay(new Date());
    const rows = await db
      .select({
        email: users.email,
        day: sql<string>`to_char(${lessons.startedAt} at time zone 'Europe/Zurich', 'YYYY-MM-DD')`,
        paid: lessons.paid,
        offered: lessons.offered,
        paidOn: lessons.paidOn,
      })
      .from(lessons)
      .innerJoin(users, eq(users.id, lessons.monitorId))
      .where(and(isNotNull(lessons.priceCentimes), isNotNull(lessons.courseId), isNotNull(lessons.endedAt)));
    for (const email of ['head@demo.ch', 'monitor@demo.ch']) {
      const months = new Set(rows.filter((row) => row.email === email).map((row) => row.day.slice(0, 7)));
      expect(months.size, email).toBeGreaterThanOrEqual(12);
    }
    const owed = rows.filter((row) => !row.paid && !row.offered);
    expect(owed.length).toBeGreaterThan(0);
    expect(owed.every((row) => row.day >= dayPlus(today, -61))).toBe(true);
    expect(rows.filter((row) => row.offered).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.paid).length).toBeGreaterThan(owed.length * 5);
    expect(rows.filter((row) => row.paid).every((row) => row.paidOn !== null)).toBe(true);
    // Some of the head's lessons are charged for her auto-invoiced training ground.
    const charged = await db
      .select({ email: users.email, label: lessonCharges.label, amountCentimes: lessonCharges.amountCentimes })
      .from(lessonCharges)
      .innerJoin(lessons, eq(lessons.id, lessonCharges.lessonId))
      .innerJoin(users, eq(users.id, lessons.monitorId));
    expect(charged.length).toBeGreaterThan(20);
    expect(new Set(charged.map((charge) => `${charge.email} ${charge.label} ${charge.amountCentimes}`))).toEqual(
      new Set(['head@demo.ch Place d’exercice de Romanel 3500']),
    );
  });

  it('never touches a database that already holds data', async () => {
    await t.database.db.update(users).set({ firstname: 'Changed' }).where(eq(users.email, 'head@demo.ch'));
    expect(await seedDatabase(t.database.db, { demo: true })).toBe('kept');
    const [head] = await t.database.db.select().from(users).where(eq(users.email, 'head@demo.ch'));
    expect(head?.firstname).toBe('Changed');
  });

  it('recreates the demo when asked to reset', async () => {
    expect(await seedDatabase(t.database.db, { demo: true, reset: true })).toBe('seeded');
    const [head] = await t.database.db.select().from(users).where(eq(users.email, 'head@demo.ch'));
    expect(head?.firstname).toBe('Hélène');
    expect(await t.database.db.select().from(schools)).toHaveLength(2);
  });
});
