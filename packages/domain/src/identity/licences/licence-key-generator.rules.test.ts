import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateLicenceKey, LICENCE_KEY_ALPHABET } from './licence-key-generator.rules';
import { LICENCE_KEY_PATTERN, licenceKeySchema } from './licences.rules';

describe('licence key generation', () => {
  it('makes 10,000 distinct keys of the pattern, without ambiguous characters', () => {
    const keys = Array.from({ length: 10_000 }, () => generateLicenceKey(randomBytes));
    expect(new Set(keys).size).toBe(10_000);
    for (const key of keys) {
      expect(key).toMatch(LICENCE_KEY_PATTERN);
      expect(key).not.toMatch(/[01OIL]/);
      expect(licenceKeySchema.parse(key.toLowerCase())).toBe(key);
    }
  });

  it('draws every character of the alphabet, and draws again the bytes that would bias it', () => {
    const seen = new Set(
      Array.from({ length: 2_000 }, () => generateLicenceKey(randomBytes))
        .join('')
        .replaceAll('-', ''),
    );
    expect([...seen].sort().join('')).toBe(LICENCE_KEY_ALPHABET);
    // A source giving only bytes past the fair limit, then zeros: the key is made of zeros' character.
    let calls = 0;
    const biased = (count: number) => new Uint8Array(count).fill(calls++ === 0 ? 255 : 0);
    expect(generateLicenceKey(biased)).toBe('2222-2222-2222-2222');
  });
});
