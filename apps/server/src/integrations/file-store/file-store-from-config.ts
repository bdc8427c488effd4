import type { Config } from '../../config';
import type { FileStore } from '../../kernel/file-store';
import { createDiskFileStore } from './disk-file-store';
import { createS3FileStore } from './s3-file-store';

/** The file store the configuration names; the S3 bucket is created when missing. */
export async function fileStoreFromConfig(config: Config): Promise<FileStore> {
  if (config.FILE_STORE === 'disk') return createDiskFileStore(config.FILES_DIR);
  const store = createS3FileStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  await store.ensureBucket();
  return store;
}
