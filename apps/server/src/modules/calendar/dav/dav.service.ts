import { type AppointmentInput, appointmentInput, appointmentInputOf, appointmentUpdateInput } from '@ds/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { findHeldCalendars, findHeldCalendarsOf, type HeldCalendar } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../lib/errors';
import type { AppointmentRow } from '../appointments/appointments.repo';
import {
  createAppointment,
  deleteAppointment,
  getAppointment,
  updateAppointment,
} from '../appointments/appointments.service';
import { IcalRefusal, type ParsedEvent, parseEvent } from '../ical/ical-parse';
import { uidOf } from '../ical/ical-write';
import {
  changedNamesSince,
  davNameOf,
  findObjectByName,
  findObjectByUid,
  findObjects,
  findObjectsByName,
  latestChanges,
} from './dav.repo';
import { eventWindow, FilterError, matchesFilter, parseFilter } from './dav-filter';
import { type DavPath, objectHref, parseDavPath } from './dav-paths';
import {
  type DavResource,
  type DavUser,
  etagOf,
  hrefOf,
  isWritable,
  multistatus,
  type PropContext,
  propRequestOf,
  propResponse,
  refusedPropPatch,
  renderObject,
  SYNC_TOKEN_PREFIX,
  statusResponse,
  syncToken,
} from './dav-props';
import { child, childrenNamed, clark, clarkOf, NS, parseXml, type XmlElement, XmlError } from './dav-xml';

/**
 * The CalDAV server (RFC 4791 with sync-collection of RFC 6578) over the calendars a user holds.
 * Reads come straight from the appointments; writes go through the appointments service, so a
 * phone meets the same rules as the app: a rule broken answers 403 (or 409 for a resource
 * already booked) with the reason in a DAV:error body.
 */

/** A refusal in WebDAV terms: status, the precondition broken (Clark name) and a reason. */
export class DavError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly condition?: string,
  ) {
    super(message);
  }
}

export interface DavContext extends PropContext {
  db: Db;
  actor: Actor;
  user: DavUser;
}

const NOT_FOUND = () => new DavError(404, 'not_found', 'No such resource');
const HTTP_404 = 'HTTP/1.1 404 Not Found';

function parseBody(body: string): XmlElement | undefined {
  if (body.trim() === '') return undefined;
  try {
    return parseXml(body);
  } catch (error) {
    throw new DavError(400, 'invalid_xml', error instanceof XmlError ? error.message : 'The body is not valid XML');
  }
}

/** The calendar a path names, if the signed-in user holds it; anything else is a 404. */
async function heldCalendar(context: DavContext, path: { userId: string; calendarId: string }) {
  if (path.userId !== context.user.id) throw NOT_FOUND();
  const [held] = await findHeldCalendarsOf(context.db, context.user.id, [path.calendarId]);
  if (!held) throw NOT_FOUND();
  return held;
}

async function calendarResource(context: DavContext, held: HeldCalendar): Promise<DavResource> {
  const latest = await latestChanges(context.db, [held.calendar.id]);
  return { kind: 'calendar', held, syncSeq: latest.get(held.calendar.id) ?? 0 };
}

/** The resource at a path, for PROPFIND and GET; another user's tree does not exist for this one. */
async function resolve(context: DavContext, path: DavPath): Promise<DavResource> {
  if (path.kind === 'root') return { kind: 'root' };
  if (path.userId !== context.user.id) throw NOT_FOUND();
  if (path.kind === 'principal') return { kind: 'principal' };
  if (path.kind === 'home') return { kind: 'home' };
  const held = await heldCalendar(context, path);
  if (path.kind === 'calendar') return calendarResource(context, held);
  const row = await findObjectByName(context.db, held.calendar.id, path.name);
  if (!row) throw NOT_FOUND();
  return { kind: 'object', held, row };
}

/** The members Depth 1 lists: the calendars under the home, the objects under a calendar. */
async function membersOf(context: DavContext, resource: DavResource): Promise<DavResource[]> {
  if (resource.kind === 'home') {
    const calendars = await findHeldCalendars(context.db, context.user.id);
    const latest = await latestChanges(
      context.db,
      calendars.map(({ calendar }) => calendar.id),
    );
    return calendars.map((held) => ({ kind: 'calendar', held, syncSeq: latest.get(held.calendar.id) ?? 0 }));
  }
  if (resource.kind === 'calendar') {
    const rows = await findObjects(context.db, resource.held.calendar.id);
    return rows.map((row) => ({ kind: 'object', held: resource.held, row }));
  }
  return [];
}

/** PROPFIND (RFC 4918 §9.1) with Depth 0 or 1; `infinity` is answered as 1 (the tree is two levels deep). */
export async function propfind(context: DavContext, path: DavPath, depth: string, body: string): Promise<string> {
  const root = parseBody(body);
  if (root && (root.ns !== NS.dav || root.local !== 'propfind')) {
    throw new DavError(400, 'invalid_xml', 'The body must be a DAV:propfind');
  }
  const request = propRequestOf(root);
  const resource = await resolve(context, path);
  const resources = depth === '0' ? [resource] : [resource, ...(await membersOf(context, resource))];
  return multistatus(resources.map((each) => propResponse(each, request, context)));
}

/** PROPPATCH: calendars are set up in the app, so every property asked to change is refused (403 each). */
export async function proppatch(context: DavContext, path: DavPath, body: string): Promise<string> {
  const root = parseBody(body);
  const resource = await resolve(context, path);
  const names = (root?.children ?? [])
    .flatMap((operation) => childrenNamed(operation, NS.dav, 'prop'))
    .flatMap((prop) => prop.children.map(clarkOf));
  return multistatus([refusedPropPatch(hrefOf(resource, context.user.id), names)]);
}

/** REPORT on a calendar: calendar-query, calendar-multiget or sync-collection. */
export async function report(context: DavContext, path: DavPath, body: string): Promise<string> {
  const root = parseBody(body);
  if (!root) throw new DavError(400, 'invalid_xml', 'A REPORT needs a body');
  const name = clarkOf(root);
  const supported = [
    clark(NS.caldav, 'calendar-query'),
    clark(NS.caldav, 'calendar-multiget'),
    clark(NS.dav, 'sync-collection'),
  ];
  if (!supported.includes(name) || path.kind !== 'calendar') {
    throw new DavError(
      403,
      'unsupported_report',
      'This report is not supported here',
      clark(NS.dav, 'supported-report'),
    );
  }
  const held = await heldCalendar(context, path);
  const request = propRequestOf(root);
  const respond = (rows: AppointmentRow[]) =>
    rows.map((row) => propResponse({ kind: 'object', held, row }, request, context));

  if (name === clark(NS.caldav, 'calendar-query')) {
    let filter: ReturnType<typeof parseFilter>;
    try {
      filter = parseFilter(root);
    } catch (error) {
      const message = error instanceof FilterError ? error.message : 'Bad filter';
      throw new DavError(403, 'invalid_filter', message, clark(NS.caldav, 'valid-filter'));
    }
    const window = eventWindow(filter);
    const rows = await findObjects(context.db, held.calendar.id, { from: window.start, to: window.end });
    return multistatus(respond(rows.filter((row) => matchesFilter(row, filter))));
  }

  if (name === clark(NS.caldav, 'calendar-multiget')) {
    const wanted = childrenNamed(root, NS.dav, 'href').map((href) => href.text.trim());
    const names = new Map<string, string>();
    for (const href of wanted) {
      const target = parseDavPath(href);
      if (target?.kind === 'object' && target.userId === context.user.id && target.calendarId === held.calendar.id) {
        names.set(href, target.name);
      }
    }
    const rows = await findObjectsByName(context.db, held.calendar.id, [...new Set(names.values())]);
    const byName = new Map(rows.map((row) => [davNameOf(row), row]));
    return multistatus(
      wanted.map((href) => {
        const row = byName.get(names.get(href) ?? '');
        return row ? propResponse({ kind: 'object', held, row }, request, context) : statusResponse(href, HTTP_404);
      }),
    );
  }

  // sync-collection (RFC 6578): what changed since the token, then the new token. The token is
  // read first, so a change written meanwhile is sent again next time rather than missed.
  const latest = (await latestChanges(context.db, [held.calendar.id])).get(held.calendar.id) ?? 0;
  const given = child(root, NS.dav, 'sync-token')?.text.trim() ?? '';
  if (given === '') {
    const rows = await findObjects(context.db, held.calendar.id);
    return multistatus(respond(rows), syncToken(latest));
  }
  const since = given.startsWith(SYNC_TOKEN_PREFIX) ? Number(given.slice(SYNC_TOKEN_PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(since) || since < 0 || since > latest) {
    throw new DavError(403, 'invalid_sync_token', 'Unknown sync token', clark(NS.dav, 'valid-sync-token'));
  }
  const changed = await changedNamesSince(context.db, held.calendar.id, since);
  const rows = await findObjectsByName(context.db, held.calendar.id, changed);
  const present = new Set(rows.map(davNameOf));
  const gone = changed.filter((changedName) => !present.has(changedName));
  return multistatus(
    [
      ...respond(rows),
      ...gone.map((goneName) => statusResponse(objectHref(context.user.id, held.calendar.id, goneName), HTTP_404)),
    ],
    syncToken(latest),
  );
}

/** GET of a calendar object: its iCalendar text and ETag. */
export async function getObject(
  context: DavContext,
  path: DavPath,
): Promise<{ body: string; etag: string; lastModified: Date } | null> {
  const resource = await resolve(context, path);
  if (resource.kind !== 'object') return null;
  return {
    body: renderObject(resource.row, context),
    etag: etagOf(resource.row),
    lastModified: resource.row.updatedAt,
  };
}

/** The ETags of an If-Match / If-None-Match header (`*` kept as is; weak marks dropped). */
function etagList(header: string | undefined): string[] | null {
  if (header === undefined) return null;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

export interface Conditions {
  ifMatch?: string;
  ifNoneMatch?: string;
}

/** RFC 7232 preconditions against the current object (or its absence): 412 when they fail. */
function checkPreconditions(current: AppointmentRow | undefined, conditions: Conditions): void {
  const ifMatch = etagList(conditions.ifMatch);
  const ifNoneMatch = etagList(conditions.ifNoneMatch);
  const etag = current ? etagOf(current) : null;
  const failed = () =>
    new DavError(412, 'precondition_failed', 'The resource changed (or exists) since it was read: read it again');
  if (ifMatch && !(etag && (ifMatch.includes('*') || ifMatch.includes(etag)))) throw failed();
  if (ifNoneMatch && etag && (ifNoneMatch.includes('*') || ifNoneMatch.includes(etag))) throw failed();
}

const FIELD_PROPERTIES: Record<string, string> = {
  title: 'SUMMARY',
  location: 'LOCATION',
  description: 'DESCRIPTION',
  start: 'DTSTART',
  end: 'DTEND',
};

/** The appointment input, checked by the same schema as the API; a breach is refused with its field. */
function checked<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const reasons = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return `${FIELD_PROPERTIES[field] ?? field}: ${issue.message}`;
  });
  throw new DavError(403, 'validation', reasons.join('; '), clark(NS.caldav, 'valid-calendar-object-resource'));
}

/** A rule of the appointments service broken, in WebDAV terms. */
function fromServiceError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'stale_version') return new DavError(412, error.code, error.message);
  if (error.code === 'not_found') return NOT_FOUND();
  if (error.code === 'forbidden') {
    return new DavError(403, error.code, error.message, clark(NS.dav, 'need-privileges'));
  }
  if (error.code === 'resource_unavailable') return new DavError(409, error.code, error.message);
  const details = Array.isArray(error.details)
    ? (error.details as { field?: string; message?: string }[]).map((detail) =>
        [detail.field, detail.message].filter(Boolean).join(' '),
      )
    : [];
  const message = details.length > 0 ? `${error.message}: ${details.join('; ')}` : error.message;
  const status = error.statusCode === 400 ? 403 : error.statusCode;
  return new DavError(status, error.code, message);
}

function isUniqueViolation(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((each) => (each as { code?: unknown })?.code);
  return codes.includes('23505');
}

function writableCalendar(held: HeldCalendar): void {
  if (isWritable(held)) return;
  const message =
    held.calendar.provider !== 'local'
      ? 'This calendar is copied from another calendar service: change its events there'
      : 'This calendar is shared with you read-only';
  throw new DavError(403, 'forbidden', message, clark(NS.dav, 'need-privileges'));
}

function eventFields(event: ParsedEvent, held: HeldCalendar) {
  const end = event.end ?? new Date(event.start.getTime() + held.calendar.defaultDurationMinutes * 60_000);
  return {
    title: event.title,
    start: event.start.toISOString(),
    end: end.toISOString(),
    allDay: event.allDay,
    location: event.location,
    description: event.description,
  };
}

/**
 * PUT of a calendar object: a new name books an appointment into the calendar, an existing one
 * changes the appointment's title, times, location and description, keeping what iCalendar does
 * not carry (course, students, infrastructures, vehicles, colour, paid, an intended overlap). No
 * ETag is answered: the stored object is the server's rendering, not the bytes sent (RFC 4791
 * §5.3.4), so the client reads it back.
 */
export async function putObject(
  context: DavContext,
  path: DavPath,
  body: string,
  contentType: string | undefined,
  conditions: Conditions,
): Promise<{ created: boolean }> {
  if (path.kind !== 'object') {
    throw new DavError(405, 'method_not_allowed', 'Only calendar objects are written with PUT');
  }
  const held = await heldCalendar(context, path);
  writableCalendar(held);
  if (contentType && !/^text\/calendar\b/i.test(contentType)) {
    throw new DavError(
      415,
      'unsupported_media_type',
      'A calendar object is text/calendar',
      clark(NS.caldav, 'supported-calendar-data'),
    );
  }
  let event: ParsedEvent;
  try {
    event = parseEvent(body);
  } catch (error) {
    if (!(error instanceof IcalRefusal)) throw error;
    const namespace = error.own ? NS.ds : NS.caldav;
    throw new DavError(error.status, error.condition, error.message, clark(namespace, error.condition));
  }
  const current = await findObjectByName(context.db, held.calendar.id, path.name);
  checkPreconditions(current, conditions);
  const sameUid = await findObjectByUid(context.db, held.calendar.id, event.uid);
  if ((sameUid && sameUid.id !== current?.id) || (current && uidOf(current) !== event.uid)) {
    throw new DavError(
      403,
      'uid_conflict',
      'Another event of this calendar has that UID, or the UID of an event cannot change',
      clark(NS.caldav, 'no-uid-conflict'),
    );
  }
  const fields = eventFields(event, held);
  try {
    if (current) {
      const appointment = await getAppointment(context.db, context.actor, current.id);
      const input = checked(appointmentUpdateInput, {
        ...appointmentInputOf(appointment),
        ...fields,
        // The version the preconditions were checked against: a change since then is a 412.
        version: current.version,
      });
      await updateAppointment(context.db, context.actor, current.id, input);
      return { created: false };
    }
    const input: AppointmentInput = checked(appointmentInput, { ...fields, calendarId: held.calendar.id });
    await createAppointment(context.db, context.actor, input, { davName: path.name, icalUid: event.uid });
    return { created: true };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DavError(412, 'precondition_failed', 'A resource of that name was written meanwhile');
    }
    throw fromServiceError(error);
  }
}

/** DELETE of a calendar object, through the appointments service; If-Match is honoured. */
export async function deleteObject(context: DavContext, path: DavPath, conditions: Conditions): Promise<void> {
  if (path.kind !== 'object') {
    throw new DavError(403, 'forbidden', 'Calendars are deleted in the app', clark(NS.dav, 'need-privileges'));
  }
  const held = await heldCalendar(context, path);
  writableCalendar(held);
  const current = await findObjectByName(context.db, held.calendar.id, path.name);
  if (!current) throw NOT_FOUND();
  checkPreconditions(current, conditions);
  try {
    await deleteAppointment(context.db, context.actor, current.id);
  } catch (error) {
    throw fromServiceError(error);
  }
}

/** Whether the path exists for this user (GET on a collection, OPTIONS). */
export async function exists(context: DavContext, path: DavPath): Promise<DavResource> {
  return resolve(context, path);
}
