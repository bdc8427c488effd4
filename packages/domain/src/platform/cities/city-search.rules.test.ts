import { describe, expect, it } from 'vitest';
import { citySearchName, isPostcodeQuery } from './city-search.rules';

describe('city search', () => {
  it('compares names without case, accents, hyphens or apostrophes', () => {
    expect(citySearchName('Zürich')).toBe('zurich');
    expect(citySearchName('La Chaux-de-Fonds')).toBe('la chaux de fonds');
    expect(citySearchName("L'Abbaye")).toBe('l abbaye');
    expect(citySearchName('  St. Gallen ')).toBe('st gallen');
    expect(citySearchName('Neuchâtel')).toBe(citySearchName('NEUCHATEL'));
  });

  it('reads digits as a postcode', () => {
    expect(isPostcodeQuery('1003')).toBe(true);
    expect(isPostcodeQuery('10 03')).toBe(true);
    expect(isPostcodeQuery('Lausanne')).toBe(false);
    expect(isPostcodeQuery('1003 Lausanne')).toBe(false);
  });
});
