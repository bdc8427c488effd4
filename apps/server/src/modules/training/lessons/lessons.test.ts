import { randomUUID } from 'node:crypto';
import type { Lesson, Progress, TrainingCard, TrainingCardSummary } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT';

describe('lessons', () => {
  const t = useTestApp();
  const call = async (method: Method, url: string, payload?: object, user = 'head@demo.ch') =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, user)) });
  const firstStudentOf = async (user: string) => {
    const [student] = (await call('GET', '/api/students?pageSize=1', undefined, user)).json().data as { id: string }[];
    if (!student) throw new Error(`${user} holds no student`);
    return student.id;
  };
  const frenchCard = async (user = 'head@demo.ch') => {
    const cards = (await call('GET', '/api/training-cards', undefined, user)).json().data as TrainingCardSummary[];
    const summary = cards.find((card) => card.language === 'fr');
    if (!summary) throw new Error(`${user} has no French card`);
    return (await call('GET', `/api/training-cards/${summary.id}`, undefined, user)).json().data as TrainingCard;
  };
  const skillsOf = (card: TrainingCard, count: number) =>
    card.tree
      .flatMap((domain) => domain.themes.flatMap((theme) => theme.skills))
      .slice(0, count)
      .map((s) => s.id);
  const now = () => new Date().toISOString();
  const evaluation = (skillId: string, level: number) => ({ id: randomUUID(), skillId, level, evaluatedAt: now() });

  let lesson: Lesson;

  it('starts a lesson once, and refuses a second one at the same time', async () => {
    const card = await frenchCard();
    const start = {
      id: randomUUID(),
      studentId: await firstStudentOf('head@demo.ch'),
      trainingCardId: card.id,
      skillIds: skillsOf(card, 3),
      startedAt: now(),
    };
    const started = await call('POST', '/api/lessons', start);
    expect(started.statusCode, started.body).toBe(201);
    lesson = started.json().data as Lesson;
    expect(lesson).toMatchObject({ endedAt: null, skillIds: start.skillIds, evaluations: [], comments: [] });
    // The same start sent again (a retry) is the same lesson.
    expect((await call('POST', '/api/lessons', start)).json().data.id).toBe(lesson.id);
    const second = await call('POST', '/api/lessons', { ...start, id: randomUUID() });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('lesson_ongoing');
    expect((await call('GET', '/api/lessons/ongoing')).json().data.id).toBe(lesson.id);
  });

  it('stores evaluations and comments once however often they are sent, and refuses a level outside 0–5', async () => {
    const [a, b, c] = lesson.skillIds as [string, string, string];
    const work = {
      evaluations: [evaluation(a, 3), evaluation(b, 5)],
      comments: [
        { id: randomUUID(), text: 'Bonne observation', skillId: a },
        { id: randomUUID(), text: 'Leçon calme', skillId: null },
      ],
    };
    await call('PUT', `/api/lessons/${lesson.id}/work`, work);
    const again = await call('PUT', `/api/lessons/${lesson.id}/work`, {
      evaluations: [...work.evaluations, evaluation(c, 1)],
      comments: work.comments,
    });
    const synced = again.json().data as Lesson;
    expect(synced.evaluations.map((entry) => [entry.skillId, entry.level])).toEqual([
      [a, 3],
      [b, 5],
      [c, 1],
    ]);
    expect(synced.comments.map((comment) => comment.text)).toEqual(['Bonne observation', 'Leçon calme']);

    for (const level of [6, -1]) {
      const refused = await call('PUT', `/api/lessons/${lesson.id}/work`, { evaluations: [evaluation(a, level)] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details[0].field).toBe('body.evaluations.0.level');
    }
    const foreignSkill = (await frenchCard()).tree.at(-1)?.themes.at(-1)?.skills.at(-1)?.id ?? '';
    const notChosen = await call('PUT', `/api/lessons/${lesson.id}/work`, {
      evaluations: [evaluation(foreignSkill, 2)],
    });
    expect(notChosen.statusCode).toBe(400);
    expect(notChosen.json().error.details[0]).toMatchObject({ field: 'body.evaluations.0.skillId' });
    expect(((await call('GET', '/api/lessons/ongoing')).json().data as Lesson).evaluations).toHaveLength(3);
  });

  it('keeps another school’s monitor and the students out', async () => {
    const [a] = lesson.skillIds as [string];
    const asOther = (method: Method, url: string, payload?: object) => call(method, url, payload, 'ceresio@demo.ch');
    expect(
      (await asOther('PUT', `/api/lessons/${lesson.id}/work`, { evaluations: [evaluation(a, 4)] })).statusCode,
    ).toBe(404);
    const card = await frenchCard('ceresio@demo.ch');
    const headsStudent = await firstStudentOf('head@demo.ch');
    const foreign = await asOther('POST', '/api/lessons', {
      id: randomUUID(),
      studentId: headsStudent,
      trainingCardId: card.id,
      skillIds: skillsOf(card, 1),
      startedAt: now(),
    });
    expect(foreign.statusCode).toBe(404);
    // A learner driver may not write evaluations, even of himself.
    const asStudent = await call(
      'PUT',
      `/api/lessons/${lesson.id}/work`,
      { evaluations: [evaluation(a, 5)] },
      'student@demo.ch',
    );
    expect(asStudent.statusCode).toBe(403);
    expect(((await call('GET', '/api/lessons/ongoing')).json().data as Lesson).evaluations).toHaveLength(3);
  });

  it('lets a monitor with a read-only share read the student but not teach him', async () => {
    // The demo shares Chloé Favre (FABER 90431276), a student of the head, read-only with monitor@demo.ch.
    const [shared] = (await call('GET', '/api/students?q=90431276', undefined, 'monitor@demo.ch')).json().data as {
      id: string;
    }[];
    if (!shared) throw new Error('the read-only share is missing from the demo');
    const card = await frenchCard('monitor@demo.ch');
    const start = await call(
      'POST',
      '/api/lessons',
      {
        id: randomUUID(),
        studentId: shared.id,
        trainingCardId: card.id,
        skillIds: skillsOf(card, 1),
        startedAt: now(),
      },
      'monitor@demo.ch',
    );
    expect(start.statusCode).toBe(403);
    expect((await call('GET', '/api/lessons/ongoing', undefined, 'monitor@demo.ch')).json().data).toBeNull();
  });

  it('ends the lesson offered, once, and another can start', async () => {
    const ended = await call('POST', `/api/lessons/${lesson.id}/end`, { endedAt: now(), paid: true, offered: true });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().error.details[0].field).toBe('body.offered');
    const offered = (
      await call('POST', `/api/lessons/${lesson.id}/end`, { endedAt: now(), paid: false, offered: true })
    ).json().data as Lesson;
    expect(offered).toMatchObject({ offered: true, paid: false });
    expect(offered.endedAt).not.toBeNull();
    const again = (
      await call('POST', `/api/lessons/${lesson.id}/end`, { endedAt: now(), paid: true, offered: false })
    ).json().data as Lesson;
    expect(again).toMatchObject({ offered: true, paid: false, endedAt: offered.endedAt });
    expect((await call('GET', '/api/lessons/ongoing')).json().data).toBeNull();

    const card = await frenchCard();
    const next = await call('POST', '/api/lessons', {
      id: randomUUID(),
      studentId: await firstStudentOf('head@demo.ch'),
      trainingCardId: card.id,
      skillIds: skillsOf(card, 1),
      startedAt: now(),
    });
    expect(next.statusCode).toBe(201);
  });

  it('shows the progress: latest level per skill, history and readiness, to the monitor and to the student himself', async () => {
    const held = (await call('GET', '/api/students?pageSize=100')).json().data as { id: string; name: string }[];
    const sophie = held.find((student) => student.name === 'Martin');
    if (!sophie) throw new Error('head@demo.ch does not hold Sophie Martin');
    const ongoing = (await call('GET', '/api/lessons/ongoing')).json().data as Lesson | null;
    if (ongoing) await call('POST', `/api/lessons/${ongoing.id}/end`, { endedAt: now(), paid: true, offered: false });
    const card = await frenchCard();
    const [a, b] = skillsOf(card, 2) as [string, string];
    const id = randomUUID();
    await call('POST', '/api/lessons', {
      id,
      studentId: sophie.id,
      trainingCardId: card.id,
      skillIds: [a, b],
      startedAt: now(),
    });
    const earlier = new Date(Date.now() - 60_000).toISOString();
    await call('PUT', `/api/lessons/${id}/work`, {
      evaluations: [
        { id: randomUUID(), skillId: a, level: 2, evaluatedAt: earlier },
        { id: randomUUID(), skillId: a, level: 4, evaluatedAt: now() },
        { id: randomUUID(), skillId: b, level: 0, evaluatedAt: now() },
      ],
    });
    await call('POST', `/api/lessons/${id}/end`, { endedAt: now(), paid: true, offered: false });

    const seen = (await call('GET', `/api/students/${sophie.id}/progress`)).json().data as Progress;
    expect(seen.card?.id).toBe(card.id);
    const latestOf = (skillId: string) => seen.latest.find((entry) => entry.skillId === skillId)?.level;
    expect(latestOf(a)).toBe(4);
    // b was evaluated before (the demo's lessons, the tests above): this lesson's 0 ("not evaluated") does not hide it.
    const earlierOfB = seen.history.filter((entry) => entry.skillId === b && entry.level > 0);
    expect(latestOf(b)).toBeGreaterThan(0);
    expect(latestOf(b)).toBe(earlierOfB.at(-1)?.level);
    const thisLesson = seen.history.filter((entry) => entry.lessonId === id);
    expect(thisLesson.filter((entry) => entry.skillId === a).map((entry) => entry.level)).toEqual([2, 4]);
    const f1 = seen.readiness[0];
    expect(f1?.domainId).toBe(card.tree[0]?.id);
    expect(f1?.ready).toBeGreaterThanOrEqual(1);
    expect(f1?.share).toBeCloseTo((f1?.ready ?? 0) / (f1?.skills ?? 1));

    const own = (await call('GET', '/api/my-progress', undefined, 'student@demo.ch')).json().data as Progress;
    expect(own.latest).toEqual(seen.latest);
    // A learner driver no monitor has taken on yet has nothing to show, not an error.
    const none = await call('GET', '/api/my-progress', undefined, 'learner@demo.ch');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual({ cards: [], card: null, latest: [], history: [], readiness: [] });
    expect((await call('GET', `/api/students/${sophie.id}/progress`, undefined, 'ceresio@demo.ch')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/students/${sophie.id}/progress`, undefined, 'student@demo.ch')).statusCode).toBe(
      403,
    );
  });
});
