import { describe, expect, it } from 'vitest';
import { translatedText } from './translated-text.rules';

const names = (nameFr: string, nameDe: string, nameIt: string) => ({ nameFr, nameDe, nameIt });

describe('a text in three languages', () => {
  it("answers the reader's language, then French, German, Italian", () => {
    const plan = names('Base', 'Basis', 'Base IT');
    expect(translatedText(plan, 'name', 'fr-CH')).toBe('Base');
    expect(translatedText(plan, 'name', 'de')).toBe('Basis');
    expect(translatedText(plan, 'name', 'it-CH')).toBe('Base IT');
    expect(translatedText(names('', 'Basis', 'Base IT'), 'name', 'fr')).toBe('Basis');
    expect(translatedText(names('', '', 'Base IT'), 'name', 'de')).toBe('Base IT');
  });

  it('reads English as French first, and ignores blanks', () => {
    expect(translatedText(names('Base', 'Basis', ''), 'name', 'en')).toBe('Base');
    expect(translatedText(names('  ', 'Basis', ''), 'name', 'fr')).toBe('Basis');
    expect(translatedText(names('', '', ''), 'name', 'fr')).toBe('');
  });

  it('reads any field kept so', () => {
    const plan = { descriptionFr: '', descriptionDe: 'Alles', descriptionIt: 'Tutto' };
    expect(translatedText(plan, 'description', 'it')).toBe('Tutto');
    expect(translatedText(plan, 'description', 'fr')).toBe('Alles');
  });
});
