/**
 * The CalDAV namespace under /dav/: the root, one principal and one calendar home per user (the
 * signed-in one only), a collection per calendar he holds (own and shared), and a resource per
 * appointment named as the client chose it, else `<appointment id>.ics`.
 *
 *   /dav/                                   root (current-user-principal)
 *   /dav/principals/<userId>/               principal (calendar-home-set)
 *   /dav/calendars/<userId>/                calendar home
 *   /dav/calendars/<userId>/<calendarId>/   calendar collection
 *   /dav/calendars/<userId>/<calendarId>/<name>  calendar object (one VEVENT)
 */
export type DavPath =
  | { kind: 'root' }
  | { kind: 'principal'; userId: string }
  | { kind: 'home'; userId: string }
  | { kind: 'calendar'; userId: string; calendarId: string }
  | { kind: 'object'; userId: string; calendarId: string; name: string };

export const DAV_ROOT = '/dav/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A resource name a client may choose: a path segment of printable characters. */
export function isValidName(name: string): boolean {
  if (name.length === 0 || name.length > 255 || name === '.' || name === '..') return false;
  return [...name].every((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code > 0x1f && code !== 0x7f && character !== '/' && character !== '\\';
  });
}

/**
 * The resource a path (or a full URL, as multiget hrefs may be) names; null for anything else.
 * Collections may be named with or without their trailing slash.
 */
export function parseDavPath(pathOrUrl: string): DavPath | null {
  let path = pathOrUrl.split('?')[0] ?? '';
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  if (path === '/dav') return { kind: 'root' };
  if (!path.startsWith(DAV_ROOT)) return null;
  const rest = path.slice(DAV_ROOT.length);
  const trimmed = rest.endsWith('/') ? rest.slice(0, -1) : rest;
  let segments: string[];
  try {
    segments = trimmed === '' ? [] : trimmed.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (segments.length === 0) return { kind: 'root' };
  if (segments.includes('')) return null;
  const [area, userId, calendarId, name, ...more] = segments;
  if (more.length > 0 || !userId || !UUID.test(userId)) return null;
  if (area === 'principals' && segments.length === 2) return { kind: 'principal', userId: userId.toLowerCase() };
  if (area !== 'calendars') return null;
  if (!calendarId) return { kind: 'home', userId: userId.toLowerCase() };
  if (!UUID.test(calendarId)) return null;
  const ids = { userId: userId.toLowerCase(), calendarId: calendarId.toLowerCase() };
  if (name === undefined) return { kind: 'calendar', ...ids };
  return isValidName(name) ? { kind: 'object', ...ids, name } : null;
}

export const principalHref = (userId: string) => `${DAV_ROOT}principals/${userId}/`;
export const homeHref = (userId: string) => `${DAV_ROOT}calendars/${userId}/`;
export const calendarHref = (userId: string, calendarId: string) => `${homeHref(userId)}${calendarId}/`;
export const objectHref = (userId: string, calendarId: string, name: string) =>
  `${calendarHref(userId, calendarId)}${encodeURIComponent(name)}`;
