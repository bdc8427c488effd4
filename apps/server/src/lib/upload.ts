import { finished, PassThrough, type Readable } from 'node:stream';
import { hasForbiddenCharacters } from '@ds/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from './errors';

export interface Upload {
  filename: string;
  content: Buffer;
}

/** A multipart body that is not one: truncated, a broken boundary or part header, a stream cut. */
class InvalidUploadError extends AppError {
  constructor() {
    const message = 'The file did not arrive whole: send it again';
    super(400, 'invalid_upload', message, [{ field: 'file', rule: 'invalid_upload', message }]);
  }
}

/**
 * Errors while a multipart body is read: ours and Fastify's own client errors (4xx) as they
 * are, the file-size limit as a 413 naming the file, anything else the parser or the stream
 * throws as a 400 `invalid_upload`: a broken body is the client's, never a 500.
 */
function uploadError(error: unknown, maxBytes: number): AppError | Error {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const message = `The file is larger than ${Math.round(maxBytes / 1_048_576)} MB`;
    return new AppError(413, 'payload_too_large', message, [{ field: 'file', rule: 'too_large', message }]);
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return error as Error;
  return new InvalidUploadError();
}

/**
 * The one file of a multipart request (field `file`), read within `maxBytes` while it streams:
 * 400 naming `file` when missing, broken or when its name holds a control character (the name
 * is stored), 413 when larger.
 */
async function uploadedFile(request: FastifyRequest, limits: { fileSize: number }, throwFileSizeLimit = true) {
  const file: MultipartFile | undefined = await request.file({ limits: { ...limits, files: 1 }, throwFileSizeLimit });
  if (!file) throw new ValidationError([{ field: 'file', rule: 'required', message: 'a file is required' }]);
  if (hasForbiddenCharacters(file.filename)) {
    file.file.resume();
    throw new ValidationError([
      { field: 'file', rule: 'control_character', message: 'the file name must not contain control characters' },
    ]);
  }
  return file;
}

export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  try {
    const file = await uploadedFile(request, { fileSize: maxBytes });
    return { filename: file.filename, content: await file.toBuffer() };
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
}

/**
 * The one file of a multipart request as a stream, for files too large to hold (resources): the
 * reader counts and limits its bytes itself (the parser stops one byte after `maxBytes`), and a
 * broken body or a client gone mid-way fails the stream with a 400 `invalid_upload`.
 */
export async function openUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; stream: Readable }> {
  try {
    const file = await uploadedFile(request, { fileSize: maxBytes + 1 }, false);
    const stream = new PassThrough();
    // `finished`, not an 'error' listener: a body cut short may have failed the part already,
    // before this line runs, and a listener added then would wait for an end that never comes.
    finished(file.file, (error) => {
      if (error) stream.destroy(uploadError(error, maxBytes));
    });
    // A reader that refused the file early stopped listening: its failure must not crash the process.
    stream.on('error', () => {});
    file.file.pipe(stream);
    return { filename: file.filename, stream };
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
}
