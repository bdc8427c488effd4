import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore } from '../../../integrations/file-store/disk-file-store';
import type { FileStore } from '../../../kernel/file-store';
import { takeInFile } from './file-intake';

const PDF_HEAD = Buffer.from('%PDF-1.4\n');

/** A PDF arriving in chunks, as a request body does. */
function arriving(bytes: number): Readable {
  return Readable.from(
    (function* () {
      yield PDF_HEAD;
      for (let sent = PDF_HEAD.length; sent < bytes; sent += 65_536)
        yield Buffer.alloc(Math.min(65_536, bytes - sent), 32);
    })(),
  );
}

describe('taking a file in', () => {
  let root: string;
  let store: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ds-intake-'));
    store = createDiskFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  const stored = async () => (await readdir(join(root, 'files')).catch(() => [])).length;

  it('stops a file over the limit while it streams and keeps nothing of it', async () => {
    const reserved: string[] = [];
    const taking = takeInFile(
      store,
      { filename: 'big.pdf', stream: arriving(3_000_000) },
      { maxBytes: 1_000_000, remainingBytes: 10_000_000 },
      async (key) => {
        reserved.push(key);
      },
    );
    await expect(taking).rejects.toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    expect(reserved).toHaveLength(1);
    expect(await stored()).toBe(0);
  });

  it('stops at the quota left, with its own code', async () => {
    const taking = takeInFile(
      store,
      { filename: 'big.pdf', stream: arriving(3_000_000) },
      { maxBytes: 10_000_000, remainingBytes: 2_000_000 },
      async () => {},
    );
    await expect(taking).rejects.toMatchObject({ statusCode: 413, code: 'resources_too_large' });
    expect(await stored()).toBe(0);
  });

  it('counts and digests what it writes', async () => {
    const taken = await takeInFile(
      store,
      { filename: 'ok.pdf', stream: arriving(200_000) },
      { maxBytes: 1_000_000, remainingBytes: 1_000_000 },
      async () => {},
    );
    expect(taken).toMatchObject({ size: 200_000, mimeType: 'application/pdf', thumbnailKey: null });
    expect(taken.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await store.get(taken.key))?.size).toBe(200_000);
    expect(await stored()).toBe(1);
  });

  it('refuses a key that would leave its directory', async () => {
    await expect(store.put('../escape', Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toThrow(
      'invalid file key',
    );
  });
});
