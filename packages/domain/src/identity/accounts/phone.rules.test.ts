import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mobileSchema } from './accounts.schema';
import { formatPhone, normaliseMobile, normalisePhone } from './phone.rules';

const E164 = /^\+[1-9]\d{6,14}$/;

describe('normaliseMobile', () => {
  it.each([
    // As Swiss people write it: national, with any separators.
    ['079 123 45 67', '+41791234567'],
    ['0791234567', '+41791234567'],
    ['079.123.45.67', '+41791234567'],
    ['079-123-45-67', '+41791234567'],
    ['079/123 45 67', '+41791234567'],
    ['(079) 123 45 67', '+41791234567'],
    ['  079 123 45 67\t', '+41791234567'],
    ['079\u00a0123\u00a045\u00a067', '+41791234567'], // non-breaking spaces, as spreadsheets write them
    // International, with + or 00, and the (0) people add.
    ['+41 79 123 45 67', '+41791234567'],
    ['+41791234567', '+41791234567'],
    ['0041 79 123 45 67', '+41791234567'],
    ['0041791234567', '+41791234567'],
    ['+41 (0)79 123 45 67', '+41791234567'],
    ['+41 (0) 79 123 45 67', '+41791234567'],
    ['+41-79-123-45-67', '+41791234567'],
    ['+41 77 000 00 00', '+41770000000'],
    ['078 234 56 78', '+41782345678'],
    ['076 555 12 34', '+41765551234'],
    // A spreadsheet that dropped the leading 0 or the +.
    ['791234567', '+41791234567'],
    ['41791234567', '+41791234567'],
    // Foreign mobiles keep their country code.
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+49 151 12345678', '+4915112345678'],
    ['+423 791 23 45', '+4237912345'],
  ])('reads %j as %s', (input, stored) => {
    expect(normaliseMobile(input)).toBe(stored);
  });

  it.each([
    ['+41 21 312 34 56', 'a Swiss landline, international'],
    ['021 312 34 56', 'a Swiss landline, national'],
    ['0800 123 456', 'a free number'],
    ['06 12 34 56 78', 'a French mobile without its country code reads as a Swiss landline'],
    ['079 123 45', 'too short'],
    ['079 123 45 67 8', 'too long'],
    ['+41 77', 'too short'],
    ['+41 79 123 45 67 / 078 111 22 33', 'two numbers'],
    ['+41 79 123 45 67 ext 12', 'an extension'],
    ['079 123 45 67 (Mama)', 'a note'],
    ['tel:+41791234567', 'a link'],
    ['hello', 'words'],
    ['', 'nothing'],
    ['00', 'a prefix alone'],
    ['+', 'a plus alone'],
  ])('refuses %j (%s)', (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });

  it('never throws on an arbitrary string, and answers only E.164', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary-ascii' }),
      fc.string({
        unit: fc.constantFrom('0', '4', '1', '7', '9', '+', ' ', '.', '-', '(', ')', '/', 'x'),
        maxLength: 20,
      }),
    );
    fc.assert(
      fc.property(anyText, (input) => {
        const mobile = normaliseMobile(input);
        return mobile === null || E164.test(mobile);
      }),
      { numRuns: 1_000 },
    );
  });

  it('reads its own answer and its display back as the same number', () => {
    const swissMobile = fc
      .tuple(fc.constantFrom('75', '76', '77', '78', '79'), fc.stringMatching(/^\d{7}$/))
      .map(([prefix, rest]) => `+41${prefix}${rest}`);
    fc.assert(
      fc.property(swissMobile, (stored) => {
        expect(normaliseMobile(stored)).toBe(stored);
        expect(normaliseMobile(formatPhone(stored))).toBe(stored);
        expect(formatPhone(stored)).toMatch(/^0\d{2} \d{3} \d{2} \d{2}$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('mobileSchema', () => {
  it('stores E.164 and refuses a landline with a message giving both forms', () => {
    expect(mobileSchema.parse(' 079 123 45 67 ')).toBe('+41791234567');
    const refused = mobileSchema.safeParse('021 312 34 56');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('079 123 45 67');
  });
});

describe('formatPhone', () => {
  it('shows a Swiss number as dialled at home and a foreign one with its country code', () => {
    expect(formatPhone('+41791234567')).toBe('079 123 45 67');
    expect(formatPhone('+41770000000')).toBe('077 000 00 00');
    expect(formatPhone('+41213123456')).toBe('021 312 34 56');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+4915112345678')).toBe('+49 1511 2345678');
    expect(formatPhone('+4237912345')).toBe('+423 791 23 45');
  });

  it('leaves what it cannot read as it is, and an unknown Swiss number international', () => {
    expect(formatPhone('hello')).toBe('hello');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('+4177')).toBe('+41 77');
  });

  it('never throws on an arbitrary string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => typeof formatPhone(input) === 'string'),
      { numRuns: 500 },
    );
  });
});

describe('normalisePhone', () => {
  it('takes a landline as well as a mobile, and refuses what is no number', () => {
    expect(normalisePhone('021 312 34 56')).toBe('+41213123456');
    expect(normalisePhone('+41 44 123 45 67')).toBe('+41441234567');
    expect(normalisePhone('079 123 45 67')).toBe('+41791234567');
    expect(normalisePhone('123')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
  });
});
