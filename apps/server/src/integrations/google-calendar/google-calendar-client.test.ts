import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleCalendarClient, GoogleCalendarError } from './google-calendar-client';
import {
  DEMO_GOOGLE_ACCOUNT,
  DEMO_GOOGLE_CALENDAR,
  DEMO_GOOGLE_REFRESH_TOKEN,
  type GoogleSimulator,
  startGoogleSimulator,
} from './google-calendar-simulator';

const REDIRECT = 'https://app.example/gc';
const VERIFIER = 'a'.repeat(20) + 'B'.repeat(23);

describe('the Google calendar client against the simulator, over HTTP', () => {
  let google: GoogleSimulator;
  const notifications: Array<Record<string, string>> = [];
  const calls: string[] = [];
  let client: ReturnType<typeof createGoogleCalendarClient>;

  beforeAll(async () => {
    google = await startGoogleSimulator({
      deliver: async (_address, headers) => {
        notifications.push(headers);
      },
    });
    client = createGoogleCalendarClient(google.endpoints(REDIRECT), {
      timeoutMs: 300,
      log: (entry) => calls.push(JSON.stringify(entry)),
    });
  });
  afterAll(() => google.close());

  /** What a person does: opens the consent page and allows; answers Google's redirect. */
  async function consent(state: string, verifier = VERIFIER): Promise<URL> {
    const page = await fetch(client.authorizeUrl(state, verifier));
    const html = await page.text();
    expect(html).toContain(DEMO_GOOGLE_ACCOUNT);
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name = '', value = '']): [string, string] => [
          name,
          value.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code))),
        ],
      ),
    );
    fields.set('decision', 'allow');
    const answer = await fetch(`${google.url}/o/oauth2/v2/auth/decision`, {
      method: 'POST',
      body: fields,
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }

  it('asks offline access to the events with PKCE S256, and trades the code only with its verifier', async () => {
    const url = new URL(client.authorizeUrl('s1', VERIFIER));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      access_type: 'offline',
      code_challenge_method: 'S256',
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 's1',
    });
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar.events');

    const back = await consent('s1');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code') ?? '';
    await expect(client.exchangeCode(code, 'x'.repeat(43))).rejects.toMatchObject({ kind: 'revoked' });

    const again = (await consent('s2')).searchParams.get('code') ?? '';
    const tokens = await client.exchangeCode(again, VERIFIER);
    expect(tokens.refreshToken).toBeTruthy();
    const list = await client.listCalendars(tokens.accessToken);
    expect(list.accountEmail).toBe(DEMO_GOOGLE_ACCOUNT);
    expect(list.calendars.find((calendar) => calendar.primary)).toMatchObject({ writable: true });
    expect(list.calendars.some((calendar) => !calendar.writable)).toBe(true);

    const refreshed = await client.refresh(tokens.refreshToken);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    await client.revoke(tokens.refreshToken);
    await expect(client.refresh(tokens.refreshToken)).rejects.toMatchObject({ kind: 'revoked' });
    await expect(client.listCalendars(refreshed.accessToken)).rejects.toMatchObject({ kind: 'auth' });
  });

  it('writes events, lists them fully then by sync token, and answers gone once the token is invalidated', async () => {
    const { accessToken } = await client.refresh(DEMO_GOOGLE_REFRESH_TOKEN);
    const draft = {
      title: 'Lesson',
      description: 'Route du lac',
      location: 'Vevey',
      start: new Date('2026-12-01T09:00:00Z'),
      end: new Date('2026-12-01T10:00:00Z'),
      allDay: false,
      ourId: 'appointment-1',
    };
    const created = await client.insertEvent(accessToken, DEMO_GOOGLE_CALENDAR, draft);
    expect(created).toMatchObject({ title: 'Lesson', ourId: 'appointment-1', start: draft.start, allDay: false });
    const full = await client.listEvents(accessToken, DEMO_GOOGLE_CALENDAR, { timeMin: new Date('2026-01-01') });
    expect(full.events.map((event) => event.id)).toContain(created.id);
    expect(full.nextSyncToken).toBeTruthy();

    const moved = await client.patchEvent(accessToken, DEMO_GOOGLE_CALENDAR, created.id, {
      ...draft,
      start: new Date('2026-12-02T00:00:00+01:00'),
      end: new Date('2026-12-03T00:00:00+01:00'),
      allDay: true,
    });
    expect(moved).toMatchObject({ allDay: true, start: new Date('2026-12-01T23:00:00Z') });
    expect(moved.etag).not.toBe(created.etag);
    await client.deleteEvent(accessToken, DEMO_GOOGLE_CALENDAR, created.id);
    await client.deleteEvent(accessToken, DEMO_GOOGLE_CALENDAR, created.id);

    const delta = await client.listEvents(accessToken, DEMO_GOOGLE_CALENDAR, { syncToken: full.nextSyncToken ?? '' });
    expect(delta.events).toEqual([expect.objectContaining({ id: created.id, cancelled: true })]);

    google.invalidateSyncTokens(DEMO_GOOGLE_CALENDAR);
    await expect(
      client.listEvents(accessToken, DEMO_GOOGLE_CALENDAR, { syncToken: delta.nextSyncToken ?? '' }),
    ).rejects.toMatchObject({ kind: 'gone' });
  });

  it('opens a channel that notifies with the channel headers, and stops it', async () => {
    const { accessToken } = await client.refresh(DEMO_GOOGLE_REFRESH_TOKEN);
    const channel = await client.watch(accessToken, DEMO_GOOGLE_CALENDAR, {
      id: 'channel-1',
      token: 'proof',
      address: 'https://app.example/api/calendar/google/notifications',
      ttlSeconds: 3600,
    });
    expect(channel.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await google.putEvent(DEMO_GOOGLE_CALENDAR, {
      summary: 'Busy',
      start: new Date('2026-12-05T10:00:00Z'),
      end: new Date('2026-12-05T11:00:00Z'),
    });
    expect(notifications.map((headers) => headers['X-Goog-Resource-State'])).toEqual(['sync', 'exists']);
    expect(notifications[1]).toMatchObject({ 'X-Goog-Channel-ID': 'channel-1', 'X-Goog-Channel-Token': 'proof' });
    await client.stopChannel(accessToken, channel);
    expect(google.channels()).toEqual([]);
  });

  it('tells an unavailable Google (503, no answer in time) from a refusal, and logs no token', async () => {
    const { accessToken } = await client.refresh(DEMO_GOOGLE_REFRESH_TOKEN);
    google.failNext(1, 'unavailable');
    await expect(client.listCalendars(accessToken)).rejects.toMatchObject({ kind: 'unavailable' });
    google.failNext(1, 'timeout');
    const error = await client.listCalendars(accessToken).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(GoogleCalendarError);
    expect(error).toMatchObject({ kind: 'unavailable' });
    await expect(client.listEvents(accessToken, 'unknown@example.com', { timeMin: new Date() })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(calls.some((line) => line.includes('"call":"events.list"'))).toBe(true);
    expect(calls.join('\n')).not.toContain(accessToken);
    expect(calls.join('\n')).not.toContain(DEMO_GOOGLE_REFRESH_TOKEN);
  });
});
