import { schoolDateTime } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import type { Actor } from '../../../kernel/actor';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { actorOfUser } from '../../identity';
import { myDay } from './my-day.service';

const DAY = '2030-06-04';
const at = (time: string, day = DAY) => schoolDateTime(day, time).toISOString();

describe("a monitor's day", () => {
  const t = useTestApp();
  const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const studentsOf = async (email: string) =>
    (await call(email, 'GET', '/api/students?pageSize=3')).json().data.map((student: { id: string }) => student.id);
  const book = async (email: string, payload: object) => {
    const response = await call(email, 'POST', '/api/appointments', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; title: string };
  };
  const actorOf = async (email: string): Promise<Actor> => {
    const [user] = await t().database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(email);
    return actorOfUser(t().database.db, user, 'test');
  };

  it('lists today in order, the lesson starting within 60 minutes, tasks due and unpaid past lessons', async () => {
    const [first, second] = await studentsOf('head@demo.ch');
    const early = await book('head@demo.ch', {
      title: 'Tôt',
      start: at('07:00'),
      end: at('08:00'),
      studentIds: [first],
    });
    const next = await book('head@demo.ch', {
      title: 'Prochaine',
      start: at('09:40'),
      end: at('10:40'),
      studentIds: [second],
    });
    await book('head@demo.ch', { title: 'Plus tard', start: at('11:00'), end: at('12:00'), studentIds: [first] });
    await book('head@demo.ch', { title: 'Réunion', start: at('08:30'), end: at('09:00') });
    await book('head@demo.ch', { title: 'Demain', start: at('09:00', '2030-06-05'), end: at('10:00', '2030-06-05') });
    await book('head@demo.ch', {
      title: 'Payée',
      start: at('07:00', '2030-06-03'),
      end: at('08:00', '2030-06-03'),
      studentIds: [first],
      paid: true,
    });
    await call('head@demo.ch', 'POST', `/api/students/${first}/tasks`, { description: 'Due today', dueDate: DAY });
    await call('head@demo.ch', 'POST', `/api/students/${first}/tasks`, {
      description: 'Overdue',
      dueDate: '2030-06-01',
    });
    await call('head@demo.ch', 'POST', `/api/students/${first}/tasks`, { description: 'Later', dueDate: '2030-06-09' });
    await call('head@demo.ch', 'POST', `/api/students/${first}/tasks`, {
      description: 'Done',
      dueDate: DAY,
      done: true,
    });

    const day = await myDay(t().database.db, await actorOf('head@demo.ch'), new Date(at('09:10')));
    expect(day.day).toBe(DAY);
    expect(day.appointments.map((appointment) => appointment.title)).toEqual([
      'Tôt',
      'Réunion',
      'Prochaine',
      'Plus tard',
    ]);
    expect(day.nextLesson?.id).toBe(next.id);
    const taskNames = day.tasks.map((task) => task.description);
    const mine = taskNames.filter((name) => ['Overdue', 'Due today'].includes(name));
    expect(mine).toEqual(['Overdue', 'Due today']);
    expect(taskNames).not.toContain('Later');
    expect(taskNames).not.toContain('Done');
    expect(day.unpaidLessons.map((lesson) => lesson.id)).toContain(early.id);
    expect(day.unpaidLessons.map((lesson) => lesson.title)).not.toContain('Payée');
    expect(day.unpaidLessons.map((lesson) => lesson.title)).not.toContain('Prochaine');

    // 65 minutes before the lesson, it is not "next" yet.
    const earlier = await myDay(t().database.db, await actorOf('head@demo.ch'), new Date(at('08:35')));
    expect(earlier.nextLesson).toBeNull();
  });

  it('gives each appointment its details, counts what overlaps the day, and the 20 latest unpaid lessons first', async () => {
    const [first] = await studentsOf('monitor@demo.ch');
    const night = await book('monitor@demo.ch', {
      title: 'Nuit',
      start: at('23:00', '2030-06-03'),
      end: at('01:00'),
      studentIds: [first],
    });
    await book('monitor@demo.ch', {
      title: 'Stage',
      start: at('00:00', '2030-06-03'),
      end: at('00:00', '2030-06-05'),
      allDay: true,
    });
    await book('monitor@demo.ch', {
      title: 'Série',
      start: at('10:00', '2030-01-07'),
      end: at('11:00', '2030-01-07'),
      studentIds: [first],
      repeatWeeklyUntil: '2030-05-27',
    });

    const day = await myDay(t().database.db, await actorOf('monitor@demo.ch'), new Date(at('12:00')));
    expect(day.appointments.map((appointment) => appointment.title)).toEqual(['Stage', 'Nuit']);
    expect(day.appointments[1]).toMatchObject({ id: night.id, students: [expect.objectContaining({ id: first })] });
    expect(day.unpaidLessons).toHaveLength(20);
    expect(day.unpaidLessons[0]).toMatchObject({ id: night.id });
    const series = day.unpaidLessons.slice(1).map((lesson) => lesson.start);
    expect(series[0]).toBe(at('10:00', '2030-05-27'));
    expect(series).toEqual([...series].sort().reverse());
    expect(day.unpaidLessons[1]?.series).toMatchObject({ until: '2030-05-27' });
  });

  it("shows none of another monitor's appointments, even in a calendar shared with him", async () => {
    const [first] = await studentsOf('head@demo.ch');
    await book('head@demo.ch', { title: 'Chez la cheffe', start: at('14:00'), end: at('15:00'), studentIds: [first] });
    for (const email of ['monitor@demo.ch', 'ceresio@demo.ch']) {
      const day = await myDay(t().database.db, await actorOf(email), new Date(at('13:30')));
      expect(
        day.appointments.map((appointment) => appointment.title),
        email,
      ).not.toContain('Chez la cheffe');
      expect(day.nextLesson, email).toBeNull();
    }
  });

  it('answers over HTTP to a signed-in user, and 401 without a session', async () => {
    const response = await call('monitor@demo.ch', 'GET', '/api/my-day');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual([
      'appointments',
      'day',
      'nextLesson',
      'tasks',
      'unpaidLessons',
    ]);
    expect((await t().app.inject({ url: '/api/my-day' })).statusCode).toBe(401);
  });
});
