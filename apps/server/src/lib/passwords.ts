import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (19 MiB, 2 passes), OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
