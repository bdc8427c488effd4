import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** The variables that point a test app's file store at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, from the npm registry) on 127.0.0.1: by default on a free
 * port with its objects in a temporary directory removed on close; `start:cluster` keeps its own.
 */
export async function startS3Server(
  options: { port?: number; directory?: string; bucket?: string } = {},
): Promise<S3TestServer> {
  const directory = options.directory ?? (await mkdtemp(join(tmpdir(), 'ds-s3-')));
  const server = new S3rver({ port: options.port ?? 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: options.bucket ?? 'test-files',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
