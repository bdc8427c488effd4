import { describe, expect, it } from 'vitest';
import { formatSwissTime, schoolDateTime } from './school-time';

describe('Swiss wall-clock times', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2', () => {
    expect(schoolDateTime('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(schoolDateTime('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('formats back to the same wall-clock time', () => {
    expect(formatSwissTime(schoolDateTime('2026-03-29', '17:30'))).toBe('17:30');
  });
});
