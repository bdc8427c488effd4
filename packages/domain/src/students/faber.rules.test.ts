import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FABER_MAX_DIGITS, FABER_MIN_DIGITS, formatFaber, normaliseFaber } from './faber.rules';

const STORED_FABER = new RegExp(`^[0-9]{${FABER_MIN_DIGITS},${FABER_MAX_DIGITS}}$`);

/** Any Unicode text, control characters included, and text made of the characters that matter here. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', ' ', '\t', 'A', '٣'), maxLength: 20 }),
);

describe('normaliseFaber', () => {
  it('accepts 8 to 12 digits and refuses 7 and 13', () => {
    expect(normaliseFaber('1234567')).toBeNull();
    expect(normaliseFaber('12345678')).toBe('12345678');
    expect(normaliseFaber('123456789')).toBe('123456789');
    expect(normaliseFaber('123456789012')).toBe('123456789012');
    expect(normaliseFaber('1234567890123')).toBeNull();
  });

  it('ignores spaces, dots and dashes, and nothing else', () => {
    expect(normaliseFaber(' 123.456.789 ')).toBe('123456789');
    expect(normaliseFaber('1234-5678-90')).toBe('1234567890');
    expect(normaliseFaber('12 34\t56 78')).toBe('12345678');
    expect(normaliseFaber('1234567AB12')).toBeNull();
    expect(normaliseFaber('12345678/9')).toBeNull();
    expect(normaliseFaber('+12345678')).toBeNull();
    expect(normaliseFaber('١٢٣٤٥٦٧٨')).toBeNull(); // Arabic-Indic digits are not FABER digits
    expect(normaliseFaber('')).toBeNull();
    expect(normaliseFaber('.-. -')).toBeNull();
  });

  it('reads a number cell as its digits', () => {
    expect(normaliseFaber(12_345_678)).toBe('12345678');
    expect(normaliseFaber(1.5)).toBeNull();
    expect(normaliseFaber(Number.NaN)).toBeNull();
  });

  it('never throws on an arbitrary string, and answers only 8 to 12 ASCII digits', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const faber = normaliseFaber(input);
        return faber === null || STORED_FABER.test(faber);
      }),
      { numRuns: 1_000 },
    );
  });

  it('never throws on any value at all', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true }), (input) => {
        const faber = normaliseFaber(input);
        return faber === null || typeof faber === 'string';
      }),
      { numRuns: 500 },
    );
  });

  it('finds the same number however its digits are grouped', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{8,12}$/),
        fc.array(fc.constantFrom(' ', '.', '-'), { maxLength: 12 }),
        (digits, separators) => {
          const typed = [...digits].map((digit, index) => digit + (separators[index] ?? '')).join('');
          return normaliseFaber(typed) === digits;
        },
      ),
    );
  });

  it('groups digits by three for display', () => {
    expect(formatFaber('123456789012')).toBe('123.456.789.012');
    expect(formatFaber('12345678')).toBe('123.456.78');
  });
});
