import { describe, expect, it } from 'vitest';
import { formatChf, formatDate, formatTime } from './format';

describe('formats', () => {
  it('writes dates as DD.MM.YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05.01.2026');
    expect(formatDate('2026-11-22')).toBe('22.11.2026');
  });

  it('writes times as HH:mm', () => {
    expect(formatTime(new Date(2026, 0, 5, 7, 3))).toBe('07:03');
    expect(formatTime(new Date(2026, 0, 5, 19, 45))).toBe('19:45');
  });

  it('writes CHF amounts from centimes with CHF first in each language', () => {
    expect(formatChf(125050, 'de-CH')).toBe('CHF\u00a01’250.50');
    expect(formatChf(18000, 'fr-CH')).toBe('CHF\u00a0180.00');
    expect(formatChf(125050, 'fr-CH')).toBe('CHF\u00a01’250.50');
    expect(formatChf(125050, 'it-CH')).toBe('CHF\u00a01’250.50');
    expect(formatChf(125050, 'en')).toBe('CHF\u00a01,250.50');
  });
});
