import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  ALLOWED_FILE_EXTENSIONS,
  type AllowedFileExtension,
  contentMatchesExtension,
  fileExtension,
  isAllowedExtension,
  RESOURCE_IMAGE_MAX_BYTES,
} from '@ds/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { FileStore } from '../../../kernel/file-store';
import { AppError, ValidationError } from '../../../lib/errors';

/** A file arriving in a request: its name as sent and its bytes as they come. */
export interface IncomingFile {
  filename: string;
  stream: Readable;
}

export interface IntakeLimits {
  /** The largest file accepted (413 `payload_too_large`). */
  maxBytes: number;
  /** What the uploader's quota still holds (413 `resources_too_large` when crossed). */
  remainingBytes: number;
  /** Only images are accepted (an image field, spec §5). */
  imageOnly?: boolean;
  /** Only these extensions (of spec §5's), e.g. a plan's terms: `['pdf']`. */
  extensions?: readonly AllowedFileExtension[];
  /** A JPEG or PNG larger than this many pixels on its long side is scaled down to it (a phone's photo). */
  maxPixels?: number;
}

/** A file written to the store: its keys, what its content is, its size and digest after normalisation. */
export interface TakenFile {
  key: string;
  thumbnailKey: string | null;
  size: number;
  sha256: string;
  mimeType: string;
}

/** file-type reads at most this much to recognise a format. */
const SNIFF_BYTES = 4100;
const THUMBNAIL_PIXELS = 480;
/** Images whose metadata (EXIF: place, camera, owner) is stripped and whose orientation is applied. */
const NORMALISED_IMAGES = new Set(['image/jpeg', 'image/png']);
const PREVIEWED_IMAGES = new Set(['image/jpeg', 'image/png', 'image/gif']);
const TEXT_TYPES: Partial<Record<AllowedFileExtension, string>> = { txt: 'text/plain', csv: 'text/csv' };

function fileError(rule: string, message: string): ValidationError {
  return new ValidationError([{ field: 'file', rule, message }]);
}

export function resourcesTooLargeError(): AppError {
  const message = 'Resources too large: remove some and retry';
  return new AppError(413, 'resources_too_large', message, [{ field: 'file', rule: 'quota', message }]);
}

export function fileTooLargeError(maxBytes: number): AppError {
  const message = `The file is larger than ${Math.round(maxBytes / 1_048_576)} MB`;
  return new AppError(413, 'payload_too_large', message, [{ field: 'file', rule: 'too_large', message }]);
}

/** The first bytes of a stream, and a stream of the whole (those bytes first), without reading more. */
async function splitHead(stream: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let finished = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      finished = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (finished) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, whole: Readable.from(rest(), { objectMode: false }) };
}

/** Plain text, in any single-byte or UTF-8 encoding (Excel's CSV is often Windows-1252): no control bytes. */
function looksLikeText(head: Buffer): boolean {
  for (const byte of head) if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) return false;
  return head.length > 0;
}

/** What the content is, by its bytes (never by its name): a file-type extension, `text`, or null. */
async function sniff(head: Buffer): Promise<{ content: string; mimeType: string } | null> {
  const found = await fileTypeFromBuffer(head);
  if (found) return { content: found.ext, mimeType: found.mime };
  return looksLikeText(head) ? { content: 'text', mimeType: 'text/plain' } : null;
}

/** Counts and digests what passes; fails the stream as soon as a limit is crossed. */
function measure(limits: IntakeLimits, inputLimit: number) {
  let size = 0;
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limits.maxBytes || size > inputLimit)
        return done(fileTooLargeError(Math.min(limits.maxBytes, inputLimit)));
      if (size > limits.remainingBytes) return done(resourcesTooLargeError());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Turns an image upright and drops its metadata; scales it down to `maxPixels` when it is larger. */
function normaliser(maxPixels: number | undefined): Sharp {
  const upright = sharp().rotate();
  return maxPixels
    ? upright.resize({ width: maxPixels, height: maxPixels, fit: 'inside', withoutEnlargement: true })
    : upright;
}

/** Chains streams so an error anywhere ends them all and reaches the reader of the last. */
function chain(first: Readable, ...rest: NodeJS.ReadWriteStream[]): Readable {
  return pipeline(
    [first, ...rest] as unknown as [Readable, ...NodeJS.ReadWriteStream[]],
    () => {},
  ) as unknown as Readable;
}

async function writeThumbnail(store: FileStore, key: string): Promise<string | null> {
  const original = await store.get(key);
  if (!original) return null;
  const thumbnailKey = `${key}.thumbnail.webp`;
  try {
    const resize = sharp({ animated: false })
      .resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 });
    await store.put(thumbnailKey, chain(original.body, resize), 'image/webp');
    return thumbnailKey;
  } catch {
    // A preview is a nicety: an image sharp cannot draw is still served as it is.
    await store.remove(thumbnailKey).catch(() => {});
    return null;
  }
}

/**
 * Takes a file into the store as it streams in: its extension must be allowed (spec §5), its
 * content recognised and of that extension (a `.pdf` that is an executable is refused), not
 * empty, within the file limit and the quota left, counted as it is written. JPEG and PNG are
 * re-encoded with their orientation applied and their metadata dropped; images get a WebP preview.
 * `reserve` records the key before a byte is written (so the database always knows what the store
 * holds, and a sweep removes what an interrupted upload left); on any failure here nothing stays.
 */
export async function takeInFile(
  store: FileStore,
  incoming: IncomingFile,
  limits: IntakeLimits,
  reserve: (key: string, mimeType: string) => Promise<void>,
): Promise<TakenFile> {
  const extension = fileExtension(incoming.filename);
  const allowed = limits.extensions ?? ALLOWED_FILE_EXTENSIONS;
  if (!isAllowedExtension(extension) || !allowed.includes(extension)) {
    incoming.stream.resume();
    throw fileError('invalid_extension', `Invalid extension: ${allowed.join(', ')}`);
  }
  const { head, whole } = await splitHead(incoming.stream, SNIFF_BYTES);
  if (head.length === 0) throw fileError('empty', 'The file is empty');
  const sniffed = await sniff(head);
  // An image field says so first (spec §5), whatever the name claims: a text named logo.png is no image.
  if (limits.imageOnly && !sniffed?.mimeType.startsWith('image/')) {
    whole.resume();
    throw fileError('not_an_image', 'The file is not an image');
  }
  if (!sniffed || !contentMatchesExtension(sniffed.content, extension)) {
    whole.resume();
    throw fileError('content_mismatch', `The content is not a .${extension} file`);
  }
  const mimeType = sniffed.content === 'text' ? (TEXT_TYPES[extension] ?? 'text/plain') : sniffed.mimeType;
  const isImage = mimeType.startsWith('image/');

  const key = `files/${randomUUID()}`;
  await reserve(key, mimeType);
  const counted = measure(limits, isImage ? RESOURCE_IMAGE_MAX_BYTES : Number.POSITIVE_INFINITY);
  const body = NORMALISED_IMAGES.has(mimeType)
    ? chain(
        whole,
        measure({ ...limits, remainingBytes: Number.POSITIVE_INFINITY }, RESOURCE_IMAGE_MAX_BYTES).stream,
        normaliser(limits.maxPixels),
        counted.stream,
      )
    : chain(whole, counted.stream);
  try {
    await store.put(key, body, mimeType);
  } catch (error) {
    await store.remove(key).catch(() => {});
    if (error instanceof AppError) throw error;
    if (NORMALISED_IMAGES.has(mimeType) && /sharp|vips|corrupt|unsupported image|Input/i.test(String(error))) {
      throw fileError('invalid_file', 'The image could not be read');
    }
    throw error;
  }
  const thumbnailKey = PREVIEWED_IMAGES.has(mimeType) ? await writeThumbnail(store, key) : null;
  return { key, thumbnailKey, mimeType, ...counted.result() };
}
