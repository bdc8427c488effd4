import { describe, expect, it } from 'vitest';
import type { EvaluationLevel } from './evaluation.rules';
import { nextSkills } from './next-skills.rules';

const skills = (...ids: string[]) => ids.map((id) => ({ id, enabled: true }));
const tree = [
  {
    id: 'F1',
    themes: [
      { id: 'T1', enabled: true, skills: skills('a', 'b', 'c', 'd') },
      { id: 'T2', enabled: false, skills: skills('e') },
    ],
  },
  {
    id: 'F2',
    themes: [{ id: 'T3', enabled: true, skills: [...skills('f'), { id: 'g', enabled: false }, ...skills('h', 'i')] }],
  },
];
const at = (skillId: string, level: EvaluationLevel, day: number) => ({
  skillId,
  level,
  evaluatedAt: `2026-11-${String(day).padStart(2, '0')}T08:00:00Z`,
});

describe('the skills a lesson proposes', () => {
  it('starts a new student on the first three skills of the card', () => {
    expect(nextSkills(tree, [])).toEqual({ domainId: 'F1', themeId: 'T1', skillIds: ['a', 'b', 'c'] });
  });

  it('continues the theme of the latest evaluation, leaving out the skills already autonomous', () => {
    const latest = [at('h', 2, 3), at('a', 5, 10), at('b', 3, 10), at('c', 4, 12)];
    expect(nextSkills(tree, latest)).toEqual({ domainId: 'F1', themeId: 'T1', skillIds: ['b', 'c', 'd'] });
  });

  it('moves on to the next theme in use once a theme is autonomous, coming back round to the first', () => {
    const done = ['a', 'b', 'c', 'd'].map((id) => at(id, 5, 10));
    expect(nextSkills(tree, done)).toEqual({ domainId: 'F2', themeId: 'T3', skillIds: ['f', 'h', 'i'] });
    const last = [at('a', 2, 1), ...['f', 'h', 'i'].map((id) => at(id, 5, 20))];
    expect(nextSkills(tree, last)).toEqual({ domainId: 'F1', themeId: 'T1', skillIds: ['a', 'b', 'c'] });
  });

  it('proposes nothing when every skill in use is autonomous', () => {
    const all = ['a', 'b', 'c', 'd', 'f', 'h', 'i'].map((id) => at(id, 5, 10));
    expect(nextSkills(tree, all)).toBeNull();
    expect(nextSkills([], [])).toBeNull();
  });
});
