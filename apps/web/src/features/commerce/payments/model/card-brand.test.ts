import { describe, expect, it } from 'vitest';
import { cardBrandName, cardEndDate } from './card-brand';

describe('card display', () => {
  it('names the brand people know, and writes the end date as on the card', () => {
    expect(cardBrandName('ECA')).toBe('Mastercard');
    expect(cardBrandName('XYZ')).toBe('XYZ');
    expect(cardEndDate({ expiryMonth: 6, expiryYear: 2031 })).toBe('06/31');
  });
});
