import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('masking a destination', () => {
  it('keeps the country, the operator prefix and the last two digits of a phone number', () => {
    expect(maskPhone('+41790000001')).toBe('+41 79 *** ** 01');
  });

  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('helene.chef@demo.ch')).toBe('h***@demo.ch');
  });
});
