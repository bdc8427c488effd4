import type { ExternalCalendarChoice, ExternalSyncError } from '@ds/domain';
import {
  calendarMultiGet,
  calendarQuery,
  createAccount,
  type DAVResponse,
  fetchCalendars,
  propfind,
  syncCollection,
} from 'tsdav';
import { isPublicUrl } from '../../../lib/network-guard';

/** Why talking to the external server failed, as stored in `external_sync_error` and shown translated. */
export class CaldavFailure extends Error {
  constructor(
    readonly reason: ExternalSyncError,
    message: string,
  ) {
    super(message);
  }
}

export interface CaldavConnection {
  url: string;
  username: string;
  password: string;
}

/** A calendar object as the server holds it: its path, ETag and iCalendar text. */
export interface RemoteObject {
  href: string;
  etag: string | null;
  data: string;
}

export interface CollectionProps {
  isCalendar: boolean;
  isCollection: boolean;
  label: string | null;
  colour: string | null;
  ctag: string | null;
  syncToken: string | null;
  supportsSyncCollection: boolean;
}

export interface ClientOptions {
  /** Per request; a server that answers slower counts as unreachable. */
  timeoutMs?: number;
  /** Any answer larger than this is refused, so a broken server cannot exhaust the memory. */
  maxResponseBytes?: number;
  /** Whether hosts on this machine or a private network may be reached (off in production). */
  allowPrivateNetworks?: boolean;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const MAX_REDIRECTS = 5;

/** Basic authentication in UTF-8 (tsdav's own helper refuses anything outside Latin-1). */
function basicAuthorization({ username, password }: CaldavConnection): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

function limitBody(response: Response, maxBytes: number): Response {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new CaldavFailure('failed', `the server answered ${declared} bytes`);
  if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) controller.error(new CaldavFailure('failed', 'the answer is too large'));
      else controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * One conversation with a CalDAV server: every request carries the credentials and a timeout,
 * and remembers whether the server refused them (401/403), which tsdav itself does not report.
 */
class CaldavSession {
  refused = false;
  readonly headers: Record<string, string>;
  readonly fetch: typeof fetch;

  constructor(
    readonly connection: CaldavConnection,
    options: ClientOptions = {},
  ) {
    this.headers = { authorization: basicAuthorization(connection) };
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.fetch = async (input, init) => {
      let url = input instanceof Request ? input.url : String(input);
      // Redirects are followed here, one hop at a time, so none leads to a private address.
      for (let hop = 0; ; hop += 1) {
        if (!options.allowPrivateNetworks && !(await isPublicUrl(url))) {
          throw new CaldavFailure('private_address', 'the address is on a private network');
        }
        let response: Response;
        try {
          response = await globalThis.fetch(url, {
            ...init,
            redirect: 'manual',
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw new CaldavFailure('unreachable', `no answer: ${(error as Error).name}`);
        }
        const location = response.headers.get('location');
        const redirected = response.status >= 300 && response.status < 400 && location;
        if (redirected && init?.redirect !== 'manual' && hop < MAX_REDIRECTS) {
          url = new URL(location, url).toString();
          continue;
        }
        if (response.status === 401 || response.status === 403) this.refused = true;
        return limitBody(response, maxBytes);
      }
    };
  }

  /** The failure of a whole step: refused credentials win over whatever tsdav made of the answer. */
  failure(error: unknown, otherwise: ExternalSyncError): CaldavFailure {
    if (this.refused) return new CaldavFailure('unauthorized', 'the server refused the user name or password');
    if (error instanceof CaldavFailure) return error;
    return new CaldavFailure(otherwise, (error as Error)?.message ?? String(error));
  }
}

function statusFailure(status: number): CaldavFailure {
  if (status === 401 || status === 403) return new CaldavFailure('unauthorized', `answered ${status}`);
  if (status === 404 || status === 410) return new CaldavFailure('not_found', `answered ${status}`);
  if (status >= 500) return new CaldavFailure('unreachable', `answered ${status}`);
  return new CaldavFailure('failed', `answered ${status}`);
}

/** A DAV property as tsdav parsed it: text, a number it converted, or `{ _cdata }`. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const inner = (value as { _cdata?: unknown; _text?: unknown })._cdata ?? (value as { _text?: unknown })._text;
    if (typeof inner === 'string' || typeof inner === 'number') return text(inner);
  }
  return null;
}

/** Apple's calendar-color is #RRGGBB or #RRGGBBAA; anything else is ignored. */
function colourOf(value: unknown): string | null {
  const match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(text(value) ?? '');
  return match ? `#${match[1]?.toLowerCase()}` : null;
}

function reportsOf(props: Record<string, unknown> | undefined): string[] {
  const set = props?.supportedReportSet as { supportedReport?: unknown } | undefined;
  const reports = [set?.supportedReport].flat().filter(Boolean) as { report?: Record<string, unknown> }[];
  return reports.flatMap((entry) => Object.keys(entry.report ?? {}));
}

function propsOf(response: DAVResponse): CollectionProps {
  const props = response.props as Record<string, unknown> | undefined;
  const types = Object.keys((props?.resourcetype as Record<string, unknown> | undefined) ?? {});
  return {
    isCalendar: types.includes('calendar'),
    isCollection: types.includes('collection') || types.includes('calendar'),
    label: text(props?.displayname),
    colour: colourOf(props?.calendarColor),
    ctag: text(props?.getctag),
    syncToken: text(props?.syncToken),
    supportsSyncCollection: reportsOf(props).includes('syncCollection'),
  };
}

const COLLECTION_PROPS = {
  'd:resourcetype': {},
  'd:displayname': {},
  'ca:calendar-color': {},
  'cs:getctag': {},
  'd:sync-token': {},
  'd:supported-report-set': {},
};

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
/** A path as the server wrote it, compared without a trailing slash or percent-encoding differences. */
const samePath = (href: string | undefined, url: string) => {
  if (!href) return false;
  const normalise = (value: string) => decodeURI(new URL(value, url).pathname).replace(/\/$/, '');
  try {
    return normalise(href) === normalise(url);
  } catch {
    return false;
  }
};

/** PROPFIND depth 0 on a collection: what it is and its change markers. */
async function readCollection(session: CaldavSession, url: string): Promise<CollectionProps> {
  let responses: DAVResponse[];
  try {
    responses = await propfind({
      url,
      props: COLLECTION_PROPS,
      depth: '0',
      headers: session.headers,
      fetch: session.fetch,
    });
  } catch (error) {
    throw session.failure(error, 'failed');
  }
  const own = responses.find((response) => samePath(response.href, url)) ?? responses[0];
  if (!own?.ok || own.props === undefined) {
    if (session.refused) throw session.failure(null, 'failed');
    throw own?.status && own.status >= 300
      ? statusFailure(own.status)
      : new CaldavFailure('not_a_calendar', 'no DAV answer');
  }
  return propsOf(own);
}

/** The calendars an account holds, found from its home (or from any address on the server). */
async function accountCalendars(session: CaldavSession, url: string): Promise<ExternalCalendarChoice[]> {
  const options = { headers: session.headers, fetch: session.fetch };
  const toChoices = (calendars: Awaited<ReturnType<typeof fetchCalendars>>) =>
    calendars
      .filter((calendar) => calendar.components?.length === 0 || calendar.components?.includes('VEVENT'))
      .map((calendar) => ({
        url: calendar.url,
        label: text(calendar.displayName) ?? decodeURIComponent(new URL(calendar.url).pathname.split('/').at(-2) ?? ''),
        colour: colourOf(calendar.calendarColor),
      }));
  // The address may be the calendar home itself: its children are the calendars.
  const direct = await fetchCalendars({
    account: { accountType: 'caldav', serverUrl: url, rootUrl: url, homeUrl: withSlash(url) },
    ...options,
  }).catch(() => []);
  if (direct.length > 0) return toChoices(direct);
  try {
    const account = await createAccount({
      account: { accountType: 'caldav', serverUrl: url, credentials: {} },
      loadCollections: true,
      ...options,
    });
    return toChoices(account.calendars ?? []);
  } catch (error) {
    throw session.failure(error, 'not_a_calendar');
  }
}

/**
 * Connects with the credentials and lists the calendars at the address: the calendar itself when
 * it is one, else the calendars of the account it belongs to.
 */
export async function discoverCalendars(
  connection: CaldavConnection,
  options?: ClientOptions,
): Promise<ExternalCalendarChoice[]> {
  const session = new CaldavSession(connection, options);
  let own: CollectionProps | null = null;
  try {
    own = await readCollection(session, connection.url);
  } catch (error) {
    // Some servers answer nothing useful on an account's root: account discovery still may.
    if (!(error instanceof CaldavFailure) || !['not_found', 'not_a_calendar', 'failed'].includes(error.reason)) {
      throw error;
    }
  }
  if (own?.isCalendar) {
    const label =
      own.label ?? decodeURIComponent(new URL(connection.url).pathname.split('/').filter(Boolean).at(-1) ?? '');
    return [{ url: connection.url, label, colour: own.colour }];
  }
  const calendars = await accountCalendars(session, connection.url);
  if (calendars.length === 0) throw new CaldavFailure('not_a_calendar', 'no calendar at that address');
  return calendars;
}

/** The calendar's change markers; fails unless the address is a calendar the credentials open. */
export async function readCalendar(connection: CaldavConnection, options?: ClientOptions): Promise<CollectionProps> {
  const session = new CaldavSession(connection, options);
  const props = await readCollection(session, connection.url);
  if (!props.isCalendar) throw new CaldavFailure('not_a_calendar', 'the address is not a calendar');
  return props;
}

function toRemoteObjects(responses: DAVResponse[], calendarUrl: string): RemoteObject[] {
  return responses.flatMap((response) => {
    const props = response.props as { getetag?: unknown; calendarData?: unknown } | undefined;
    const data = text(props?.calendarData);
    if (!response.href || !data || samePath(response.href, calendarUrl)) return [];
    return [{ href: new URL(response.href, calendarUrl).pathname, etag: text(props?.getetag), data }];
  });
}

/** Whether an object listed with this ETag must be fetched (new, changed, or everything is rewritten). */
export type NeedsFetch = (path: string, etag: string | null) => boolean;

export interface WindowListing {
  /** Paths of every event object overlapping the window. */
  listed: string[];
  /** Those of them `needsFetch` asked for, with their data. */
  objects: RemoteObject[];
}

/** The event objects overlapping the window (calendar-query with a time range), then multiget of those wanted. */
export async function fetchWindow(
  connection: CaldavConnection,
  window: { start: Date; end: Date },
  needsFetch: NeedsFetch,
  options?: ClientOptions,
): Promise<WindowListing> {
  const session = new CaldavSession(connection, options);
  const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  try {
    const listed = await calendarQuery({
      url: connection.url,
      props: { 'd:getetag': {} },
      filters: {
        'comp-filter': {
          _attributes: { name: 'VCALENDAR' },
          'comp-filter': {
            _attributes: { name: 'VEVENT' },
            'time-range': { _attributes: { start: stamp(window.start), end: stamp(window.end) } },
          },
        },
      },
      depth: '1',
      headers: session.headers,
      fetch: session.fetch,
    });
    const members = listed.filter(
      (response): response is DAVResponse & { href: string } =>
        Boolean(response.href) && !samePath(response.href, connection.url),
    );
    const wanted = members
      .filter((member) => needsFetch(pathOf(member.href, connection.url), etagOf(member)))
      .map((member) => member.href);
    return {
      listed: members.map((member) => pathOf(member.href, connection.url)),
      objects: wanted.length > 0 ? await multiGet(session, wanted) : [],
    };
  } catch (error) {
    throw session.failure(error, 'failed');
  }
}

async function multiGet(session: CaldavSession, hrefs: string[]): Promise<RemoteObject[]> {
  const objects: RemoteObject[] = [];
  // Large calendars are asked for in batches, so no single answer grows without bound.
  for (let index = 0; index < hrefs.length; index += 100) {
    const batch = hrefs.slice(index, index + 100).map((href) => new URL(href, session.connection.url).pathname);
    const responses = await calendarMultiGet({
      url: session.connection.url,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      objectUrls: batch,
      depth: '1',
      headers: session.headers,
      fetch: session.fetch,
    });
    objects.push(...toRemoteObjects(responses, session.connection.url));
  }
  return objects;
}

export interface CollectionChanges {
  /** Objects added or changed since the token, with their data. */
  changed: RemoteObject[];
  /** Paths of the objects removed since the token. */
  removed: string[];
  syncToken: string;
}

/**
 * RFC 6578 sync-collection from `syncToken`: what changed and was removed since, and the new token.
 * Answers null when the server no longer accepts the token (a full fetch is then needed).
 */
export async function changesSince(
  connection: CaldavConnection,
  syncToken: string,
  needsFetch: NeedsFetch,
  options?: ClientOptions,
): Promise<CollectionChanges | null> {
  const session = new CaldavSession(connection, options);
  try {
    const responses = await syncCollection({
      url: connection.url,
      props: { 'd:getetag': {} },
      syncLevel: 1,
      syncToken,
      headers: session.headers,
      fetch: session.fetch,
    });
    const [first] = responses;
    // A token the server no longer knows (403 or 409 with DAV:valid-sync-token) or any other
    // failure of the whole report: no multistatus, so no `props`. A full fetch follows, which
    // tells refused credentials apart.
    if (!first || (responses.length === 1 && !first.ok && !('props' in first))) return null;
    const newToken = text((first.raw as { multistatus?: { syncToken?: unknown } } | undefined)?.multistatus?.syncToken);
    if (!newToken) return null;
    const members = responses.filter(
      (response): response is DAVResponse & { href: string } =>
        Boolean(response.href) && !samePath(response.href, connection.url),
    );
    const removed = members
      .filter((member) => member.status === 404)
      .map((member) => pathOf(member.href, connection.url));
    const changedHrefs = members
      .filter((member) => member.ok && needsFetch(pathOf(member.href, connection.url), etagOf(member)))
      .map((member) => member.href);
    const changed = changedHrefs.length > 0 ? await multiGet(session, changedHrefs) : [];
    return { changed, removed, syncToken: newToken };
  } catch (error) {
    throw session.failure(error, 'failed');
  }
}

const pathOf = (href: string, base: string) => new URL(href, base).pathname;
const etagOf = (response: DAVResponse) => text((response.props as { getetag?: unknown } | undefined)?.getetag);
