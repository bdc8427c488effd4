import {
  ALLOWED_FILE_EXTENSIONS,
  fileExtension,
  isAllowedExtension,
  RESOURCE_FILE_MAX_BYTES,
  RESOURCE_IMAGE_MAX_BYTES,
} from '@ds/domain';

/** Why a file is refused before it is sent (spec §5: invalid extension, too large or too small). */
export type FileRefusal = 'extension' | 'empty' | 'tooLarge';

const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'bmp']);

/** What the file picker offers: the allowed extensions (`.jpeg` is a `.jpg`). */
export const ACCEPTED_FILES = [...ALLOWED_FILE_EXTENSIONS, 'jpeg'].map((extension) => `.${extension}`).join(',');

/**
 * The browser's check of a chosen or dropped file, with the server's limits: an allowed extension,
 * at least one byte, at most the file limit (images, decoded on the server, at most their own).
 * The server checks again, and reads the content too.
 */
export function fileRefusal(file: { name: string; size: number }): FileRefusal | null {
  const extension = fileExtension(file.name);
  if (!isAllowedExtension(extension)) return 'extension';
  if (file.size === 0) return 'empty';
  const limit = IMAGE_EXTENSIONS.has(extension) ? RESOURCE_IMAGE_MAX_BYTES : RESOURCE_FILE_MAX_BYTES;
  return file.size > limit ? 'tooLarge' : null;
}
