import { describe, expect, it } from 'vitest';
import { examReadiness, isEvaluationLevel, latestLevels } from './evaluation.rules';

describe('the evaluation scale', () => {
  it('takes the whole numbers 0 to 5 only', () => {
    expect([0, 1, 2, 3, 4, 5].every(isEvaluationLevel)).toBe(true);
    expect([-1, 6, 2.5, Number.NaN].some(isEvaluationLevel)).toBe(false);
  });

  it('keeps each skill’s latest level, and a later 0 does not hide it', () => {
    const levels = latestLevels([
      { skillId: 'a', level: 2, evaluatedAt: '2026-11-01T08:00:00Z' },
      { skillId: 'a', level: 4, evaluatedAt: '2026-11-08T08:00:00Z' },
      { skillId: 'a', level: 0, evaluatedAt: '2026-11-15T08:00:00Z' },
      { skillId: 'b', level: 3, evaluatedAt: '2026-11-15T08:00:00Z' },
      { skillId: 'b', level: 1, evaluatedAt: '2026-11-01T08:00:00Z' },
      { skillId: 'c', level: 0, evaluatedAt: '2026-11-15T08:00:00Z' },
    ]);
    expect(Object.fromEntries(levels)).toEqual({ a: 4, b: 3 });
  });

  it('gives each domain the share of its skills at level 4 or more', () => {
    const levels = new Map([
      ['a', 4],
      ['b', 5],
      ['c', 3],
    ] as const);
    expect(
      examReadiness(
        [
          { id: 'F1', skillIds: ['a', 'b', 'c', 'd'] },
          { id: 'F2', skillIds: [] },
        ],
        levels,
      ),
    ).toEqual([
      { domainId: 'F1', skills: 4, ready: 2, share: 0.5 },
      { domainId: 'F2', skills: 0, ready: 0, share: 0 },
    ]);
  });
});
