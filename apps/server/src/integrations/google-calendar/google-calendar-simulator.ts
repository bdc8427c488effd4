import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonObject, readRequestBody, sendJson, startLocalServer } from '../simulator-http';
import type { GoogleEndpoints } from './google-calendar-client';

/** The demo account's refresh token: the seed links head@demo.ch with it, accepted after any restart. */
export const DEMO_GOOGLE_REFRESH_TOKEN = 'demo-google-refresh-token';
export const DEMO_GOOGLE_ACCOUNT = 'autoecole.demo@gmail.com';
export const DEMO_GOOGLE_CALENDAR = DEMO_GOOGLE_ACCOUNT;

export interface SimulatedEvent {
  id: string;
  etag: string;
  updated: string;
  status: 'confirmed' | 'cancelled';
  summary: string;
  description: string;
  location: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  iCalUID: string;
  extendedProperties?: { private?: Record<string, string> };
  /** The calendar's change count when it last changed: what sync tokens compare. */
  seq: number;
}

interface SimulatedCalendar {
  id: string;
  summary: string;
  primary: boolean;
  accessRole: 'owner' | 'reader';
  events: Map<string, SimulatedEvent>;
  seq: number;
  /** Raised to invalidate every sync token given so far (a 410 follows). */
  generation: number;
}

interface Channel {
  id: string;
  resourceId: string;
  calendarId: string;
  address: string;
  token: string;
  expiration: number;
  messages: number;
}

/** The demo account's busy events, in the coming days (the seed copies the same ones). */
export function demoGoogleEvents(now: Date): Array<{ id: string; summary: string; start: Date; end: Date }> {
  const at = (days: number, hour: number) => {
    const day = new Date(now);
    day.setUTCDate(day.getUTCDate() + days);
    day.setUTCHours(hour, 0, 0, 0);
    return day;
  };
  const events: Array<[string, number, number, number]> = [
    ['Dentiste', 1, 7, 8],
    ['Réunion de parents', 2, 16, 17],
    ['Garage : service de la voiture', 3, 9, 11],
    ['Anniversaire de Léa', 5, 17, 20],
  ];
  return events.map(([summary, days, from, to], index) => ({
    id: `demo${index + 1}`,
    summary,
    start: at(days, from),
    end: at(days, to),
  }));
}

/** How a notification reaches its address; tests hand it to the app in process. */
export type NotificationDelivery = (address: string, headers: Record<string, string>) => Promise<void>;

export interface GoogleSimulatorOptions {
  clientId?: string;
  clientSecret?: string;
  accessTokenSeconds?: number;
  deliver?: NotificationDelivery;
  /** Busy events of the demo account's primary calendar, relative to now (the demo). */
  demoEvents?: boolean;
}

export interface GoogleSimulator {
  url: string;
  endpoints(redirectUri: string): GoogleEndpoints;
  /** A person's change at Google: notifies the channels watching the calendar. */
  putEvent(
    calendarId: string,
    event: { id?: string; summary: string; start: Date; end: Date },
  ): Promise<SimulatedEvent>;
  changeEvent(
    calendarId: string,
    eventId: string,
    change: { summary?: string; start?: Date; end?: Date },
  ): Promise<void>;
  deleteEvent(calendarId: string, eventId: string): Promise<void>;
  events(calendarId: string): SimulatedEvent[];
  invalidateSyncTokens(calendarId: string): void;
  expireAccessTokens(): void;
  /** The account holder removes the application's access at Google: every refresh token but the demo's stops. */
  revokeAccess(): void;
  /** Whether Google still accepts this refresh token. */
  acceptsRefreshToken(token: string): boolean;
  /** The next `count` Calendar API calls fail: no answer before the client's timeout, or a 503. */
  failNext(count: number, how: 'timeout' | 'unavailable'): void;
  channels(): Array<{ id: string; calendarId: string; address: string; expiration: number }>;
  /** How many full listings (without sync token) each calendar answered. */
  fullListings(calendarId: string): number;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

const CODE_SECONDS = 600;
const HANG_MS = 60_000;

/**
 * Google's OAuth 2.0 server and the Calendar API v3 calls the link makes, on 127.0.0.1, for the
 * demo and the tests: a consent page that redirects with a code and the state, a token endpoint
 * checking the PKCE verifier, refresh and revoke, the calendar list, events with etag and updated,
 * sync tokens (410 once invalidated), and watch channels that POST notifications.
 */
export async function startGoogleSimulator(options: GoogleSimulatorOptions = {}): Promise<GoogleSimulator> {
  const clientId = options.clientId ?? 'simulated-google-client';
  const clientSecret = options.clientSecret ?? 'simulated-google-secret';
  const accessTokenSeconds = options.accessTokenSeconds ?? 3600;
  const deliver: NotificationDelivery =
    options.deliver ??
    (async (address, headers) => {
      await fetch(address, { method: 'POST', headers, signal: AbortSignal.timeout(5000) }).catch(() => {});
    });
  const codes = new Map<string, { redirectUri: string; challenge: string; scopes: string; expiresAt: number }>();
  const refreshTokens = new Set<string>([DEMO_GOOGLE_REFRESH_TOKEN]);
  const accessTokens = new Map<string, { refreshToken: string; expiresAt: number }>();
  const channels = new Map<string, Channel>();
  const fullListings = new Map<string, number>();
  let failures: { count: number; how: 'timeout' | 'unavailable' } = { count: 0, how: 'unavailable' };
  let url = '';

  const calendars = new Map<string, SimulatedCalendar>();
  const addCalendar = (id: string, summary: string, primary: boolean, accessRole: 'owner' | 'reader') =>
    calendars.set(id, { id, summary, primary, accessRole, events: new Map(), seq: 0, generation: 0 });
  addCalendar(DEMO_GOOGLE_CALENDAR, 'Autoécole Démo', true, 'owner');
  addCalendar('family.demo@group.calendar.google.com', 'Famille', false, 'owner');
  addCalendar('ch.swiss#holiday@group.v.calendar.google.com', 'Jours fériés en Suisse', false, 'reader');

  function calendarOf(id: string): SimulatedCalendar {
    const calendar = calendars.get(id);
    if (!calendar) throw new HttpError(404, 'notFound', 'Not Found');
    return calendar;
  }

  function store(calendar: SimulatedCalendar, event: Omit<SimulatedEvent, 'seq' | 'etag' | 'updated'>) {
    calendar.seq += 1;
    const stored: SimulatedEvent = {
      ...event,
      seq: calendar.seq,
      etag: `"${createHash('sha1').update(`${event.id}:${calendar.seq}`).digest('hex').slice(0, 16)}"`,
      updated: new Date().toISOString(),
    };
    calendar.events.set(event.id, stored);
    return stored;
  }

  async function notify(calendarId: string) {
    for (const channel of channels.values()) {
      if (channel.calendarId !== calendarId || channel.expiration < Date.now()) continue;
      await send(channel, 'exists');
    }
  }

  function send(channel: Channel, state: 'sync' | 'exists') {
    channel.messages += 1;
    return deliver(channel.address, {
      'X-Goog-Channel-ID': channel.id,
      'X-Goog-Channel-Token': channel.token,
      'X-Goog-Channel-Expiration': new Date(channel.expiration).toUTCString(),
      'X-Goog-Resource-ID': channel.resourceId,
      'X-Goog-Resource-URI': `${url}/calendar/v3/calendars/${encodeURIComponent(channel.calendarId)}/events`,
      'X-Goog-Resource-State': state,
      'X-Goog-Message-Number': String(channel.messages),
    });
  }

  const timed = (at: Date) => ({ dateTime: at.toISOString(), timeZone: 'Europe/Zurich' });

  if (options.demoEvents) {
    const calendar = calendarOf(DEMO_GOOGLE_CALENDAR);
    for (const event of demoGoogleEvents(new Date())) {
      store(calendar, {
        id: event.id,
        status: 'confirmed',
        summary: event.summary,
        description: '',
        location: '',
        start: timed(event.start),
        end: timed(event.end),
        iCalUID: `${event.id}@google.com`,
      });
    }
  }

  function issue(refreshToken: string) {
    const accessToken = opaque();
    accessTokens.set(accessToken, { refreshToken, expiresAt: Date.now() + accessTokenSeconds * 1000 });
    return accessToken;
  }

  function consentPage(query: URLSearchParams, response: ServerResponse) {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== clientId || !URL.canParse(redirectUri)) {
      throw new HttpError(400, 'invalid_request', 'Error 400: invalid_request (unknown client or redirect URI)');
    }
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      throw new HttpError(400, 'invalid_request', 'Error 400: invalid_request (code_challenge S256 required)');
    }
    const hidden = [...query.entries()]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    const scopes = (query.get('scope') ?? '')
      .split(' ')
      .map((scope) => `<li>${escapeHtml(scope)}</li>`)
      .join('');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (simulator)</title></head>
<body><main><h1>Google (simulator)</h1>
<p>The application wants to access your Google account <strong>${DEMO_GOOGLE_ACCOUNT}</strong>:</p><ul>${scopes}</ul>
<form method="post" action="/o/oauth2/v2/auth/decision">${hidden}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`);
  }

  function decision(form: URLSearchParams, response: ServerResponse) {
    const target = new URL(form.get('redirect_uri') ?? '');
    if (form.get('decision') === 'allow') {
      const code = opaque();
      codes.set(code, {
        redirectUri: target.toString(),
        challenge: form.get('code_challenge') ?? '',
        scopes: form.get('scope') ?? '',
        expiresAt: Date.now() + CODE_SECONDS * 1000,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', form.get('scope') ?? '');
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    target.searchParams.set('state', form.get('state') ?? '');
    response.writeHead(302, { Location: target.toString() }).end();
  }

  function token(form: URLSearchParams) {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      throw new HttpError(401, 'invalid_client', 'The OAuth client was not found.');
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!code || code.expiresAt < Date.now() || code.redirectUri.split('?')[0] !== form.get('redirect_uri')) {
        throw new HttpError(400, 'invalid_grant', 'Malformed auth code.');
      }
      if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
        throw new HttpError(400, 'invalid_grant', 'Invalid code verifier.');
      }
      const refreshToken = opaque();
      refreshTokens.add(refreshToken);
      return {
        access_token: issue(refreshToken),
        expires_in: accessTokenSeconds,
        refresh_token: refreshToken,
        scope: code.scopes,
        token_type: 'Bearer',
      };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refreshToken))
        throw new HttpError(400, 'invalid_grant', 'Token has been expired or revoked.');
      return { access_token: issue(refreshToken), expires_in: accessTokenSeconds, token_type: 'Bearer' };
    }
    throw new HttpError(400, 'unsupported_grant_type', 'Invalid grant_type.');
  }

  function revoke(form: URLSearchParams) {
    const value = form.get('token') ?? '';
    const refreshToken = refreshTokens.has(value) ? value : accessTokens.get(value)?.refreshToken;
    if (!refreshToken) throw new HttpError(400, 'invalid_token', 'Token expired or revoked');
    // The demo account stays linkable after an unlink, as a real account would after a new consent.
    if (refreshToken !== DEMO_GOOGLE_REFRESH_TOKEN) refreshTokens.delete(refreshToken);
    for (const [access, grant] of accessTokens) if (grant.refreshToken === refreshToken) accessTokens.delete(access);
  }

  function authorise(request: IncomingMessage) {
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const grant = accessTokens.get(presented);
    if (!grant || grant.expiresAt <= Date.now() || !refreshTokens.has(grant.refreshToken)) {
      throw new HttpError(401, 'authError', 'Request had invalid authentication credentials.');
    }
  }

  function listEvents(calendar: SimulatedCalendar, query: URLSearchParams) {
    const syncToken = query.get('syncToken');
    let since = 0;
    if (syncToken) {
      const [generation, seq] = Buffer.from(syncToken, 'base64url').toString().split(':').map(Number);
      if (generation !== calendar.generation || seq === undefined || Number.isNaN(seq)) {
        throw new HttpError(410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
      }
      since = seq;
    } else {
      fullListings.set(calendar.id, (fullListings.get(calendar.id) ?? 0) + 1);
    }
    const timeMin = query.get('timeMin') ? Date.parse(query.get('timeMin') ?? '') : null;
    const all = [...calendar.events.values()]
      .filter((event) => event.seq > since)
      .filter((event) => syncToken || event.status !== 'cancelled')
      .filter((event) => timeMin === null || Date.parse(event.end.dateTime ?? `${event.end.date}T00:00:00Z`) > timeMin)
      .sort((a, b) => a.seq - b.seq);
    const size = Math.min(Number(query.get('maxResults') ?? 250) || 250, 2500);
    const offset = Number(query.get('pageToken') ?? 0);
    const page = all.slice(offset, offset + size);
    const more = offset + size < all.length;
    return {
      kind: 'calendar#events',
      summary: calendar.summary,
      items: page.map(publicEvent),
      ...(more
        ? { nextPageToken: String(offset + size) }
        : { nextSyncToken: Buffer.from(`${calendar.generation}:${calendar.seq}`).toString('base64url') }),
    };
  }

  function eventInput(body: Buffer) {
    const input = parseJson(body) as Partial<SimulatedEvent>;
    if (!input.start || !input.end) throw new HttpError(400, 'required', 'Missing end time.');
    return input;
  }

  async function api(
    request: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: Buffer,
    response: ServerResponse,
  ) {
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      if (failures.how === 'timeout') {
        await new Promise((resolve) => setTimeout(resolve, HANG_MS).unref());
        return;
      }
      throw new HttpError(503, 'backendError', 'Backend Error');
    }
    authorise(request);
    const route = `${request.method} ${path}`;
    if (route === 'GET /users/me/calendarList') {
      return json(response, 200, {
        kind: 'calendar#calendarList',
        items: [...calendars.values()].map((calendar) => ({
          kind: 'calendar#calendarListEntry',
          id: calendar.id,
          summary: calendar.summary,
          primary: calendar.primary || undefined,
          accessRole: calendar.accessRole,
        })),
      });
    }
    if (route === 'POST /channels/stop') {
      const { id, resourceId } = parseJson(body) as { id?: string; resourceId?: string };
      const channel = channels.get(id ?? '');
      if (!channel || channel.resourceId !== resourceId) throw new HttpError(404, 'notFound', 'Channel not found');
      channels.delete(channel.id);
      return json(response, 204, null);
    }
    const [, calendarId = '', rest = ''] = /^\/calendars\/([^/]+)\/events(\/.*)?$/.exec(path) ?? [];
    if (!calendarId) throw new HttpError(404, 'notFound', 'Not Found');
    const calendar = calendarOf(decodeURIComponent(calendarId));
    const writable = calendar.accessRole === 'owner';
    if (request.method === 'GET' && rest === '') return json(response, 200, listEvents(calendar, query));
    if (request.method === 'POST' && rest === '') {
      if (!writable)
        throw new HttpError(403, 'requiredAccessLevel', 'You need to have writer access to this calendar.');
      const input = eventInput(body);
      const id = randomBytes(13).toString('hex');
      const stored = store(calendar, {
        id,
        status: 'confirmed',
        summary: input.summary ?? '',
        description: input.description ?? '',
        location: input.location ?? '',
        start: input.start ?? {},
        end: input.end ?? {},
        iCalUID: `${id}@google.com`,
        extendedProperties: input.extendedProperties,
      });
      await notify(calendar.id);
      return json(response, 200, publicEvent(stored));
    }
    if (request.method === 'POST' && rest === '/watch') {
      const input = parseJson(body) as {
        id?: string;
        type?: string;
        address?: string;
        token?: string;
        params?: { ttl?: string };
      };
      if (!input.id || input.type !== 'web_hook' || !input.address) {
        throw new HttpError(400, 'invalid', 'id, type web_hook and address are required');
      }
      if (channels.has(input.id)) throw new HttpError(400, 'channelIdNotUnique', 'Channel id not unique');
      const ttl = Math.min(Number(input.params?.ttl ?? 604_800) || 604_800, 2_592_000);
      const channel: Channel = {
        id: input.id,
        resourceId: randomBytes(12).toString('base64url'),
        calendarId: calendar.id,
        address: input.address,
        token: input.token ?? '',
        expiration: Date.now() + ttl * 1000,
        messages: 0,
      };
      channels.set(channel.id, channel);
      json(response, 200, {
        kind: 'api#channel',
        id: channel.id,
        resourceId: channel.resourceId,
        resourceUri: `${url}/calendar/v3/calendars/${calendarId}/events`,
        token: channel.token,
        expiration: String(channel.expiration),
      });
      await send(channel, 'sync');
      return;
    }
    const eventId = decodeURIComponent(rest.slice(1));
    const event = calendar.events.get(eventId);
    if (!event) throw new HttpError(404, 'notFound', 'Not Found');
    if (event.status === 'cancelled') throw new HttpError(410, 'deleted', 'Resource has been deleted');
    if (request.method === 'GET') return json(response, 200, publicEvent(event));
    if (!writable) throw new HttpError(403, 'requiredAccessLevel', 'You need to have writer access to this calendar.');
    if (request.method === 'PATCH') {
      const input = parseJson(body) as Partial<SimulatedEvent>;
      const stored = store(calendar, { ...event, ...withoutBookkeeping(input) });
      await notify(calendar.id);
      return json(response, 200, publicEvent(stored));
    }
    if (request.method === 'DELETE') {
      store(calendar, { ...event, status: 'cancelled' });
      await notify(calendar.id);
      return json(response, 204, null);
    }
    throw new HttpError(404, 'notFound', 'Not Found');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://simulator');
    const body = await readRequestBody(request);
    if (request.method === 'GET' && pathname === '/o/oauth2/v2/auth') return consentPage(searchParams, response);
    if (request.method === 'POST' && pathname === '/o/oauth2/v2/auth/decision')
      return decision(new URLSearchParams(body.toString()), response);
    if (request.method === 'POST' && pathname === '/token')
      return json(response, 200, token(new URLSearchParams(body.toString())));
    if (request.method === 'POST' && pathname === '/revoke') {
      revoke(new URLSearchParams(body.toString()));
      return json(response, 200, {});
    }
    if (pathname.startsWith('/calendar/v3/'))
      return api(request, pathname.slice('/calendar/v3'.length), searchParams, body, response);
    throw new HttpError(404, 'notFound', 'Not Found');
  }

  const server = await startLocalServer(handle, {
    onError(error, request, response) {
      const failure = error instanceof HttpError ? error : new HttpError(500, 'backendError', String(error));
      if (response.headersSent) return void response.destroy();
      const oauth = /^\/(token|revoke|o\/oauth2)/.test(request.url ?? '');
      json(
        response,
        failure.status,
        oauth
          ? { error: failure.reason, error_description: failure.message }
          : {
              error: {
                code: failure.status,
                message: failure.message,
                errors: [{ domain: 'global', reason: failure.reason, message: failure.message }],
              },
            },
      );
    },
  });
  url = server.url;

  return {
    url,
    endpoints: (redirectUri) => ({
      authUrl: `${url}/o/oauth2/v2/auth`,
      tokenUrl: `${url}/token`,
      revokeUrl: `${url}/revoke`,
      apiUrl: `${url}/calendar/v3`,
      clientId,
      clientSecret,
      redirectUri,
    }),
    async putEvent(calendarId, event) {
      const calendar = calendarOf(calendarId);
      const id = event.id ?? randomBytes(13).toString('hex');
      const stored = store(calendar, {
        id,
        status: 'confirmed',
        summary: event.summary,
        description: '',
        location: '',
        start: timed(event.start),
        end: timed(event.end),
        iCalUID: `${id}@google.com`,
      });
      await notify(calendarId);
      return stored;
    },
    async changeEvent(calendarId, eventId, change) {
      const calendar = calendarOf(calendarId);
      const event = calendar.events.get(eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      store(calendar, {
        ...event,
        ...(change.summary === undefined ? {} : { summary: change.summary }),
        ...(change.start ? { start: timed(change.start) } : {}),
        ...(change.end ? { end: timed(change.end) } : {}),
      });
      await notify(calendarId);
    },
    async deleteEvent(calendarId, eventId) {
      const calendar = calendarOf(calendarId);
      const event = calendar.events.get(eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      store(calendar, { ...event, status: 'cancelled' });
      await notify(calendarId);
    },
    events: (calendarId) => [...calendarOf(calendarId).events.values()].filter((event) => event.status !== 'cancelled'),
    invalidateSyncTokens: (calendarId) => {
      calendarOf(calendarId).generation += 1;
    },
    expireAccessTokens: () => {
      for (const grant of accessTokens.values()) grant.expiresAt = 0;
    },
    revokeAccess: () => {
      for (const token of refreshTokens) if (token !== DEMO_GOOGLE_REFRESH_TOKEN) refreshTokens.delete(token);
    },
    acceptsRefreshToken: (token) => refreshTokens.has(token),
    failNext: (count, how) => {
      failures = { count, how };
    },
    channels: () =>
      [...channels.values()].map(({ id, calendarId, address, expiration }) => ({
        id,
        calendarId,
        address,
        expiration,
      })),
    fullListings: (calendarId) => fullListings.get(calendarId) ?? 0,
    close: server.close,
  };
}

function publicEvent({ seq: _seq, ...event }: SimulatedEvent) {
  return { kind: 'calendar#event', ...event };
}

function withoutBookkeeping(input: Partial<SimulatedEvent>) {
  const { id: _id, etag: _etag, updated: _updated, seq: _seq, iCalUID: _uid, ...rest } = input;
  return rest;
}

function parseJson(body: Buffer): object {
  return parseJsonObject(body, () => new HttpError(400, 'parseError', 'Parse Error'));
}

function json(response: ServerResponse, status: number, body: unknown) {
  sendJson(response, status, body, 'application/json; charset=UTF-8');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function opaque(): string {
  return `ya29.${randomUUID()}${randomBytes(12).toString('base64url')}`;
}
