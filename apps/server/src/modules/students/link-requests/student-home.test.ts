import { beforeAll, describe, expect, it } from 'vitest';
import { examiners, studentExams, studentMonitors, students, studentTasks, users } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

describe('a student’s own pages', () => {
  const t = useTestApp();
  let studentToken = '';
  let noraAtHead = '';

  /** A learner with records at both demo schools: active with the head, pending with the other school. */
  beforeAll(async () => {
    const db = t().database.db;
    const monitors = await db.select().from(users);
    const head = monitors.find((user) => user.email === 'head@demo.ch');
    const ceresio = monitors.find((user) => user.email === 'ceresio@demo.ch');
    const [learner] = await db
      .insert(users)
      .values({ email: 'nora@example.ch', role: 'user', firstname: 'Nora', name: 'Graf', passwordHash: 'unused' })
      .returning();
    const [atHead, atCeresio] = await db
      .insert(students)
      .values([
        { schoolId: head?.schoolId ?? '', userId: learner?.id, name: 'Graf', firstname: 'Nora' },
        { schoolId: ceresio?.schoolId ?? '', userId: learner?.id, name: 'Graf', firstname: 'Nora' },
      ])
      .returning();
    noraAtHead = atHead?.id ?? '';
    await db.insert(studentMonitors).values([
      { studentId: atHead?.id ?? '', monitorId: head?.id ?? '', access: 'owner' },
      { studentId: atCeresio?.id ?? '', monitorId: ceresio?.id ?? '', access: 'owner', status: 'pending' },
    ]);
    await db.insert(studentTasks).values([
      { studentId: atHead?.id ?? '', description: 'Later', dueDate: '2031-05-02', dueTime: '10:30' },
      { studentId: atHead?.id ?? '', description: 'Undated' },
      { studentId: atCeresio?.id ?? '', description: 'Soon', dueDate: '2030-01-15' },
      { studentId: atHead?.id ?? '', description: 'Done already', doneAt: new Date() },
    ]);
    const [examiner] = await db
      .insert(examiners)
      .values({ schoolId: head?.schoolId ?? '', name: 'Expert Vaud' })
      .returning();
    await db.insert(studentExams).values([
      {
        studentId: atHead?.id ?? '',
        type: 'practice',
        status: 'unknown',
        date: '2030-03-01',
        examinerId: examiner?.id,
      },
      { studentId: atHead?.id ?? '', type: 'theory', status: 'success', date: '2029-11-20' },
    ]);
    studentToken = await tokenFor(t().app, 'nora@example.ch');
  });

  it('lists his active monitors with e-mail, mobile and school, not the pending ones', async () => {
    const response = await t().app.inject({ url: '/api/me/monitors', headers: bearer(studentToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(String),
        firstname: 'Hélène',
        name: 'Chef',
        email: 'head@demo.ch',
        mobile: '+41790000001',
        school: 'Auto-école Démo',
      },
    ]);
  });

  it('shows his coming lessons, his open tasks by deadline and his exams by date', async () => {
    const headToken = await tokenFor(t().app, 'head@demo.ch');
    for (const [title, start, end] of [
      ['Passée', '2020-03-02T08:00:00Z', '2020-03-02T09:00:00Z'],
      ['Autoroute', '2031-03-03T08:00:00Z', '2031-03-03T09:00:00Z'],
    ]) {
      const booked = await t().app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: bearer(headToken),
        payload: { title, start, end, studentIds: [noraAtHead] },
      });
      expect(booked.statusCode).toBe(201);
    }
    const response = await t().app.inject({ url: '/api/dashboard', headers: bearer(studentToken) });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json().data;
    expect(dashboard.lessons).toEqual([
      {
        id: expect.any(String),
        title: 'Autoroute',
        start: '2031-03-03T08:00:00.000Z',
        end: '2031-03-03T09:00:00.000Z',
        monitor: 'Hélène Chef',
      },
    ]);
    expect(dashboard.tasks.map((task: { description: string }) => task.description)).toEqual([
      'Soon',
      'Later',
      'Undated',
    ]);
    expect(dashboard.tasks[1]).toMatchObject({ dueDate: '2031-05-02', dueTime: '10:30:00', done: false });
    expect(dashboard.exams).toMatchObject([
      { type: 'theory', status: 'success', date: '2029-11-20', examiner: null },
      { type: 'practice', status: 'unknown', date: '2030-03-01', examiner: { name: 'Expert Vaud' } },
    ]);
  });

  it('shows nobody else’s: a monitor without student records sees an empty dashboard', async () => {
    const token = await tokenFor(t().app, 'monitor@demo.ch');
    const dashboard = (await t().app.inject({ url: '/api/dashboard', headers: bearer(token) })).json().data;
    expect(dashboard).toEqual({ lessons: [], tasks: [], exams: [] });
    const monitors = (await t().app.inject({ url: '/api/me/monitors', headers: bearer(token) })).json().data;
    expect(monitors).toEqual([]);
  });
});
