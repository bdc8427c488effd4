import type { HeldCalendar } from '../../../kernel/access/access';
import type { AppointmentRow } from '../appointments/appointments.repo';
import { renderCalendar, SCHOOL_VTIMEZONE_CALENDAR } from '../ical/ical-write';
import { davNameOf } from './dav.repo';
import { calendarHref, DAV_ROOT, homeHref, objectHref, principalHref } from './dav-paths';
import {
  child,
  clark,
  clarkOf,
  element,
  escapeXml,
  NAMESPACE_DECLARATIONS,
  NS,
  XML_DECLARATION,
  type XmlElement,
} from './dav-xml';

/** A resource of the CalDAV tree, with what its properties are computed from. */
export type DavResource =
  | { kind: 'root' }
  | { kind: 'principal' }
  | { kind: 'home' }
  | { kind: 'calendar'; held: HeldCalendar; syncSeq: number }
  | { kind: 'object'; held: HeldCalendar; row: AppointmentRow };

export interface DavUser {
  id: string;
  email: string;
  firstname: string;
  name: string;
}

export interface PropContext {
  user: DavUser;
  /** The appointment's page in the app, written as the event's URL. */
  appUrl: (appointmentId: string) => string;
}

/** Largest calendar object accepted (the PUT body limit). */
export const MAX_RESOURCE_SIZE = 256 * 1024;
export const SYNC_TOKEN_PREFIX = 'urn:x-driving-school:sync:';
export const syncToken = (seq: number) => `${SYNC_TOKEN_PREFIX}${seq}`;
export const etagOf = (row: Pick<AppointmentRow, 'id' | 'version'>) => `"${row.id}-${row.version}"`;
export const OBJECT_CONTENT_TYPE = 'text/calendar; charset=utf-8; component=vevent';

/** Own and read-write calendars of the app take writes; read-only shares and external calendars do not. */
export function isWritable(held: HeldCalendar): boolean {
  return (held.access === 'owner' || held.access === 'write') && held.calendar.provider === 'local';
}

export function hrefOf(resource: DavResource, userId: string): string {
  switch (resource.kind) {
    case 'root':
      return DAV_ROOT;
    case 'principal':
      return principalHref(userId);
    case 'home':
      return homeHref(userId);
    case 'calendar':
      return calendarHref(userId, resource.held.calendar.id);
    case 'object':
      return objectHref(userId, resource.held.calendar.id, davNameOf(resource.row));
  }
}

export function renderObject(row: AppointmentRow, context: PropContext): string {
  return renderCalendar([row], { appUrl: context.appUrl });
}

const D = (local: string) => clark(NS.dav, local);
const C = (local: string) => clark(NS.caldav, local);
const CS = (local: string) => clark(NS.cs, local);
const A = (local: string) => clark(NS.apple, local);

const href = (value: string) => `<d:href>${escapeXml(value)}</d:href>`;
const privileges = (names: string[]) => names.map((name) => `<d:privilege><d:${name}/></d:privilege>`).join('');
const READ_ONLY = privileges(['read', 'read-current-user-privilege-set']);
const READ_WRITE = privileges(['read', 'read-current-user-privilege-set', 'write', 'write-content', 'bind', 'unbind']);
const REPORTS = ['<c:calendar-query/>', '<c:calendar-multiget/>', '<d:sync-collection/>']
  .map((report) => `<d:supported-report><d:report>${report}</d:report></d:supported-report>`)
  .join('');

type Getter = (resource: DavResource, context: PropContext) => string | null;

/** Every property the server knows, by Clark name: its inner XML, or null where the resource has none. */
const PROPERTIES: Record<string, Getter> = {
  [D('resourcetype')]: (resource) => {
    if (resource.kind === 'calendar') return '<d:collection/><c:calendar/>';
    if (resource.kind === 'principal') return '<d:principal/>';
    if (resource.kind === 'object') return '';
    return '<d:collection/>';
  },
  [D('displayname')]: (resource, { user }) => {
    if (resource.kind === 'root') return 'CalDAV';
    if (resource.kind === 'principal') return escapeXml(`${user.firstname} ${user.name}`);
    if (resource.kind === 'home') return 'Calendars';
    if (resource.kind !== 'calendar') return null;
    const { calendar, owner, access } = resource.held;
    return escapeXml(access === 'owner' ? calendar.label : `${calendar.label} (${owner.firstname} ${owner.name})`);
  },
  [D('current-user-principal')]: (_resource, { user }) => href(principalHref(user.id)),
  [D('principal-URL')]: (resource, { user }) => (resource.kind === 'principal' ? href(principalHref(user.id)) : null),
  [D('owner')]: (resource, { user }) => {
    if (resource.kind === 'principal' || resource.kind === 'home') return href(principalHref(user.id));
    if (resource.kind === 'calendar' && resource.held.access === 'owner') return href(principalHref(user.id));
    return null;
  },
  [C('calendar-home-set')]: (resource, { user }) =>
    resource.kind === 'principal' || resource.kind === 'root' ? href(homeHref(user.id)) : null,
  [C('calendar-user-address-set')]: (resource, { user }) =>
    resource.kind === 'principal' ? href(`mailto:${user.email}`) + href(principalHref(user.id)) : null,
  [C('calendar-user-type')]: (resource) => (resource.kind === 'principal' ? 'INDIVIDUAL' : null),
  [CS('email-address-set')]: (resource, { user }) =>
    resource.kind === 'principal' ? `<cs:email-address>${escapeXml(user.email)}</cs:email-address>` : null,
  [D('current-user-privilege-set')]: (resource) => {
    if (resource.kind === 'calendar' || resource.kind === 'object') {
      return isWritable(resource.held) ? READ_WRITE : READ_ONLY;
    }
    return READ_ONLY;
  },
  [D('supported-report-set')]: (resource) => (resource.kind === 'calendar' ? REPORTS : ''),
  [CS('getctag')]: (resource) => (resource.kind === 'calendar' ? String(resource.syncSeq) : null),
  [D('sync-token')]: (resource) => (resource.kind === 'calendar' ? syncToken(resource.syncSeq) : null),
  [C('supported-calendar-component-set')]: (resource) =>
    resource.kind === 'calendar' ? '<c:comp name="VEVENT"/>' : null,
  [C('supported-calendar-data')]: (resource) =>
    resource.kind === 'calendar' ? '<c:calendar-data content-type="text/calendar" version="2.0"/>' : null,
  [C('max-resource-size')]: (resource) => (resource.kind === 'calendar' ? String(MAX_RESOURCE_SIZE) : null),
  [C('calendar-timezone')]: (resource) => (resource.kind === 'calendar' ? escapeXml(SCHOOL_VTIMEZONE_CALENDAR) : null),
  [A('calendar-color')]: (resource) => (resource.kind === 'calendar' ? escapeXml(resource.held.calendar.colour) : null),
  [D('getetag')]: (resource) => (resource.kind === 'object' ? escapeXml(etagOf(resource.row)) : null),
  [D('getcontenttype')]: (resource) => (resource.kind === 'object' ? OBJECT_CONTENT_TYPE : null),
  [D('getlastmodified')]: (resource) => (resource.kind === 'object' ? resource.row.updatedAt.toUTCString() : null),
  [D('getcontentlength')]: (resource, context) =>
    resource.kind === 'object' ? String(Buffer.byteLength(renderObject(resource.row, context))) : null,
  [C('calendar-data')]: (resource, context) =>
    resource.kind === 'object' ? escapeXml(renderObject(resource.row, context)) : null,
};

/** What `allprop` answers (RFC 4918 §9.1: the live properties, without the costly calendar data). */
const ALL_PROPERTIES = Object.keys(PROPERTIES).filter(
  (name) => name !== C('calendar-data') && name !== D('getcontentlength'),
);

export type PropRequest = { type: 'prop'; names: string[] } | { type: 'allprop' } | { type: 'propname' };

/** The properties a PROPFIND or REPORT body asks for (RFC 4918 §14.20); an empty PROPFIND is allprop. */
export function propRequestOf(container: XmlElement | undefined): PropRequest {
  const prop = child(container, NS.dav, 'prop');
  if (prop) return { type: 'prop', names: prop.children.map(clarkOf) };
  if (child(container, NS.dav, 'propname')) return { type: 'propname' };
  return { type: 'allprop' };
}

/** One `<d:response>` with the found properties under 200 and the others under 404. */
export function propResponse(resource: DavResource, request: PropRequest, context: PropContext): string {
  const found: string[] = [];
  const missing: string[] = [];
  const names = request.type === 'prop' ? request.names : ALL_PROPERTIES;
  for (const name of names) {
    const value = PROPERTIES[name]?.(resource, context) ?? null;
    if (value === null) {
      if (request.type === 'prop') missing.push(element(name));
    } else {
      found.push(element(name, request.type === 'propname' ? undefined : value));
    }
  }
  return responseXml(hrefOf(resource, context.user.id), [
    ...(found.length > 0 ? [propstat(found.join(''), 'HTTP/1.1 200 OK')] : []),
    ...(missing.length > 0 ? [propstat(missing.join(''), 'HTTP/1.1 404 Not Found')] : []),
  ]);
}

const propstat = (props: string, status: string) =>
  `<d:propstat><d:prop>${props}</d:prop><d:status>${status}</d:status></d:propstat>`;

function responseXml(target: string, propstats: string[]): string {
  // A response needs a propstat: a resource asked for nothing at all still answers an empty 200.
  const body = propstats.length > 0 ? propstats.join('') : propstat('', 'HTTP/1.1 200 OK');
  return `<d:response>${href(target)}${body}</d:response>`;
}

/** A `<d:response>` with a status only: a multiget href not found, a member gone since a sync token. */
export function statusResponse(target: string, status: string): string {
  return `<d:response>${href(target)}<d:status>${status}</d:status></d:response>`;
}

/** PROPPATCH: no property is writable here; each one asked is refused with 403. */
export function refusedPropPatch(target: string, names: string[]): string {
  return responseXml(target, [propstat(names.map((name) => element(name)).join(''), 'HTTP/1.1 403 Forbidden')]);
}

export function multistatus(responses: string[], token?: string): string {
  const tail = token === undefined ? '' : `<d:sync-token>${escapeXml(token)}</d:sync-token>`;
  return `${XML_DECLARATION}<d:multistatus ${NAMESPACE_DECLARATIONS}>${responses.join('')}${tail}</d:multistatus>`;
}

/** A DAV:error body: the precondition broken (RFC 4918 §16) and a sentence saying why. */
export function errorBody(condition: string | undefined, reason: { code: string; message: string }): string {
  return (
    `${XML_DECLARATION}<d:error ${NAMESPACE_DECLARATIONS}>` +
    `${condition ? element(condition) : ''}` +
    `<ds:reason code="${escapeXml(reason.code)}">${escapeXml(reason.message)}</ds:reason></d:error>`
  );
}
