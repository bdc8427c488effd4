import { describe, expect, it } from 'vitest';
import { presetOf, turnoverRange } from './turnover-range.rules';

describe('turnover ranges', () => {
  it('gives this month, last month and this year as whole Swiss days', () => {
    expect(turnoverRange('thisMonth', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(turnoverRange('thisMonth', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(turnoverRange('lastMonth', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(turnoverRange('thisYear', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('takes last month across the new year', () => {
    expect(turnoverRange('lastMonth', '2027-01-03')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('recognises a preset, and none for a range of its own', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-27')).toBe('lastMonth');
    expect(presetOf({ from: '2026-10-02', to: '2026-10-31' }, '2026-11-27')).toBeNull();
  });
});
