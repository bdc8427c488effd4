import { randomUUID } from 'node:crypto';
import { type Appointment, appointmentInputOf, type StudentLessons } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { frenchCardAndSkill } from '../../../test/lesson-test-data';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('a student’s lessons history', () => {
  const t = useTestApp();
  const call = async (method: Method, url: string, payload?: object, user = 'head@demo.ch') =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, user)) });
  const now = () => new Date().toISOString();

  it('lists each lesson with its evaluations, comments and payment, and flags what is not paid', async () => {
    const [, student] = (await call('GET', '/api/students?pageSize=2')).json().data as { id: string }[];
    if (!student) throw new Error('head@demo.ch holds fewer than two students');
    const { card, skill } = await frenchCardAndSkill(t().app);

    const given = async (end: { paid: boolean; offered: boolean }) => {
      const id = randomUUID();
      expect(
        (
          await call('POST', '/api/lessons', {
            id,
            studentId: student.id,
            trainingCardId: card.id,
            skillIds: [skill.id],
            startedAt: now(),
          })
        ).statusCode,
      ).toBe(201);
      await call('PUT', `/api/lessons/${id}/work`, {
        evaluations: [{ id: randomUUID(), skillId: skill.id, level: 3, evaluatedAt: now() }],
        comments: [{ id: randomUUID(), text: 'Regard loin devant', skillId: skill.id }],
      });
      expect((await call('POST', `/api/lessons/${id}/end`, { endedAt: now(), ...end })).statusCode).toBe(200);
      return id;
    };
    const owed = await given({ paid: false, offered: false });
    const offered = await given({ paid: false, offered: true });

    // A lesson of the calendar that is over and not marked paid is owed too.
    const start = new Date(Date.now() - 3 * 3_600_000);
    const booked = await call('POST', '/api/appointments', {
      title: 'Leçon non payée',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      studentIds: [student.id],
      // Relative to now, it may meet a demo lesson of the head: an intended overlap (not this test's subject).
      allowOverlap: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().data.id as string;

    const answer = await call('GET', `/api/students/${student.id}/lessons`);
    expect(answer.statusCode).toBe(200);
    const history = answer.json().data as StudentLessons;
    const [latest, before] = history.lessons;
    expect(latest).toMatchObject({ id: offered, payment: 'offered', cardName: card.name });
    expect(before).toMatchObject({ id: owed, payment: 'unpaid', monitor: { firstname: 'Hélène' } });
    expect(before?.evaluations).toEqual([{ skillId: skill.id, skillName: skill.name, level: 3 }]);
    expect(before?.comments.map((comment) => [comment.text, comment.skillName])).toEqual([
      ['Regard loin devant', skill.name],
    ]);
    expect(history.unpaid.map((entry) => entry.lessonId ?? entry.appointmentId)).toEqual(
      expect.arrayContaining([owed, appointmentId]),
    );
    expect(history.unpaid.some((entry) => entry.lessonId === offered)).toBe(false);
    expect(history.unpaid.find((entry) => entry.appointmentId === appointmentId)?.title).toBe('Leçon non payée');

    // Paid in the calendar afterwards: no longer owed.
    const appointment = booked.json().data as Appointment;
    const paid = await call('PUT', `/api/appointments/${appointmentId}`, {
      ...appointmentInputOf(appointment),
      paid: true,
      version: appointment.version,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await call('GET', `/api/students/${student.id}/lessons`)).json().data as StudentLessons;
    expect(after.unpaid.some((entry) => entry.appointmentId === appointmentId)).toBe(false);
    await call('DELETE', `/api/appointments/${appointmentId}`);
  });

  it('is read by whoever holds the student only', async () => {
    const [student] = (await call('GET', '/api/students?pageSize=1')).json().data as { id: string }[];
    expect((await call('GET', `/api/students/${student?.id}/lessons`, undefined, 'ceresio@demo.ch')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/students/${student?.id}/lessons`, undefined, 'student@demo.ch')).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/students/${randomUUID()}/lessons`)).statusCode).toBe(404);
  });

  it('shows the learner driver his own lessons, and nothing before any monitor took him on', async () => {
    const students = (await call('GET', '/api/students?q=Martin')).json().data as { id: string; firstname: string }[];
    const sophie = students.find((student) => student.firstname === 'Sophie');
    const asHead = (await call('GET', `/api/students/${sophie?.id}/lessons`)).json().data as StudentLessons;
    const own = await call('GET', '/api/my-lessons', undefined, 'student@demo.ch');
    expect(own.statusCode).toBe(200);
    const mine = own.json().data as StudentLessons;
    expect(mine.lessons.length).toBeGreaterThan(0);
    expect(mine.lessons.map((lesson) => lesson.id)).toEqual(asHead.lessons.map((lesson) => lesson.id));
    const none = await call('GET', '/api/my-lessons', undefined, 'learner@demo.ch');
    expect(none.json().data).toEqual({ lessons: [], unpaid: [] });
  });
});
