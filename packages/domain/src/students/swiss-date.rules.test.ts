import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlausibleDay } from '../kernel/time/plausible-day.rules';
import { formatSwissDay, parseSwissDate } from './swiss-date.rules';

/** Any Unicode text, control characters included, and text made of the characters that matter here. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: fc.constantFrom('0', '1', '2', '9', '.', '-', ' ', '/', '\n', '٣'), maxLength: 20 }),
);

describe('parseSwissDate', () => {
  it('reads DD.MM.YYYY as an ISO day', () => {
    expect(parseSwissDate('12.03.2001')).toBe('2001-03-12');
    expect(parseSwissDate(' 1.3.2001 ')).toBe('2001-03-01');
    expect(parseSwissDate('31.12.2100')).toBe('2100-12-31');
    expect(parseSwissDate('01.01.1900')).toBe('1900-01-01');
  });

  it('refuses a day the calendar does not have', () => {
    expect(parseSwissDate('31.02.2001')).toBeNull();
    expect(parseSwissDate('31.04.2001')).toBeNull();
    expect(parseSwissDate('00.01.2001')).toBeNull();
    expect(parseSwissDate('01.13.2001')).toBeNull();
    expect(parseSwissDate('01.00.2001')).toBeNull();
  });

  it('knows the leap years: every fourth, not every hundredth, but every four-hundredth', () => {
    expect(parseSwissDate('29.02.2004')).toBe('2004-02-29');
    expect(parseSwissDate('29.02.2001')).toBeNull();
    expect(parseSwissDate('29.02.2000')).toBe('2000-02-29');
    expect(parseSwissDate('29.02.1900')).toBeNull();
    expect(parseSwissDate('29.02.2100')).toBeNull();
  });

  it('refuses other shapes and years outside 1900–2100', () => {
    for (const input of ['2001-03-12', '12/03/2001', '12.03.01', '12.03.2001 10:00', '12..2001', '', '31.12.1899']) {
      expect(parseSwissDate(input)).toBeNull();
    }
    expect(parseSwissDate('01.01.2101')).toBeNull();
    expect(parseSwissDate(new Date())).toBeNull();
    expect(parseSwissDate(37_000)).toBeNull();
  });

  it('never throws on an arbitrary string, and answers only real days', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const day = parseSwissDate(input);
        return day === null || parseSwissDate(formatSwissDay(day)) === day;
      }),
      { numRuns: 1_000 },
    );
  });

  it('never throws on strings shaped like dates', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{3,5}\s*$/), (input) => {
        const day = parseSwissDate(input);
        return day === null || isPlausibleDay(day);
      }),
      { numRuns: 1_000 },
    );
  });

  it('never throws on any value at all', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true }), (input) => {
        const day = parseSwissDate(input);
        return day === null || typeof day === 'string';
      }),
      { numRuns: 500 },
    );
  });

  it('reads back every real day it formats', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          return parseSwissDate(formatSwissDay(iso)) === iso;
        },
      ),
    );
  });
});
