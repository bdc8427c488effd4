import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backUpServerKey, prepareServerKey } from './server-key';

const directories: string[] = [];
afterEach(async () => {
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

async function directory(): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), 'ds-backup-key-'));
  directories.push(path);
  return path;
}

const newKey = () => randomBytes(32).toString('hex');

describe('the server key in a backup', () => {
  it('never copies SECRET_KEY; a restore needs it again, as SECRET_KEY or as the key being rotated away from', async () => {
    const key = newKey();
    const backup = await directory();
    const recorded = await backUpServerKey({ SECRET_KEY: key, DATA_DIR: await directory() }, backup);
    expect(recorded.source).toBe('environment');
    expect(recorded.fingerprint).not.toContain(key.slice(0, 8));
    await expect(readFile(join(backup, 'secret.key'))).rejects.toThrow('ENOENT');

    const target = await directory();
    await expect(prepareServerKey({ DATA_DIR: target }, backup, recorded)).rejects.toThrow(
      'The backup was made with SECRET_KEY from the environment, which no backup holds',
    );
    await expect(prepareServerKey({ SECRET_KEY: newKey(), DATA_DIR: target }, backup, recorded)).rejects.toThrow(
      "This environment's SECRET_KEY is not the key the backup was made with",
    );
    await expect(prepareServerKey({ SECRET_KEY: key, DATA_DIR: target }, backup, recorded)).resolves.toBeTruthy();
    await expect(
      prepareServerKey({ SECRET_KEY: newKey(), SECRET_KEY_PREVIOUS: key, DATA_DIR: target }, backup, recorded),
    ).resolves.toBeTruthy();
  });

  it('copies the key file beside the data and puts it back where there is none, never over another one', async () => {
    const source = await directory();
    const key = newKey();
    await writeFile(join(source, 'secret.key'), key, { mode: 0o600 });
    const backup = await directory();
    const recorded = await backUpServerKey({ DATA_DIR: source }, backup);
    expect(recorded.source).toBe('file');
    expect((await stat(join(backup, 'secret.key'))).mode & 0o777).toBe(0o600);

    const other = await directory();
    await writeFile(join(other, 'secret.key'), newKey());
    await expect(prepareServerKey({ DATA_DIR: other }, backup, recorded)).rejects.toThrow(
      'holds another key than the backup',
    );

    const target = join(await directory(), 'data');
    const prepared = await prepareServerKey({ DATA_DIR: target }, backup, recorded);
    await prepared.install();
    expect(await readFile(join(target, 'secret.key'), 'utf8')).toBe(key);
    expect((await stat(join(target, 'secret.key'))).mode & 0o777).toBe(0o600);

    await writeFile(join(backup, 'secret.key'), newKey());
    await expect(prepareServerKey({ DATA_DIR: await directory() }, backup, recorded)).rejects.toThrow(
      'is missing or is not the key of the manifest',
    );
  });
});
