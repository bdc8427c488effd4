import { describe, expect, it } from 'vitest';
import { formatChf } from './format-chf';

describe('CHF amounts on screen', () => {
  it('writes CHF amounts from centimes with CHF first in each language', () => {
    expect(formatChf(125050, 'de-CH')).toBe('CHF\u00a01’250.50');
    expect(formatChf(18000, 'fr-CH')).toBe('CHF\u00a0180.00');
    expect(formatChf(125050, 'fr-CH')).toBe('CHF\u00a01’250.50');
    expect(formatChf(125050, 'it-CH')).toBe('CHF\u00a01’250.50');
    expect(formatChf(125050, 'en')).toBe('CHF\u00a01,250.50');
  });
});
