import { RESOURCE_FILE_MAX_BYTES, RESOURCE_IMAGE_MAX_BYTES } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILES, fileRefusal } from './file-checks';

describe('the browser’s check of a file to upload', () => {
  it('accepts the allowed extensions, whatever their case', () => {
    for (const name of ['loi.pdf', 'Photo.JPEG', 'schema.png', 'film.mp4', 'notes.txt', 'liste.csv', 'cours.docx'])
      expect(fileRefusal({ name, size: 10 }), name).toBeNull();
  });

  it('refuses another extension, or none', () => {
    for (const name of ['setup.exe', 'script.sh', 'archive.tar.gz', 'README', 'image.webp', 'pdf'])
      expect(fileRefusal({ name, size: 10 }), name).toBe('extension');
  });

  it('refuses an empty file and one larger than the limit', () => {
    expect(fileRefusal({ name: 'vide.pdf', size: 0 })).toBe('empty');
    expect(fileRefusal({ name: 'film.mp4', size: RESOURCE_FILE_MAX_BYTES })).toBeNull();
    expect(fileRefusal({ name: 'film.mp4', size: RESOURCE_FILE_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it('holds images to their own, lower limit', () => {
    expect(fileRefusal({ name: 'photo.jpg', size: RESOURCE_IMAGE_MAX_BYTES })).toBeNull();
    expect(fileRefusal({ name: 'photo.jpg', size: RESOURCE_IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(fileRefusal({ name: 'document.pdf', size: RESOURCE_IMAGE_MAX_BYTES + 1 })).toBeNull();
  });

  it('offers the allowed extensions to the file picker', () => {
    expect(ACCEPTED_FILES.split(',')).toEqual(expect.arrayContaining(['.pdf', '.jpg', '.jpeg', '.mp4', '.xlsx']));
    expect(ACCEPTED_FILES).not.toContain('.exe');
  });
});
