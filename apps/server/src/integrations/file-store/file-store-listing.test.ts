import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore, ListedObject } from '../../kernel/file-store';
import { type S3TestServer, startS3Server } from '../../test/s3-server';
import { createDiskFileStore } from './disk-file-store';
import { createS3FileStore } from './s3-file-store';

async function listed(store: FileStore): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for await (const object of store.list()) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

async function putText(store: FileStore, key: string, text: string): Promise<void> {
  await store.put(key, Readable.from([Buffer.from(text)]), 'text/plain');
}

describe('listing the disk store', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ds-listing-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists nothing when its directory does not exist yet', async () => {
    expect(await listed(createDiskFileStore(join(root, 'missing')))).toEqual([]);
  });

  it('lists every key under its directory with its size, not a write still running nor a removed key', async () => {
    const store = createDiskFileStore(join(root, 'store'));
    await putText(store, 'files/one', 'a');
    await putText(store, 'files/two', 'bcd');
    await putText(store, 'thumbnails/files/one.webp', 'ef');
    await putText(store, 'files/gone', 'x');
    await store.remove('files/gone');
    // What `put` writes before its rename: half a file that no reader may see.
    await writeFile(join(root, 'store', 'files', 'three.1a2b3c.partial'), 'half');
    expect(await listed(store)).toEqual([
      { key: 'files/one', size: 1 },
      { key: 'files/two', size: 3 },
      { key: 'thumbnails/files/one.webp', size: 2 },
    ]);
  });
});

describe('listing the S3 store', () => {
  let s3: S3TestServer;
  let store: FileStore & { ensureBucket(): Promise<void> };
  beforeAll(async () => {
    s3 = await startS3Server();
    store = createS3FileStore({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      bucket: 'listing',
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });
    await store.ensureBucket();
  });
  afterAll(() => s3.close());

  // Pages past 1,000 keys (paginateListObjectsV2) are not tried: s3rver makes its continuation
  // token with DES, which Node's OpenSSL 3 no longer offers.
  it('lists every key of the bucket with its size, not a removed key', async () => {
    await putText(store, 'files/one', 'a');
    await putText(store, 'files/two', 'bcd');
    await putText(store, 'thumbnails/files/one.webp', 'ef');
    await putText(store, 'files/gone', 'x');
    await store.remove('files/gone');
    expect(await listed(store)).toEqual([
      { key: 'files/one', size: 1 },
      { key: 'files/two', size: 3 },
      { key: 'thumbnails/files/one.webp', size: 2 },
    ]);
  });
});
