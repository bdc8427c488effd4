import { createHash } from 'node:crypto';
import type { Deps } from '../../../kernel/deps';
import { AppError, NotFoundError } from '../../../lib/errors';
import { safeEqual } from '../../../lib/secrets';
import { findUserById } from '../auth/auth.repo';
import { caldavPrincipalUrl } from './caldav-addresses';

/** A profile's address works for an hour: long enough to scan the QR code and install it. */
export const APPLE_PROFILE_LIFETIME_SECONDS = 3600;
export const APPLE_PROFILE_TYPE = 'application/x-apple-aspen-config';

export interface AppleProfileQuery {
  expires: number;
  signature: string;
}

function signature(secrets: Deps['secrets'], userId: string, expires: number): string {
  return secrets.derive('apple-profile', userId, String(expires));
}

/**
 * The absolute address of a user's Apple configuration profile for phone sync (the QR code's):
 * no token, signed with the server key over the user and the expiry, an hour from now.
 */
export function appleProfileUrl(deps: Pick<Deps, 'secrets' | 'publicUrl'>, userId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + APPLE_PROFILE_LIFETIME_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), signature: signature(deps.secrets, userId, expires) });
  return `${deps.publicUrl}/api/phone-sync/${userId}/calendar.mobileconfig?${query}`;
}

/** A UUID that is always the same for a user and a part of his profile: installing it again replaces it. */
function stableUuid(userId: string, part: string): string {
  const hex = createHash('sha256').update(`apple-profile:${userId}:${part}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ]
    .join('-')
    .toUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type PlistValue = string | number | boolean | PlistValue[] | { [key: string]: PlistValue };

/** A property list value in Apple's XML form (strings, integers, booleans, arrays, dictionaries). */
function plist(value: PlistValue, indent = ''): string {
  const inner = `${indent}  `;
  if (typeof value === 'string') return `${indent}<string>${escapeXml(value)}</string>`;
  if (typeof value === 'number') return `${indent}<integer>${value}</integer>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (Array.isArray(value))
    return [`${indent}<array>`, ...value.map((item) => plist(item, inner)), `${indent}</array>`].join('\n');
  const entries = Object.entries(value).flatMap(([key, item]) => [
    `${inner}<key>${escapeXml(key)}</key>`,
    plist(item, inner),
  ]);
  return [`${indent}<dict>`, ...entries, `${indent}</dict>`].join('\n');
}

/**
 * The .mobileconfig of a CalDAV account (payload `com.apple.caldav.account`): the server, its port
 * and TLS, the user name and the principal's address. No password: the phone asks for an app
 * password when the profile is installed. Unsigned (no certificate of ours to sign it with), so
 * iOS shows it as "not verified", which installing by hand accepts.
 */
export function appleProfile(publicUrl: string, user: { id: string; email: string }): string {
  const url = new URL(publicUrl);
  const secure = url.protocol === 'https:';
  const identifier = `${url.hostname.split('.').reverse().join('.')}.caldav.${user.id}`;
  const account: PlistValue = {
    CalDAVAccountDescription: url.hostname,
    CalDAVHostName: url.hostname,
    CalDAVPort: Number(url.port) || (secure ? 443 : 80),
    CalDAVPrincipalURL: caldavPrincipalUrl(publicUrl, user.id),
    CalDAVUseSSL: secure,
    CalDAVUsername: user.email,
    PayloadDisplayName: `CalDAV ${url.hostname}`,
    PayloadIdentifier: `${identifier}.account`,
    PayloadType: 'com.apple.caldav.account',
    PayloadUUID: stableUuid(user.id, 'account'),
    PayloadVersion: 1,
  };
  const profile: PlistValue = {
    PayloadContent: [account],
    PayloadDisplayName: `${url.hostname} – ${user.email}`,
    PayloadIdentifier: identifier,
    PayloadRemovalDisallowed: false,
    PayloadType: 'Configuration',
    PayloadUUID: stableUuid(user.id, 'profile'),
    PayloadVersion: 1,
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    plist(profile),
    '</plist>',
    '',
  ].join('\n');
}

/**
 * The profile behind a signed address: a forged one (or an account that cannot sync: unconfirmed,
 * blocked, gone) is a 404, an expired one a 403 `link_expired`, as the signed file addresses.
 */
export async function openAppleProfile(
  deps: Pick<Deps, 'db' | 'secrets' | 'publicUrl'>,
  userId: string,
  query: AppleProfileQuery,
  now = Date.now(),
): Promise<string> {
  if (!safeEqual(signature(deps.secrets, userId, query.expires), query.signature)) throw new NotFoundError();
  if (query.expires * 1000 < now) {
    throw new AppError(403, 'link_expired', 'This link has expired: show the QR code again');
  }
  const user = await findUserById(deps.db, userId);
  if (!user?.confirmedAt || user.blockedAt) throw new NotFoundError();
  return appleProfile(deps.publicUrl, user);
}
