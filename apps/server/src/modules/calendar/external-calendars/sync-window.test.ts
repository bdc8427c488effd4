import { describe, expect, it } from 'vitest';
import { syncWindow } from './sync-window';

const iso = (date: Date) => date.toISOString();

describe('the sync window', () => {
  it('runs from the first of the month two months back to the first of the month 13 months ahead, Swiss time', () => {
    const window = syncWindow(new Date('2026-11-24T10:00:00Z'));
    expect(window.key).toBe('2026-09-01');
    expect(iso(window.start)).toBe('2026-08-31T22:00:00.000Z');
    expect(iso(window.end)).toBe('2027-11-30T23:00:00.000Z');
  });

  it('crosses the year and follows the Swiss day, not the UTC one', () => {
    const january = syncWindow(new Date('2026-01-15T12:00:00Z'));
    expect(january.key).toBe('2025-11-01');
    expect(iso(january.end)).toBe('2027-01-31T23:00:00.000Z');
    // 23:30 UTC on 31 October is already 1 November in Zurich.
    expect(syncWindow(new Date('2026-10-31T23:30:00Z')).key).toBe('2026-09-01');
  });
});
