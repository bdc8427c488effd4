import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A key the store holds and its object's size. */
export interface ListedObject {
  key: string;
  size: number;
}

export interface StoredObject {
  body: Readable;
  /** The object's whole size, whatever range was asked. */
  size: number;
}

/**
 * Where uploaded files live: a directory under DATA_DIR (one machine) or an S3-compatible
 * bucket (several server processes). Keys are random and never shown to users; bytes stream
 * both ways, never held whole in memory. The database row (`stored_files`) says which key is
 * whose; the store knows nothing of owners.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes the stream under the key; a failed or aborted stream leaves nothing behind. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object, or the asked range of it; `null` when there is no such key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the key; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every key the store holds, in no particular order (backups); writes still running are not listed. */
  list(): AsyncIterable<ListedObject>;
}
