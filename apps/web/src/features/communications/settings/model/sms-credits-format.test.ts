import { describe, expect, it } from 'vitest';
import { formatCredits, formatProviderCredits } from './sms-credits-format';

describe('SMS credits on screen', () => {
  it('writes hundredths of a credit with two decimals', () => {
    expect(formatCredits(1275, 'fr-CH')).toBe('12.75');
    expect(formatCredits(0, 'de-CH')).toBe('0.00');
    expect(formatCredits(5, 'it-CH')).toBe('0.05');
    expect(formatCredits(-125, 'fr-CH')).toBe('-1.25');
  });

  it('groups thousands the Swiss way, with a comma in English', () => {
    expect(formatCredits(125_000, 'de-CH')).toBe('1’250.00');
    expect(formatCredits(125_000, 'en')).toBe('1,250.00');
  });

  it('writes a provider’s plain credits alike', () => {
    expect(formatProviderCredits(153.5, 'fr-CH')).toBe('153.50');
    expect(formatProviderCredits(0.125, 'fr-CH')).toBe('0.13');
  });
});
