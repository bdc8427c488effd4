import { describe, expect, it } from 'vitest';
import { ONGOING_LESSON_KEY, readOngoingLesson } from './ongoing-lesson';

function memoryStorage(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    removeItem: (key: string) => void values.delete(key),
    has: (key: string) => values.has(key),
  };
}

describe('readOngoingLesson', () => {
  it('restores a lesson with a start and an end', () => {
    const storage = memoryStorage({
      [ONGOING_LESSON_KEY]: JSON.stringify({ start: '2026-11-22T08:00:00.000Z', end: '2026-11-22T09:00:00.000Z' }),
    });
    expect(readOngoingLesson(storage)?.start).toBe('2026-11-22T08:00:00.000Z');
  });

  it('drops a restored lesson lacking its end, or unreadable', () => {
    for (const raw of [JSON.stringify({ start: '2026-11-22T08:00:00.000Z' }), '{broken']) {
      const storage = memoryStorage({ [ONGOING_LESSON_KEY]: raw });
      expect(readOngoingLesson(storage)).toBeNull();
      expect(storage.has(ONGOING_LESSON_KEY)).toBe(false);
    }
  });

  it('answers null when there is none', () => {
    expect(readOngoingLesson(memoryStorage({}))).toBeNull();
  });
});
