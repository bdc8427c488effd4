import { ALLOWED_FILE_EXTENSIONS, type AllowedFileExtension } from './resources.constants';

/** The extension of a file name, lower-cased and `jpeg` read as `jpg`; null when it has none. */
export function fileExtension(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  if (!match?.[1]) return null;
  const extension = match[1].toLowerCase();
  return extension === 'jpeg' ? 'jpg' : extension;
}

export function isAllowedExtension(extension: string | null): extension is AllowedFileExtension {
  return extension !== null && (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The extensions a file's sniffed content may carry: what `file-type` recognises, or, for content
 * it does not (plain text), `text`. Office files older than 2007 are one container (`cfb`) for
 * both Word and Excel; a docx or xlsx is a zip whose inner names `file-type` reads when they come
 * early enough in the archive, else it is seen as a plain zip.
 */
const CONTENT_EXTENSIONS: Record<string, readonly AllowedFileExtension[]> = {
  pdf: ['pdf'],
  zip: ['zip', 'docx', 'xlsx'],
  cfb: ['doc', 'xls'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  jpg: ['jpg'],
  bmp: ['bmp'],
  png: ['png'],
  gif: ['gif'],
  mp4: ['mp4'],
  m4v: ['mp4'],
  mov: ['mp4'],
  text: ['txt', 'csv'],
};

/** Whether the declared extension is one the content may have: a `.pdf` that is an executable is not. */
export function contentMatchesExtension(content: string, extension: AllowedFileExtension): boolean {
  return CONTENT_EXTENSIONS[content]?.includes(extension) ?? false;
}
