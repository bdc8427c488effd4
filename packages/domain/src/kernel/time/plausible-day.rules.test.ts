import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlausibleDay } from './plausible-day.rules';
import { plausibleDay } from './plausible-day.schema';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

describe('plausible days', () => {
  it('accept every day from 1900 to 2100 and refuse every other year (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          expect(isPlausibleDay(isoDay(year, month, day))).toBe(year >= 1900 && year <= 2100);
        },
      ),
    );
  });

  it('hold at the edges', () => {
    expect(isPlausibleDay('1900-01-01')).toBe(true);
    expect(isPlausibleDay('1899-12-31')).toBe(false);
    expect(isPlausibleDay('2100-12-31')).toBe(true);
    expect(isPlausibleDay('2101-01-01')).toBe(false);
  });

  it('are refused by the schema with their rule, one issue for a malformed day', () => {
    const refused = plausibleDay.safeParse('0001-01-01');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', params: { rule: 'day_out_of_range' } }),
    ]);
    expect(plausibleDay.safeParse('01.01.2001').error?.issues).toHaveLength(1);
    expect(plausibleDay.parse('2001-01-01')).toBe('2001-01-01');
  });
});
