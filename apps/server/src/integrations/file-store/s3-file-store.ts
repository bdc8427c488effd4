import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteRange, FileStore, ListedObject, StoredObject } from '../../kernel/file-store';

// The SDK warns on every start that releases after January 2027 need Node 22; the pinned one runs on 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, Garage, s3rver). */
  forcePathStyle: boolean;
}

/** Parts of 8 MB, two at a time: an upload holds at most 16 MB of a file in memory. */
const PART_SIZE = 8 * 1_048_576;

function contentRangeSize(contentRange: string | undefined, fallback: number | undefined): number {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return Number(total ?? fallback ?? 0);
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error instanceof NoSuchKey || status === 404 || (error as { name?: string }).name === 'NoSuchKey';
}

/**
 * Files in an S3-compatible bucket (AWS SDK v3), shared by every server process. Uploads are
 * multipart and streamed (`@aws-sdk/lib-storage`); an aborted upload is aborted at the store too.
 */
export function createS3FileStore(settings: S3Settings): FileStore & { ensureBucket(): Promise<void> } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async ensureBucket(): Promise<void> {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch {
        // Several processes starting together each find no bucket: one creates it, the others are told it exists.
        await client.send(new CreateBucketCommand({ Bucket })).catch((error: Error) => {
          if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
        });
      }
    },
    async put(key: string, body: Readable, contentType: string): Promise<void> {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // A source stream that fails (a limit crossed, the client gone) must end the upload too.
      const failed = new Promise<never>((_, reject) => body.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => {});
        throw error;
      }
    },
    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return {
          body: answer.Body as Readable,
          size: contentRangeSize(answer.ContentRange, answer.ContentLength),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(): AsyncIterable<ListedObject> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
      }
    },
  };
}
