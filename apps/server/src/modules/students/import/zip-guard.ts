import { createInflateRaw } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Sizes of 0xFFFFFFFF mean a ZIP64 record: no student list needs one. */
const ZIP64_MARK = 0xffffffff;

export class ZipUnreadableError extends Error {}
export class ZipTooLargeError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

/** The entries a zip's central directory lists. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  // The end record is in the last 22 bytes plus at most a 64 KB comment.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let offset = zip.length - 22; offset >= searchFrom; offset--) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new ZipUnreadableError('no central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new ZipUnreadableError('broken central directory');
    }
    const nameLength = zip.readUInt16LE(offset + 28);
    const entry: ZipEntry = {
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      declaredSize: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
    };
    if (entry.compressedSize === ZIP64_MARK || entry.declaredSize === ZIP64_MARK) throw new ZipTooLargeError('zip64');
    entries.push(entry);
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

function compressedData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_FILE_HEADER) {
    throw new ZipUnreadableError('broken local header');
  }
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new ZipUnreadableError('truncated entry');
  return zip.subarray(start, start + entry.compressedSize);
}

/** The content of an entry as it is inflated, a chunk at a time (a stored entry at once). */
export async function* entryChunks(zip: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = compressedData(zip, entry);
  if (entry.method === STORED) {
    yield data;
    return;
  }
  if (entry.method !== DEFLATED) throw new ZipUnreadableError(`compression method ${entry.method}`);
  const inflate = createInflateRaw();
  inflate.end(data);
  try {
    for await (const chunk of inflate) yield chunk as Buffer;
  } catch {
    throw new ZipUnreadableError('corrupt deflate data');
  }
}

/**
 * Refuses a zip that would expand beyond `maxBytes`, before any parser sees it: first by the
 * sizes its directory declares, then by really inflating each entry with a running count (a
 * zip bomb may declare small sizes), the output being thrown away as it comes.
 */
export async function assertZipExpandsWithin(zip: Buffer, entries: ZipEntry[], maxBytes: number): Promise<void> {
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > maxBytes) throw new ZipTooLargeError('declared size over the limit');
  let total = 0;
  for (const entry of entries) {
    for await (const chunk of entryChunks(zip, entry)) {
      total += chunk.length;
      if (total > maxBytes) throw new ZipTooLargeError('uncompressed size over the limit');
    }
  }
}
