import { chmod, copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import { decodeKey, Secrets } from '../../lib/secrets';
import { CommandError } from '../../lib/startup';
import { BACKUP_LAYOUT, type Manifest } from './manifest';

type ServerKey = Manifest['serverKey'];
type KeyConfig = Pick<Config, 'SECRET_KEY' | 'SECRET_KEY_PREVIOUS' | 'DATA_DIR'>;

/** Tells two keys apart without revealing either (an HMAC under the key itself). */
function fingerprint(key: Buffer): string {
  return new Secrets(key).derive('backup-key-fingerprint').slice(0, 22);
}

const keyFileOf = (config: KeyConfig) => join(config.DATA_DIR, 'secret.key');

async function keyIn(path: string): Promise<Buffer | null> {
  const text = await readFile(path, 'utf8').catch(() => null);
  return text === null ? null : decodeKey(text.trim());
}

/**
 * The key the server uses, as `loadSecrets` finds it: SECRET_KEY never goes into a backup (it
 * lives in the operator's secret manager); the key file generated beside the data does, since a
 * backup without it could not read the secrets it holds.
 */
export async function backUpServerKey(config: KeyConfig, directory: string): Promise<ServerKey> {
  if (config.SECRET_KEY) return { source: 'environment', fingerprint: fingerprint(decodeKey(config.SECRET_KEY)) };
  const key = await keyIn(keyFileOf(config));
  if (!key) return { source: 'none', fingerprint: null };
  const copy = join(directory, BACKUP_LAYOUT.serverKey);
  await copyFile(keyFileOf(config), copy);
  await chmod(copy, 0o600);
  return { source: 'file', fingerprint: fingerprint(key) };
}

/**
 * Checks, before anything is restored, that the restored server will hold the backup's key
 * (else its secrets are unreadable); returns what then puts the key in place, and what to tell.
 */
export async function prepareServerKey(
  config: KeyConfig,
  directory: string,
  recorded: ServerKey,
): Promise<{ install(): Promise<void>; note: string }> {
  const nothing = async () => {};
  if (recorded.source === 'none')
    return { install: nothing, note: 'The backup was made before any server key existed.' };
  // A key being rotated away from still opens what it sealed (loadSecrets).
  const environmentKeys = [config.SECRET_KEY, config.SECRET_KEY_PREVIOUS]
    .filter((key): key is string => key !== undefined)
    .map((key) => fingerprint(decodeKey(key)));
  const environmentOpens = recorded.fingerprint !== null && environmentKeys.includes(recorded.fingerprint);
  const kept = {
    install: nothing,
    note: 'SECRET_KEY (or SECRET_KEY_PREVIOUS) is the key the backup was made with: keep it.',
  };
  if (recorded.source === 'environment') {
    if (environmentOpens) return kept;
    throw new CommandError(
      config.SECRET_KEY
        ? "This environment's SECRET_KEY is not the key the backup was made with: the restored secrets could not be read. Set SECRET_KEY to that key (from your secret manager)."
        : 'The backup was made with SECRET_KEY from the environment, which no backup holds: set SECRET_KEY to that key (from your secret manager) and try again.',
    );
  }
  const backupCopy = join(directory, BACKUP_LAYOUT.serverKey);
  const backedUp = await keyIn(backupCopy);
  if (!backedUp || fingerprint(backedUp) !== recorded.fingerprint)
    throw new CommandError(`${backupCopy} is missing or is not the key of the manifest: the backup is damaged.`);
  if (environmentOpens) return kept;
  if (config.SECRET_KEY)
    throw new CommandError(
      `This environment's SECRET_KEY is not the key the backup was made with (${backupCopy}): the restored secrets could not be read. Unset SECRET_KEY to use the backup's key file, or set it to that key.`,
    );
  const keyFile = keyFileOf(config);
  const present = await keyIn(keyFile);
  if (present && fingerprint(present) === recorded.fingerprint)
    return { install: nothing, note: `${keyFile} is the key the backup was made with.` };
  if (present)
    throw new CommandError(
      `${keyFile} holds another key than the backup's: the restored secrets could not be read with it. Move it aside and try again.`,
    );
  return {
    install: async () => {
      await mkdir(config.DATA_DIR, { recursive: true });
      await copyFile(backupCopy, keyFile);
      await chmod(keyFile, 0o600);
    },
    note: `The backup's server key was written to ${keyFile}.`,
  };
}
