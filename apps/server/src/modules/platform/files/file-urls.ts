import { FILE_URL_LIFETIME_SECONDS } from '@ds/domain';
import type { Secrets } from '../../../lib/secrets';
import { safeEqual } from '../../../lib/secrets';

export const FILE_VARIANTS = ['original', 'thumbnail'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

const HOUR = 3600;

function signature(secrets: Secrets, fileId: string, variant: FileVariant, expires: number): string {
  return secrets.derive('file-url', fileId, variant, String(expires));
}

/**
 * An address of a stored file that works without the bearer token (an <img>, a <video> that
 * seeks, a PDF in a new tab) until it expires: signed with the server key over the file, the
 * variant and the expiry. The expiry is rounded up to the hour, so lists read again within the
 * hour answer the same addresses and the browser's cache keeps serving the thumbnails.
 */
export function signedFileUrl(secrets: Secrets, fileId: string, variant: FileVariant, now = Date.now()): string {
  const expires = Math.ceil((now / 1000 + FILE_URL_LIFETIME_SECONDS) / HOUR) * HOUR;
  return signedFileUrlUntil(secrets, fileId, variant, expires);
}

/** The address with a given expiry (seconds since 1970), for tests of an expired one. */
export function signedFileUrlUntil(secrets: Secrets, fileId: string, variant: FileVariant, expires: number): string {
  const query = new URLSearchParams({
    variant,
    expires: String(expires),
    signature: signature(secrets, fileId, variant, expires),
  });
  return `/api/files/${fileId}?${query}`;
}

export type UrlCheck = 'valid' | 'expired' | 'forged';

export function checkFileUrl(
  secrets: Secrets,
  fileId: string,
  query: { variant: FileVariant; expires: number; signature: string },
  now = Date.now(),
): UrlCheck {
  if (!safeEqual(signature(secrets, fileId, query.variant, query.expires), query.signature)) return 'forged';
  return query.expires * 1000 < now ? 'expired' : 'valid';
}
