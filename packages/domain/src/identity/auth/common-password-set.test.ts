import { describe, expect, it } from 'vitest';
import { buildGolombSet, GolombSet, hash53 } from './common-password-set';

function pseudoRandomWords(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state;
  };
  return Array.from({ length: count }, () => `${next().toString(36)}${next().toString(36)}`);
}

describe('Golomb-coded password set', () => {
  const members = pseudoRandomWords(20_000, 1);
  const set = new GolombSet(buildGolombSet(members));

  it('finds every member, whatever its case (no false negatives)', () => {
    expect(members.every((word) => set.has(word))).toBe(true);
    expect(set.has(members[42]?.toUpperCase() ?? '')).toBe(true);
  });

  it('keeps false positives near 1 in 1250', () => {
    const others = pseudoRandomWords(50_000, 2).map((word) => `x${word}`);
    const falsePositives = others.filter((word) => set.has(word)).length;
    expect(falsePositives / others.length).toBeLessThan(0.0015);
  });

  it('stores about 12 bits an entry', () => {
    const bytes = buildGolombSet(members).byteLength;
    expect((bytes * 8) / members.length).toBeLessThan(12.2);
  });

  it('collapses duplicates and ignores empty entries', () => {
    const small = new GolombSet(buildGolombSet(['abc', 'ABC', 'abc', '', 'motdepasse']));
    expect(small.count).toBe(2);
    expect(small.has('motdepasse')).toBe(true);
    expect(small.has('')).toBe(false);
  });

  it('works on an empty set and refuses foreign data', () => {
    expect(new GolombSet(buildGolombSet([])).has('anything')).toBe(false);
    expect(() => new GolombSet(new Uint8Array([1, 2, 3]))).toThrow();
  });

  it('hashes deterministically', () => {
    expect(hash53('password')).toBe(hash53('password'));
    expect(hash53('password')).not.toBe(hash53('Password'));
  });
});
