import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label';

describe('monthLabel', () => {
  it('names a month short in the reader’s language, whatever the time zone', () => {
    expect(monthLabel('2026-11', 'fr-CH')).toMatch(/^nov\.? 2026$/);
    expect(monthLabel('2026-01', 'de-CH')).toMatch(/^Jan\.? 2026$/);
    expect(monthLabel('2026-12', 'en')).toBe('Dec 2026');
  });
});
