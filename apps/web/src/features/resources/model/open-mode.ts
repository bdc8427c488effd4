import type { ResourceFile, ResourceType } from '@ds/domain';

/**
 * How a resource opens: an image in a lightbox, a video in a player (both on the page), any other
 * file (a PDF, a spreadsheet) in a new tab from its signed address, a link at its address in a
 * new tab; nothing when it has neither file nor address.
 */
export type OpenMode = 'image' | 'video' | 'file' | 'link';

export function openMode(resource: { file: ResourceFile | null; linkUrl: string | null }): OpenMode | null {
  const { file } = resource;
  if (file) {
    if (file.mimeType.startsWith('image/')) return 'image';
    if (file.mimeType.startsWith('video/')) return 'video';
    return 'file';
  }
  return resource.linkUrl ? 'link' : null;
}

/** Where a resource's "open" leads in a new tab: its file's signed address, or its link. */
export function openAddress(resource: { file: ResourceFile | null; linkUrl: string | null }): string | null {
  return resource.file?.url ?? resource.linkUrl;
}

/** The order of the learner's sections: what a lesson uses most first. */
export const TYPE_ORDER: readonly ResourceType[] = [
  'document',
  'legislation',
  'directive',
  'asmc',
  'image',
  'drawing',
  'video',
  'media',
  'link',
];
