import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../test/s3-server';
import { createS3FileStore } from './s3-file-store';

describe('the S3 file store', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  const store = (bucket: string) =>
    createS3FileStore({
      endpoint: server.env.S3_ENDPOINT,
      region: 'us-east-1',
      bucket,
      accessKeyId: server.env.S3_ACCESS_KEY_ID,
      secretAccessKey: server.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });

  it('lets several processes starting together find the bucket ready: one creates it, none fails', async () => {
    const stores = Array.from({ length: 4 }, () => store('started-together'));
    await Promise.all(stores.map((each) => each.ensureBucket()));
    await stores[0]?.put('a', Readable.from([Buffer.from('shared')]), 'text/plain');
    const read = await stores[3]?.get('a');
    expect(read?.size).toBe(6);
  });
});
