import { LOGO_MAX_BYTES } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { logoProblem } from './logo-check';

describe('logo check before sending', () => {
  const png = { size: 2_000, type: 'image/png' };
  it('takes a square picture of at most 1 MB', () => {
    expect(logoProblem(png, { width: 256, height: 256 })).toBeNull();
  });
  it('names what is wrong otherwise', () => {
    expect(logoProblem(png, { width: 300, height: 200 })).toBe('notSquare');
    expect(logoProblem({ ...png, size: LOGO_MAX_BYTES + 1 }, { width: 10, height: 10 })).toBe('tooLarge');
    expect(logoProblem({ size: 10, type: 'application/pdf' }, null)).toBe('notAnImage');
    expect(logoProblem(png, null)).toBe('notAnImage');
  });
});
