import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The server key: encrypts secrets at rest (SMTP, SMS, CalDAV, SARI credentials, TOTP
 * seeds) and derives tokens that the database never holds (autologin, login challenges).
 */
export class Secrets {
  /**
   * `previous`: keys being rotated away from (SECRET_KEY_PREVIOUS). Secrets sealed under them
   * still open; everything is sealed and derived with `key` (docs/operations.md, key rotation).
   */
  constructor(
    private readonly key: Buffer,
    private readonly previous: readonly Buffer[] = [],
  ) {
    for (const each of [key, ...previous]) if (each.length !== 32) throw new Error('the server key must be 32 bytes');
  }

  /** AES-256-GCM; the result is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Opens a sealed secret with the key, else a previous one (GCM's tag tells a wrong key). */
  decrypt(sealed: string): string {
    for (const key of [this.key, ...this.previous]) {
      const opened = openWith(key, sealed);
      if (opened !== undefined) return opened;
    }
    throw new Error('unreadable sealed secret');
  }

  /** Whether the secret is sealed with the current key (not a previous one): rotation leaves it as it is. */
  isCurrent(sealed: string): boolean {
    return openWith(this.key, sealed) !== undefined;
  }

  /** A token only this server can compute from a stored, useless-alone salt. */
  derive(purpose: string, ...parts: string[]): string {
    return createHmac('sha256', this.key)
      .update([purpose, ...parts].join(':'))
      .digest('base64url');
  }
}

function openWith(key: Buffer, sealed: string): string | undefined {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a high-entropy token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * SECRET_KEY from the environment (64 hex characters or base64 of 32 bytes); without it, a
 * key generated once and kept beside the data (mode 600), so `npm start` needs no setup.
 */
export async function loadSecrets(config: {
  SECRET_KEY?: string;
  SECRET_KEY_PREVIOUS?: string;
  DATA_DIR: string;
}): Promise<Secrets> {
  const previous = config.SECRET_KEY_PREVIOUS ? [decodeKey(config.SECRET_KEY_PREVIOUS)] : [];
  if (config.SECRET_KEY) return new Secrets(decodeKey(config.SECRET_KEY), previous);
  const path = `${config.DATA_DIR}/secret.key`;
  if (existsSync(path)) return new Secrets(decodeKey((await readFile(path, 'utf8')).trim()), previous);
  const key = randomBytes(32);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, key.toString('hex'), { mode: 0o600 });
  return new Secrets(key);
}

export function decodeKey(text: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}
