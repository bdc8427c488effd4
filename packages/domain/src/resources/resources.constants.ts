/** Spec §3 Resource types; `legislation` documents carry a bookmark and a page, `link` a URL and its label. */
export const RESOURCE_TYPES = [
  'image',
  'document',
  'asmc',
  'legislation',
  'link',
  'media',
  'directive',
  'video',
  'drawing',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Types that are a web address rather than a file. */
export const LINK_RESOURCE_TYPES: readonly ResourceType[] = ['link'];

/**
 * Spec §5/§9: "total resource upload at most 500 MB", counted per monitor (the account that
 * uploaded, whose licence pays for it), images after their normalisation.
 */
export const RESOURCE_QUOTA_BYTES = 500 * 1_048_576;

/** The largest single file: the whole quota (a long training video may take it). */
export const RESOURCE_FILE_MAX_BYTES = RESOURCE_QUOTA_BYTES;

/** Images are decoded to be normalised: a larger one is refused before it costs the server's memory. */
export const RESOURCE_IMAGE_MAX_BYTES = 30 * 1_048_576;

/** Spec §5: the attachment types a person may send or upload. */
export const ALLOWED_FILE_EXTENSIONS = [
  'pdf',
  'zip',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'txt',
  'csv',
  'jpg',
  'bmp',
  'png',
  'gif',
  'mp4',
] as const;
export type AllowedFileExtension = (typeof ALLOWED_FILE_EXTENSIONS)[number];

/** Names of one language may be left empty when another is given; each at most this long. */
export const RESOURCE_NAME_MAX = 120;
export const RESOURCE_LABEL_MAX = 120;
export const RESOURCE_BOOKMARK_MAX = 120;
/** How long a signed file address works, in seconds (long enough to watch a training video). */
export const FILE_URL_LIFETIME_SECONDS = 4 * 3600;
