import { describe, expect, it } from 'vitest';
import { languageOf, localeOf, toLocale } from './languages';

describe('toLocale', () => {
  it('maps short and regional codes to the Swiss locales', () => {
    expect(toLocale('de')).toBe('de-CH');
    expect(toLocale('it_CH')).toBe('it-CH');
    expect(toLocale('FR-fr')).toBe('fr-CH');
    expect(toLocale('en-GB')).toBe('en');
  });

  it('falls back to French for unknown or missing values', () => {
    expect(toLocale('es')).toBe('fr-CH');
    expect(toLocale(undefined)).toBe('fr-CH');
    expect(toLocale('')).toBe('fr-CH');
  });

  it('round-trips language and locale', () => {
    expect(languageOf(localeOf('it'))).toBe('it');
  });
});
