import { createHash, randomBytes } from 'node:crypto';
import { generateLicenceKey } from '@ds/domain';

/**
 * What is stored of a licence key: the SHA-256 of the key in capitals (activation looks it up;
 * keys are random, so a plain digest suffices, as for sign-in tokens) and its last group.
 */
export function storedLicenceKey(key: string): { keyHash: string; keyHint: string } {
  const normalised = key.trim().toUpperCase();
  return { keyHash: createHash('sha256').update(normalised).digest('hex'), keyHint: normalised.slice(-4) };
}

/** A new key from the cryptographic random source (spec §5 pattern, no ambiguous characters). */
export function newLicenceKey(): string {
  return generateLicenceKey(randomBytes);
}
