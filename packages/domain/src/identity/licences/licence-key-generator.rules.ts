import { drawUnambiguousCharacters, UNAMBIGUOUS_ALPHABET } from '../../kernel/random/unambiguous-characters.rules';

/** The characters of a generated licence key: 31, without ambiguous ones; 16 of them make some 2^79 keys. */
export const LICENCE_KEY_ALPHABET = UNAMBIGUOUS_ALPHABET;

/**
 * A key XXXX-XXXX-XXXX-XXXX (spec §5) from a source of random bytes (the server passes Node's
 * cryptographic `randomBytes`): each character uniformly drawn from the alphabet.
 */
export function generateLicenceKey(randomBytes: (count: number) => Uint8Array): string {
  const characters = drawUnambiguousCharacters(randomBytes, 16);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4)).join('-');
}
