import { randomUUID } from 'node:crypto';
import type { Progress, TrainingCard, TrainingCardSummary } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students, users } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

describe('a learner’s own progress in his language (issue 19)', () => {
  const t = useTestApp();
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, user = 'head@demo.ch') =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, user)) });
  const cardIn = async (language: string) => {
    const cards = (await call('GET', '/api/training-cards')).json().data as TrainingCardSummary[];
    const summary = cards.find((card) => card.language === language);
    if (!summary) throw new Error(`no ${language} card`);
    return (await call('GET', `/api/training-cards/${summary.id}`)).json().data as TrainingCard;
  };
  const teach = async (studentId: string, card: TrainingCard, hoursAgo: number) => {
    const skillId = card.tree[0]?.themes[0]?.skills[0]?.id;
    if (!skillId) throw new Error('a card without skills');
    const startedAt = new Date(Date.now() - hoursAgo * 3_600_000);
    const id = randomUUID();
    const started = await call('POST', '/api/lessons', {
      id,
      studentId,
      trainingCardId: card.id,
      skillIds: [skillId],
      startedAt: startedAt.toISOString(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const endedAt = new Date(startedAt.getTime() + 45 * 60_000).toISOString();
    const ended = await call('POST', `/api/lessons/${id}/end`, { endedAt, paid: true, offered: false });
    expect(ended.statusCode, ended.body).toBe(200);
  };

  /** The record of student@demo.ch. */
  const demoStudent = async () => {
    const [sophie] = await t()
      .database.db.select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, 'student@demo.ch'));
    if (!sophie) throw new Error('no record of student@demo.ch');
    return sophie;
  };

  it('shows the card of his language he was taught on, while his monitor sees the last one used', async () => {
    const sophie = await demoStudent();
    await t().database.db.update(students).set({ language: 'de' }).where(eq(students.id, sophie.id));
    const german = await cardIn('de');
    const french = await cardIn('fr');
    await teach(sophie.id, german, 3);
    await teach(sophie.id, french, 1);

    const monitorView = (await call('GET', `/api/students/${sophie.id}/progress`)).json().data as Progress;
    expect(monitorView.card?.id).toBe(french.id);
    const own = (await call('GET', '/api/my-progress', undefined, 'student@demo.ch')).json().data as Progress;
    expect(own.card?.id).toBe(german.id);
    expect(own.cards.map((card) => card.language)).toEqual(expect.arrayContaining(['de', 'fr']));
    // He may still open the other card.
    const other = await call('GET', `/api/my-progress?cardId=${french.id}`, undefined, 'student@demo.ch');
    expect((other.json().data as Progress).card?.id).toBe(french.id);
  });

  it('keeps the card last used when he was taught in no card of his language', async () => {
    const sophie = await demoStudent();
    await t().database.db.update(students).set({ language: 'it' }).where(eq(students.id, sophie.id));
    await t().database.db.update(users).set({ language: 'it' }).where(eq(users.email, 'student@demo.ch'));
    const monitorView = (await call('GET', `/api/students/${sophie.id}/progress`)).json().data as Progress;
    const own = (await call('GET', '/api/my-progress', undefined, 'student@demo.ch')).json().data as Progress;
    expect(own.card?.id).toBe(monitorView.card?.id);
  });
});
