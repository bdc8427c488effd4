import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import rangeParser from 'range-parser';
import type { Deps } from '../../../kernel/deps';
import type { ByteRange, StoredObject } from '../../../kernel/file-store';
import { AppError, NotFoundError } from '../../../lib/errors';
import { checkFileUrl, type FileVariant } from './file-urls';
import { findStoredFile } from './files.repo';

export interface FileAnswer {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

function disposition(name: string, variant: FileVariant): string {
  const safe = name.replace(/["\\\r\n]/g, '_');
  return `inline; filename="${safe.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(variant === 'thumbnail' ? `${safe}.webp` : safe)}`;
}

/** Bytes held in memory served like a stored object, or the asked range of them. */
function bytesObject(content: Buffer, range: ByteRange | undefined): StoredObject {
  const part = range ? content.subarray(range.start, range.end + 1) : content;
  return { body: Readable.from([part]), size: content.length };
}

/**
 * A stored file by a signed address: a forged one is a 404 (nothing tells it exists), an expired
 * one a 403 `link_expired`. One byte range is served as 206 (a video seeks); several or a
 * malformed header get the whole file, an unsatisfiable range a 416.
 */
export async function openSignedFile(
  deps: Pick<Deps, 'db' | 'secrets' | 'files'>,
  fileId: string,
  query: { variant: FileVariant; expires: number; signature: string },
  rangeHeader: string | undefined,
): Promise<FileAnswer> {
  const check = checkFileUrl(deps.secrets, fileId, query);
  if (check === 'forged') throw new NotFoundError();
  if (check === 'expired') throw new AppError(403, 'link_expired', 'This link has expired: open the resource again');
  const row = await findStoredFile(deps.db, fileId);
  const key = query.variant === 'thumbnail' ? row?.thumbnailKey : row?.storageKey;
  // A small file kept in the database (a school's logo) has its bytes on its row and no preview.
  const content = query.variant === 'original' ? row?.content : null;
  if (!row || (!key && !content)) throw new NotFoundError();
  const mimeType = query.variant === 'thumbnail' ? 'image/webp' : row.mimeType;
  const size = query.variant === 'thumbnail' ? undefined : (content?.length ?? row.size);
  const digest = row.sha256 ?? (content ? createHash('sha256').update(content).digest('hex') : null);
  if (!digest) throw new NotFoundError();
  const headers: Record<string, string> = {
    'content-type': mimeType,
    'content-disposition': disposition(row.name, query.variant),
    'accept-ranges': 'bytes',
    'cache-control': `private, max-age=${Math.max(0, query.expires - Math.floor(Date.now() / 1000))}`,
    etag: `"${digest}${query.variant === 'thumbnail' ? '-t' : ''}"`,
  };

  const ranges = rangeHeader && size !== undefined ? rangeParser(size, rangeHeader, { combine: true }) : undefined;
  if (ranges === -1) {
    return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` }, body: null };
  }
  const single = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const object = content ? bytesObject(content, single) : key ? await deps.files.get(key, single) : null;
  if (!object) throw new NotFoundError();
  if (single) {
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${single.start}-${single.end}/${object.size}`,
        'content-length': String(single.end - single.start + 1),
      },
      body: object.body,
    };
  }
  return { status: 200, headers: { ...headers, 'content-length': String(object.size) }, body: object.body };
}
