import { describe, expect, it } from 'vitest';
import { holdingAllows } from './holding';

describe('holdingAllows', () => {
  it('lets an owner do everything, a write share read and write, a read share only read', () => {
    expect(holdingAllows('owner', 'owner')).toBe(true);
    expect(holdingAllows('write', 'write')).toBe(true);
    expect(holdingAllows('write', 'read')).toBe(true);
    expect(holdingAllows('write', 'owner')).toBe(false);
    expect(holdingAllows('read', 'read')).toBe(true);
    expect(holdingAllows('read', 'write')).toBe(false);
  });
});
