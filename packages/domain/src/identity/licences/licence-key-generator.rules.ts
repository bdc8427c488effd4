/**
 * The characters of a generated licence key: digits and capitals without those read or typed
 * one for another (0/O, 1/I/L), 31 in all; 16 of them make some 2^79 keys.
 */
export const LICENCE_KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The largest multiple of the alphabet's length under 256: bytes above it are drawn again (no bias). */
const FAIR_LIMIT = 256 - (256 % LICENCE_KEY_ALPHABET.length);

/**
 * A key XXXX-XXXX-XXXX-XXXX (spec §5) from a source of random bytes (the server passes Node's
 * cryptographic `randomBytes`): each character uniformly drawn from the alphabet.
 */
export function generateLicenceKey(randomBytes: (count: number) => Uint8Array): string {
  const characters: string[] = [];
  while (characters.length < 16) {
    for (const byte of randomBytes(32)) {
      if (byte < FAIR_LIMIT && characters.length < 16)
        characters.push(LICENCE_KEY_ALPHABET[byte % LICENCE_KEY_ALPHABET.length] as string);
    }
  }
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}
