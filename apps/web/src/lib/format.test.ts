import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format';

describe('formats', () => {
  it('writes dates as DD.MM.YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05.01.2026');
    expect(formatDate('2026-11-22')).toBe('22.11.2026');
  });

  it('writes times as HH:mm', () => {
    expect(formatTime(new Date(2026, 0, 5, 7, 3))).toBe('07:03');
    expect(formatTime(new Date(2026, 0, 5, 19, 45))).toBe('19:45');
  });
});
