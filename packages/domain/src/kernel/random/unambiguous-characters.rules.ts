/**
 * Digits and capitals without those read or typed one for another (0/O, 1/I/L): 31 in all, the
 * characters of every code people copy by hand (licence keys, gift vouchers).
 */
export const UNAMBIGUOUS_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The largest multiple of the alphabet's length under 256: bytes above it are drawn again (no bias). */
const FAIR_LIMIT = 256 - (256 % UNAMBIGUOUS_ALPHABET.length);

/**
 * `count` characters, each uniformly drawn from the alphabet, from a source of random bytes (the
 * server passes Node's cryptographic `randomBytes`).
 */
export function drawUnambiguousCharacters(randomBytes: (count: number) => Uint8Array, count: number): string {
  const characters: string[] = [];
  while (characters.length < count) {
    for (const byte of randomBytes(2 * count)) {
      if (byte < FAIR_LIMIT && characters.length < count)
        characters.push(UNAMBIGUOUS_ALPHABET[byte % UNAMBIGUOUS_ALPHABET.length] as string);
    }
  }
  return characters.join('');
}
