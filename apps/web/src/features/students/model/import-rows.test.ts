import type { ImportRow } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { filledColumns, invalidRowsFirst } from './import-rows';

const row = (line: number, values: Record<string, string>, refused = false): ImportRow => ({
  line,
  values,
  errors: refused ? [{ field: 'faber', rule: 'faber' }] : [],
  action: refused ? null : 'create',
});

describe('import preview rows', () => {
  it('lists refused rows first, each group in file order', () => {
    const rows = [row(2, {}), row(3, {}, true), row(4, {}), row(5, {}, true)];
    expect(invalidRowsFirst(rows).map((each) => each.line)).toEqual([3, 5, 2, 4]);
  });

  it('always shows the three required columns, and the optional ones only when the file fills them', () => {
    expect(filledColumns([row(2, { faber: '12345678' })])).toEqual(['faber', 'birthDate', 'email']);
    expect(filledColumns([row(2, { monitorFaber: '', name: 'Muster' })])).toEqual([
      'faber',
      'birthDate',
      'email',
      'name',
    ]);
  });
});
