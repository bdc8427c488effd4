import { hasForbiddenCharacters } from '@ds/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from './errors';

export interface Upload {
  filename: string;
  content: Buffer;
}

/**
 * The one file of a multipart request (field `file`), read within `maxBytes` while it streams:
 * 400 naming `file` when missing or when its name holds a control character (the name is
 * stored), 413 when larger.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const file: MultipartFile | undefined = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new ValidationError([{ field: 'file', rule: 'required', message: 'a file is required' }]);
  if (hasForbiddenCharacters(file.filename)) {
    file.file.resume();
    throw new ValidationError([
      { field: 'file', rule: 'control_character', message: 'the file name must not contain control characters' },
    ]);
  }
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    const message = `The file is larger than ${Math.round(maxBytes / 1_048_576)} MB`;
    throw new AppError(413, 'payload_too_large', message, [{ field: 'file', rule: 'too_large', message }]);
  });
  return { filename: file.filename, content };
}
