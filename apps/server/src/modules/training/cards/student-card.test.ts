import type { TrainingCardSummary } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students, users } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

describe('the card to teach a student on (issue 19)', () => {
  const t = useTestApp();
  const call = async (url: string, user = 'head@demo.ch', method: 'GET' | 'DELETE' = 'GET') =>
    t().app.inject({ method, url, headers: bearer(await tokenFor(t().app, user)) });
  const cardFor = async (studentId: string, user = 'head@demo.ch') => {
    const response = await call(`/api/students/${studentId}/training-card`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TrainingCardSummary | null;
  };
  const setUserLanguage = (email: string, language: string) =>
    t().database.db.update(users).set({ language }).where(eq(users.email, email));

  it('is the monitor’s card in the student’s language, whatever the monitor’s own language', async () => {
    await setUserLanguage('head@demo.ch', 'fr');
    const german = await createStudentAs(() => t().app, 'head@demo.ch', { language: 'de' });
    expect(await cardFor(german)).toMatchObject({ language: 'de' });
    const italian = await createStudentAs(() => t().app, 'head@demo.ch', { language: 'it' });
    expect(await cardFor(italian)).toMatchObject({ language: 'it' });
  });

  it('takes the language of the student’s own account when his record has none', async () => {
    await setUserLanguage('head@demo.ch', 'fr');
    await setUserLanguage('student@demo.ch', 'de');
    const [learner] = await t()
      .database.db.select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, 'student@demo.ch'));
    if (!learner) throw new Error('no record of student@demo.ch');
    await t().database.db.update(students).set({ language: null }).where(eq(students.id, learner.id));
    expect(await cardFor(learner.id)).toMatchObject({ language: 'de' });
  });

  it('falls back to the monitor’s language, then to his first card, and is null without cards', async () => {
    await setUserLanguage('head@demo.ch', 'it');
    const unknown = await createStudentAs(() => t().app, 'head@demo.ch', { language: null });
    expect(await cardFor(unknown)).toMatchObject({ language: 'it' });

    const german = await createStudentAs(() => t().app, 'head@demo.ch', { language: 'de' });
    const cards = (await call('/api/training-cards')).json().data as TrainingCardSummary[];
    const germanCards = cards.filter((card) => card.language === 'de');
    for (const card of germanCards)
      expect((await call(`/api/training-cards/${card.id}`, 'head@demo.ch', 'DELETE')).statusCode).toBe(200);
    expect(await cardFor(german)).toMatchObject({ language: 'it' });

    for (const card of cards.filter((card) => card.language !== 'de'))
      await call(`/api/training-cards/${card.id}`, 'head@demo.ch', 'DELETE');
    expect(await cardFor(german)).toBeNull();
  });

  it('answers 404 for a student the caller does not hold', async () => {
    const german = await createStudentAs(() => t().app, 'head@demo.ch', { language: 'de' });
    expect((await call(`/api/students/${german}/training-card`, 'ceresio@demo.ch')).statusCode).toBe(404);
  });
});
