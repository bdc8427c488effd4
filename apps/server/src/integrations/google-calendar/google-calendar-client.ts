import { createHash } from 'node:crypto';
import { schoolDateTime, schoolDay } from '@ds/domain';

/**
 * Google's OAuth 2.0 for web server applications (authorization code with PKCE, offline access)
 * and the part of the Calendar API v3 the calendar link uses, in our words. Real Google by
 * default; the simulator (`google-calendar-simulator.ts`) in the demo and the tests.
 */
export interface GoogleEndpoints {
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** The Calendar API's root, `…/calendar/v3`. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export const GOOGLE_ENDPOINTS = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  apiUrl: 'https://www.googleapis.com/calendar/v3',
} as const;

/** Events of every calendar (read and write), and the list of calendars to choose from. */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
];

export interface GoogleTokens {
  accessToken: string;
  /** Google sends a refresh token with the first code exchange only (offline access). */
  refreshToken?: string;
  expiresAt: Date;
}

export interface GoogleCalendarEntry {
  id: string;
  name: string;
  primary: boolean;
  writable: boolean;
}

/** An event as the link reads it; `ourId` is the appointment we pushed it from, if we did. */
export interface GoogleEvent {
  id: string;
  etag: string | null;
  updated: Date | null;
  cancelled: boolean;
  title: string;
  description: string;
  location: string | null;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  iCalUid: string | null;
  ourId: string | null;
}

/** What we write of an appointment. */
export interface GoogleEventDraft {
  title: string;
  description: string;
  location: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  ourId: string;
}

export interface GoogleChannel {
  id: string;
  resourceId: string;
  expiresAt: Date;
}

/**
 * Why a call failed: `auth` (401: the access token), `revoked` (invalid_grant: the consent is
 * gone), `gone` (410: the sync token is no longer valid, or the event was deleted), `not_found`,
 * `unavailable` (timeout, network, 429, 5xx: try again later), `refused` (any other answer).
 */
export type GoogleFailureKind = 'auth' | 'revoked' | 'gone' | 'not_found' | 'unavailable' | 'refused';

export class GoogleCalendarError extends Error {
  constructor(
    readonly kind: GoogleFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleCalendarError';
  }
}

/** One line per call: what, how it ended, how long; never a token, a code or an event's content. */
export type GoogleCallLog = (entry: { call: string; status: number | GoogleFailureKind; ms: number }) => void;

export interface GoogleClientOptions {
  timeoutMs?: number;
  log?: GoogleCallLog;
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

interface RawEvent {
  id: string;
  etag?: string;
  updated?: string;
  status?: string;
  summary?: string;
  description?: string;
  location?: string;
  iCalUID?: string;
  start?: { date?: string; dateTime?: string };
  end?: { date?: string; dateTime?: string };
  extendedProperties?: { private?: Record<string, string> };
}

/** Where our appointment's id rides on the events we push (a pull recognises them). */
const OUR_ID = 'drivingSchoolAppointmentId';

function readTime(time: RawEvent['start']): { at: Date | null; allDay: boolean } {
  if (time?.dateTime) return { at: new Date(time.dateTime), allDay: false };
  if (time?.date) return { at: schoolDateTime(time.date, '00:00'), allDay: true };
  return { at: null, allDay: false };
}

function readEvent(raw: RawEvent): GoogleEvent {
  const start = readTime(raw.start);
  return {
    id: raw.id,
    etag: raw.etag ?? null,
    updated: raw.updated ? new Date(raw.updated) : null,
    cancelled: raw.status === 'cancelled',
    title: raw.summary ?? '',
    description: raw.description ?? '',
    location: raw.location ?? null,
    start: start.at,
    end: readTime(raw.end).at,
    allDay: start.allDay,
    iCalUid: raw.iCalUID ?? null,
    ourId: raw.extendedProperties?.private?.[OUR_ID] ?? null,
  };
}

/** All-day appointments run from a Swiss midnight to the next: Google's dates, the end exclusive. */
function writeEvent(draft: GoogleEventDraft) {
  const time = (at: Date) =>
    draft.allDay ? { date: schoolDay(at) } : { dateTime: at.toISOString(), timeZone: 'Europe/Zurich' };
  return {
    summary: draft.title,
    description: draft.description,
    location: draft.location ?? '',
    start: time(draft.start),
    end: time(draft.end),
    extendedProperties: { private: { [OUR_ID]: draft.ourId } },
  };
}

const PAGE_SIZE = 250;
/** A full listing past this many pages is cut: a runaway answer must not hold a job forever. */
const MAX_PAGES = 40;

export function createGoogleCalendarClient(endpoints: GoogleEndpoints, options: GoogleClientOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function send(call: string, url: string, init: RequestInit): Promise<Response> {
    const started = Date.now();
    let response: Response;
    try {
      response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      options.log?.({ call, status: 'unavailable', ms: Date.now() - started });
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new GoogleCalendarError('unavailable', timedOut ? 'Google did not answer in time' : 'Google unreachable');
    }
    options.log?.({ call, status: response.status, ms: Date.now() - started });
    return response;
  }

  async function failure(response: Response): Promise<GoogleCalendarError> {
    const body = (await response.json().catch(() => ({}))) as {
      error?: string | { message?: string };
      error_description?: string;
    };
    const message =
      typeof body.error === 'string'
        ? [body.error, body.error_description].filter(Boolean).join(': ')
        : (body.error?.message ?? `HTTP ${response.status}`);
    if (typeof body.error === 'string' && body.error === 'invalid_grant')
      return new GoogleCalendarError('revoked', message);
    if (response.status === 401) return new GoogleCalendarError('auth', message);
    if (response.status === 410) return new GoogleCalendarError('gone', message);
    if (response.status === 404) return new GoogleCalendarError('not_found', message);
    if (response.status === 429 || response.status >= 500) return new GoogleCalendarError('unavailable', message);
    return new GoogleCalendarError('refused', message);
  }

  async function api<T>(call: string, accessToken: string, path: string, init: RequestInit = {}): Promise<T> {
    const response = await send(call, `${endpoints.apiUrl}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
    if (!response.ok) throw await failure(response);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  async function tokens(call: string, form: Record<string, string>): Promise<GoogleTokens> {
    const response = await send(call, endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: endpoints.clientId, client_secret: endpoints.clientSecret, ...form }),
    });
    if (!response.ok) {
      const error = await failure(response);
      // A refused code or refresh token: only a new consent helps.
      throw response.status === 400 && error.kind === 'refused'
        ? new GoogleCalendarError('revoked', error.message)
        : error;
    }
    const body = (await response.json()) as { access_token: string; refresh_token?: string; expires_in: number };
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(Date.now() + body.expires_in * 1000),
    };
  }

  const calendarPath = (calendarId: string) => `/calendars/${encodeURIComponent(calendarId)}`;
  const eventPath = (calendarId: string, eventId: string) =>
    `${calendarPath(calendarId)}/events/${encodeURIComponent(eventId)}`;

  return {
    /** Where the browser gives consent; the verifier's challenge binds the code to this server. */
    authorizeUrl(state: string, codeVerifier: string): string {
      const url = new URL(endpoints.authUrl);
      url.search = new URLSearchParams({
        client_id: endpoints.clientId,
        redirect_uri: endpoints.redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async exchangeCode(code: string, codeVerifier: string): Promise<GoogleTokens & { refreshToken: string }> {
      const answer = await tokens('token.code', {
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: endpoints.redirectUri,
      });
      if (!answer.refreshToken)
        throw new GoogleCalendarError('refused', 'no refresh token: offline access not granted');
      return { ...answer, refreshToken: answer.refreshToken };
    },

    refresh(refreshToken: string): Promise<GoogleTokens> {
      return tokens('token.refresh', { grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    /** Revoking the refresh token ends the consent and every access token it gave. */
    async revoke(token: string): Promise<void> {
      const response = await send('token.revoke', endpoints.revokeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      // An already revoked token is what we wanted.
      if (!response.ok && response.status !== 400) throw await failure(response);
    },

    /** The account's calendars; the primary one's id is the account's address. */
    async listCalendars(accessToken: string): Promise<{ accountEmail: string; calendars: GoogleCalendarEntry[] }> {
      const calendars: GoogleCalendarEntry[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ maxResults: String(PAGE_SIZE), ...(pageToken ? { pageToken } : {}) });
        const body = await api<{
          items?: Array<{
            id: string;
            summary?: string;
            summaryOverride?: string;
            primary?: boolean;
            accessRole?: string;
          }>;
          nextPageToken?: string;
        }>('calendarList.list', accessToken, `/users/me/calendarList?${query}`);
        for (const item of body.items ?? []) {
          calendars.push({
            id: item.id,
            name: item.summaryOverride ?? item.summary ?? item.id,
            primary: item.primary === true,
            writable: item.accessRole === 'owner' || item.accessRole === 'writer',
          });
        }
        pageToken = body.nextPageToken;
        if (!pageToken) break;
      }
      const primary = calendars.find((calendar) => calendar.primary);
      return { accountEmail: primary?.id ?? '', calendars };
    },

    /**
     * Every page of events: changed since `syncToken` (deleted ones as cancelled), or all of
     * them ending after `timeMin` for a full sync. A 410 means the token is no longer valid.
     */
    async listEvents(
      accessToken: string,
      calendarId: string,
      from: { syncToken: string } | { timeMin: Date },
    ): Promise<{ events: GoogleEvent[]; nextSyncToken: string | null }> {
      const events: GoogleEvent[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({
          maxResults: String(PAGE_SIZE),
          singleEvents: 'true',
          showDeleted: 'true',
          ...('syncToken' in from ? { syncToken: from.syncToken } : { timeMin: from.timeMin.toISOString() }),
          ...(pageToken ? { pageToken } : {}),
        });
        const body = await api<{ items?: RawEvent[]; nextPageToken?: string; nextSyncToken?: string }>(
          'events.list',
          accessToken,
          `${calendarPath(calendarId)}/events?${query}`,
        );
        events.push(...(body.items ?? []).map(readEvent));
        pageToken = body.nextPageToken;
        if (!pageToken) return { events, nextSyncToken: body.nextSyncToken ?? null };
      }
      return { events, nextSyncToken: null };
    },

    async insertEvent(accessToken: string, calendarId: string, draft: GoogleEventDraft): Promise<GoogleEvent> {
      return readEvent(
        await api<RawEvent>('events.insert', accessToken, `${calendarPath(calendarId)}/events`, {
          method: 'POST',
          body: JSON.stringify(writeEvent(draft)),
        }),
      );
    },

    async patchEvent(
      accessToken: string,
      calendarId: string,
      eventId: string,
      draft: GoogleEventDraft,
    ): Promise<GoogleEvent> {
      return readEvent(
        await api<RawEvent>('events.patch', accessToken, eventPath(calendarId, eventId), {
          method: 'PATCH',
          body: JSON.stringify(writeEvent(draft)),
        }),
      );
    },

    /** An event already deleted (404, 410) counts as deleted. */
    async deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<void> {
      try {
        await api('events.delete', accessToken, eventPath(calendarId, eventId), { method: 'DELETE' });
      } catch (error) {
        if (!(error instanceof GoogleCalendarError && (error.kind === 'gone' || error.kind === 'not_found')))
          throw error;
      }
    },

    /** A channel on the calendar's events: Google POSTs to `address` when they change, with `token` to check. */
    async watch(
      accessToken: string,
      calendarId: string,
      channel: { id: string; token: string; address: string; ttlSeconds: number },
    ): Promise<GoogleChannel> {
      const body = await api<{ id: string; resourceId: string; expiration?: string }>(
        'events.watch',
        accessToken,
        `${calendarPath(calendarId)}/events/watch`,
        {
          method: 'POST',
          body: JSON.stringify({
            id: channel.id,
            type: 'web_hook',
            address: channel.address,
            token: channel.token,
            params: { ttl: String(channel.ttlSeconds) },
          }),
        },
      );
      const expiresAt = body.expiration
        ? new Date(Number(body.expiration))
        : new Date(Date.now() + channel.ttlSeconds * 1000);
      return { id: body.id, resourceId: body.resourceId, expiresAt };
    },

    /** A channel already stopped or expired is what we wanted. */
    async stopChannel(accessToken: string, channel: { id: string; resourceId: string }): Promise<void> {
      try {
        await api('channels.stop', accessToken, '/channels/stop', {
          method: 'POST',
          body: JSON.stringify({ id: channel.id, resourceId: channel.resourceId }),
        });
      } catch (error) {
        if (!(error instanceof GoogleCalendarError && error.kind === 'not_found')) throw error;
      }
    },
  };
}

export type GoogleCalendarClient = ReturnType<typeof createGoogleCalendarClient>;
