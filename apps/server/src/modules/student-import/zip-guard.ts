import { crc32, createInflateRaw } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Sizes of 0xFFFFFFFF mean a ZIP64 record: no student list needs one. */
const ZIP64_MARK = 0xffffffff;
/** General-purpose flag: sizes and CRC follow the data instead of preceding it. */
const DATA_DESCRIPTOR_FLAG = 0x0008;

export class ZipUnreadableError extends Error {}
export class ZipTooLargeError extends Error {}

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
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
      flags: zip.readUInt16LE(offset + 8),
      method: zip.readUInt16LE(offset + 10),
      crc: zip.readUInt32LE(offset + 16),
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

export function compressedData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_FILE_HEADER) {
    throw new ZipUnreadableError('broken local header');
  }
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new ZipUnreadableError('truncated entry');
  return zip.subarray(start, start + entry.compressedSize);
}

/** Inflates without keeping the output, stopping as soon as more than `budget` bytes come out. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        reject(new ZipTooLargeError('uncompressed size over the limit'));
      }
    });
    inflate.on('error', () => reject(new ZipUnreadableError('corrupt deflate data')));
    inflate.on('end', () => resolve(size));
    inflate.end(data);
  });
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
    const data = compressedData(zip, entry);
    if (entry.method === STORED) total += data.length;
    else if (entry.method === DEFLATED) total += await inflatedSize(data, maxBytes - total);
    else throw new ZipUnreadableError(`compression method ${entry.method}`);
    if (total > maxBytes) throw new ZipTooLargeError('uncompressed size over the limit');
  }
}

/** A zip holding `entries` in this order, their compressed data copied as it is. */
export function rebuildZip(zip: Buffer, entries: (ZipEntry | { name: string; content: Buffer })[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const stored = 'content' in entry;
    const data = stored ? entry.content : compressedData(zip, entry);
    const fields = stored
      ? { flags: 0, method: STORED, crc: crc32(entry.content), size: entry.content.length }
      : { flags: entry.flags & ~DATA_DESCRIPTOR_FLAG, method: entry.method, crc: entry.crc, size: entry.declaredSize };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_FILE_HEADER, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(fields.flags, 6);
    header.writeUInt16LE(fields.method, 8);
    header.writeUInt32LE(fields.crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(fields.size, 22);
    header.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(CENTRAL_DIRECTORY_ENTRY, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    header.copy(record, 8, 6, 30);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    parts.push(header, name, data);
    offset += header.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
