import { describe, expect, it } from 'vitest';
import { planDescription, planName } from './plan-name';

const names = (nameFr: string, nameDe: string, nameIt: string) => ({ nameFr, nameDe, nameIt });

describe('planName', () => {
  it('answers the name in the interface language', () => {
    const plan = names('Base', 'Basis', 'Base IT');
    expect(planName(plan, 'fr')).toBe('Base');
    expect(planName(plan, 'de')).toBe('Basis');
    expect(planName(plan, 'it')).toBe('Base IT');
  });

  it('falls back to French, German, then Italian when the language has none', () => {
    expect(planName(names('', 'Basis', 'Base IT'), 'fr')).toBe('Basis');
    expect(planName(names('Base', '', 'Base IT'), 'de')).toBe('Base');
    expect(planName(names('', '', 'Base IT'), 'de')).toBe('Base IT');
    expect(planName(names('', 'Basis', ''), 'it')).toBe('Basis');
  });

  it('reads English as French first, and ignores names of blanks only', () => {
    expect(planName(names('Base', 'Basis', ''), 'en')).toBe('Base');
    expect(planName(names('  ', 'Basis', ''), 'fr')).toBe('Basis');
    expect(planName(names('', '', ''), 'fr')).toBe('');
  });
});

describe('planDescription', () => {
  it('falls back like the name', () => {
    const plan = { descriptionFr: '', descriptionDe: 'Alles', descriptionIt: 'Tutto' };
    expect(planDescription(plan, 'it')).toBe('Tutto');
    expect(planDescription(plan, 'fr')).toBe('Alles');
  });
});
