import type { Me } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { mayChangeResource } from './resource-view';

const me = (fields: Partial<Me>) => ({ schoolHead: false, employee: null, ...fields }) as Me;

describe('who the library offers to change a resource', () => {
  it('offers my own to anyone, and the school’s to its head and its employees', () => {
    expect(mayChangeResource({ mine: true }, me({}))).toBe(true);
    expect(mayChangeResource({ mine: false }, me({}))).toBe(false);
    expect(mayChangeResource({ mine: false }, me({ schoolHead: true }))).toBe(true);
    const employee = { rights: [], active: true, startsOn: '2026-01-01', endsOn: null };
    expect(mayChangeResource({ mine: false }, me({ employee }))).toBe(true);
    expect(mayChangeResource({ mine: false }, null)).toBe(false);
  });
});
