import { describe, expect, it } from 'vitest';
import { dateText, isoFromText, timeFromText, unreadableDates } from './date-text';

describe('date and time fields of the student sheet', () => {
  it('shows stored dates as DD.MM.YYYY and reads them back', () => {
    expect(dateText('2026-03-07')).toBe('07.03.2026');
    expect(dateText(null)).toBe('');
    expect(isoFromText(' 7.3.2026 ')).toBe('2026-03-07');
    expect(isoFromText('')).toBeNull();
  });

  it('leaves an impossible day as typed, for the schema to refuse', () => {
    expect(isoFromText('31.02.2001')).toBe('31.02.2001');
  });

  it('reads times as HH:mm', () => {
    expect(timeFromText('8:05')).toBe('08:05');
    expect(timeFromText('17h30')).toBe('17:30');
    expect(timeFromText('')).toBeNull();
    expect(timeFromText('later')).toBe('later');
  });
});

describe('unreadable dates', () => {
  it('names the fields whose text is no real day', () => {
    expect(unreadableDates({ a: '31.02.2001', b: '', c: '01.02.2001', d: '2001-02-01' }, 'DD.MM.YYYY')).toEqual({
      a: 'DD.MM.YYYY',
      d: 'DD.MM.YYYY',
    });
  });
});
