import { describe, expect, it } from 'vitest';
import { formatMobile, normaliseMobile } from './phone.rules';

describe('normaliseMobile', () => {
  it('accepts Swiss and neighbouring mobiles in international format, with spaces or 00', () => {
    expect(normaliseMobile('+41 77 000 00 00')).toBe('+41770000000');
    expect(normaliseMobile('0041 79 123 45 67')).toBe('+41791234567');
    expect(normaliseMobile('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('refuses national format, landlines and nonsense', () => {
    expect(normaliseMobile('079 123 45 67')).toBeNull();
    expect(normaliseMobile('+41 21 312 34 56')).toBeNull();
    expect(normaliseMobile('+41 77')).toBeNull();
    expect(normaliseMobile('hello')).toBeNull();
  });
});

describe('formatMobile', () => {
  it('groups a stored number the way it is read aloud', () => {
    expect(formatMobile('+41770000000')).toBe('+41 77 000 00 00');
    expect(formatMobile('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatMobile('+4231234567')).toMatch(/^\+423 /);
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatMobile('hello')).toBe('hello');
    expect(formatMobile('')).toBe('');
  });
});
