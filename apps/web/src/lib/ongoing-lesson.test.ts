import { describe, expect, it } from 'vitest';
import {
  lessonLevels,
  ONGOING_LESSON_KEY,
  type OngoingLesson,
  pendingWork,
  readOngoingLesson,
  withComment,
  withEvaluation,
  withSynced,
} from './ongoing-lesson';

function memoryStorage(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    removeItem: (key: string) => void values.delete(key),
    has: (key: string) => values.has(key),
  };
}

const SKILL_A = '11111111-1111-4111-8111-111111111111';
const SKILL_B = '22222222-2222-4222-8222-222222222222';
const lesson: OngoingLesson = {
  start: '2026-11-22T08:00:00.000Z',
  end: '2026-11-22T09:00:00.000Z',
  id: '33333333-3333-4333-8333-333333333333',
  student: { id: '44444444-4444-4444-8444-444444444444', firstname: 'Sophie', name: 'Martin' },
  trainingCardId: '55555555-5555-4555-8555-555555555555',
  appointmentId: null,
  objectives: ['Regarde loin devant'],
  skills: [
    { id: SKILL_A, name: 'Giratoires', pedagogicalObjective: '', previous: null },
    {
      id: SKILL_B,
      name: 'Priorités',
      pedagogicalObjective: '',
      previous: { level: 2, evaluatedAt: '2026-11-15T08:00:00.000Z' },
    },
  ],
  evaluations: [],
  comments: [],
  synced: [],
};

describe('the ongoing lesson on the device', () => {
  it('restores a lesson with a start and an end', () => {
    const storage = memoryStorage({ [ONGOING_LESSON_KEY]: JSON.stringify(lesson) });
    expect(readOngoingLesson(storage)?.start).toBe('2026-11-22T08:00:00.000Z');
  });

  it('drops a restored lesson lacking its start or end, or unreadable', () => {
    const { end: _end, ...withoutEnd } = lesson;
    const { start: _start, ...withoutStart } = lesson;
    for (const raw of [JSON.stringify(withoutEnd), JSON.stringify(withoutStart), '{broken']) {
      const storage = memoryStorage({ [ONGOING_LESSON_KEY]: raw });
      expect(readOngoingLesson(storage)).toBeNull();
      expect(storage.has(ONGOING_LESSON_KEY)).toBe(false);
    }
  });

  it('answers null when there is none', () => {
    expect(readOngoingLesson(memoryStorage({}))).toBeNull();
  });

  it('keeps every evaluation and comment until the server has them, and each skill’s last level', () => {
    let current = withEvaluation(lesson, SKILL_A, 2, new Date('2026-11-22T08:10:00Z'), 'e1');
    current = withEvaluation(current, SKILL_A, 4, new Date('2026-11-22T08:20:00Z'), 'e2');
    current = withComment(current, 'Regarde plus loin', SKILL_B, 'c1');
    expect(Object.fromEntries(lessonLevels(current))).toEqual({ [SKILL_A]: 4 });
    expect(pendingWork(current).evaluations.map((evaluation) => evaluation.id)).toEqual(['e1', 'e2']);
    current = withSynced(current, ['e1', 'c1']);
    expect(pendingWork(current)).toEqual({ evaluations: [current.evaluations[1]], comments: [] });
    expect(withSynced(current, ['e1']).synced).toEqual(['e1', 'c1']);
  });
});
