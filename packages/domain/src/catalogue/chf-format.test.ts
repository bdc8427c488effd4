import { describe, expect, it } from 'vitest';
import { formatChf } from './chf-format';

describe('CHF amounts', () => {
  it('puts CHF first in every language, with the Swiss apostrophe between thousands', () => {
    for (const language of ['de-CH', 'fr-CH', 'it-CH', 'de', 'fr', 'it']) {
      expect(formatChf(18_000, language), language).toBe('CHF\u00a0180.00');
      expect(formatChf(125_050, language), language).toBe('CHF\u00a01’250.50');
    }
    expect(formatChf(125_050, 'en')).toBe('CHF\u00a01,250.50');
  });

  it('writes centimes, large amounts and negative ones', () => {
    expect(formatChf(0, 'fr-CH')).toBe('CHF\u00a00.00');
    expect(formatChf(5, 'fr-CH')).toBe('CHF\u00a00.05');
    expect(formatChf(720, 'it-CH')).toBe('CHF\u00a07.20');
    expect(formatChf(123_456_789, 'de-CH')).toBe('CHF\u00a01’234’567.89');
    expect(formatChf(-1_250, 'de-CH')).toBe('CHF\u00a0-12.50');
  });
});
