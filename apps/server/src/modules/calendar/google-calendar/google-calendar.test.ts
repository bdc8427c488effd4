import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_GOOGLE_ACCOUNT,
  DEMO_GOOGLE_CALENDAR,
  type GoogleSimulator,
  startGoogleSimulator,
} from '../../../integrations/google-calendar/google-calendar-simulator';
import { depsOf } from '../../../kernel/deps';
import { hoursFromNow, queryRows } from '../../../test/communications';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, logLines, type TestApp } from '../../../test/test-app';
import { GOOGLE_SYNC_ROUND } from './google-calendar-jobs';
import { googleClientOf } from './google-connection';
import { syncLink } from './google-sync';

const PUBLIC_URL = 'https://app.plattform.example';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the Google calendar link (the Google simulator)', () => {
  let google: GoogleSimulator;
  let testApp: TestApp;
  const log = logLines();
  const t = () => testApp;

  beforeAll(async () => {
    // Google's notifications reach the app in process: nothing leaves the machine.
    google = await startGoogleSimulator({
      deliver: async (address, headers) => {
        const path = new URL(address).pathname;
        await testApp.app.inject({ method: 'POST', url: path, headers });
      },
    });
    const endpoints = google.endpoints(`${PUBLIC_URL}/gc`);
    testApp = await createTestApp(
      {
        LOG_LEVEL: 'info',
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: endpoints.clientId,
        GOOGLE_CLIENT_SECRET: endpoints.clientSecret,
        GOOGLE_OAUTH_URL: endpoints.authUrl,
        GOOGLE_TOKEN_URL: endpoints.tokenUrl,
        GOOGLE_REVOKE_URL: endpoints.revokeUrl,
        GOOGLE_API_URL: endpoints.apiUrl,
        GOOGLE_TIMEOUT_SECONDS: '1',
        JOBS_RETRY_DELAY_SECONDS: '1',
      },
      { logStream: log.logStream },
    );
  });
  afterAll(async () => {
    await testApp?.dispose();
    await google?.close();
  });

  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const drain = () => t().app.jobRunner.drain();
  const linkRow = async (email = 'head@demo.ch') =>
    (
      await queryRows<Record<string, string | null>>(
        t(),
        'select l.* from google_calendar_links l join users u on u.id = l.user_id where u.email = $1',
        [email],
      )
    )[0];
  /** Retries wait for their backoff: the test makes them due now. */
  const retriesDue = () => queryRows(t(), `update pgboss.job set start_after = now() where state = 'retry'`);

  /** What the browser does: consent page, Allow, back at /gc with the code and the state. */
  async function consent(email = 'head@demo.ch'): Promise<URLSearchParams> {
    const asked = await call(email, 'POST', '/api/calendar/google/consent');
    expect(asked.statusCode).toBe(200);
    const html = await (await fetch(asked.json().data.url)).text();
    const form = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name = '', value = '']): [string, string] => [
          name,
          value.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code))),
        ],
      ),
    );
    form.set('decision', 'allow');
    const answer = await fetch(`${google.url}/o/oauth2/v2/auth/decision`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const landing = new URL(answer.headers.get('location') ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/gc`);
    return landing.searchParams;
  }
  const complete = (answer: URLSearchParams, email = 'head@demo.ch') =>
    call(email, 'POST', '/api/calendar/google/link', {
      code: answer.get('code') ?? '',
      state: answer.get('state') ?? '',
    });

  const book = async (title: string, start: Date, extra: object = {}) => {
    const booked = await call('head@demo.ch', 'POST', '/api/appointments', {
      title,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      allowOverlap: true,
      ...extra,
    });
    expect(booked.statusCode).toBe(201);
    return booked.json().data as { id: string; version: number; start: string; end: string };
  };
  const atGoogle = (title: string) => google.events(DEMO_GOOGLE_CALENDAR).filter((event) => event.summary === title);
  const copiesIn = async (calendarId: string) =>
    queryRows<{ title: string; starts_at: Date }>(
      t(),
      'select title, starts_at from appointments where calendar_id = $1 order by starts_at',
      [calendarId],
    );

  it('refuses a consent state altered, expired or asked by another user, and an unknown code', async () => {
    const answer = await consent();
    const [until, proof] = (answer.get('state') ?? '').split('.');
    for (const state of [[String(Number(until) + 1), proof].join('.'), [String(Date.now() - 1), proof].join('.')]) {
      const refused = await complete(new URLSearchParams({ code: answer.get('code') ?? '', state }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('google_consent_failed');
    }
    expect((await complete(answer, 'fre@demo.ch')).json().error.code).toBe('google_consent_failed');
    const badCode = await complete(new URLSearchParams({ code: 'forged', state: answer.get('state') ?? '' }));
    expect(badCode.json().error.code).toBe('google_consent_failed');
    const empty = await call('head@demo.ch', 'POST', '/api/calendar/google/link', { code: '', state: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('body.code');
    const control = await call('head@demo.ch', 'POST', '/api/calendar/google/link', { code: 'a\u0001b', state: 'x' });
    expect(control.statusCode).toBe(400);
    expect((await call('head@demo.ch', 'GET', '/api/calendar/google/link')).json().data).toEqual({
      configured: true,
      link: null,
    });
  });

  it('links through the consent page, lists the calendars, and syncs the chosen one with a push channel', async () => {
    const linked = await complete(await consent());
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({ status: 'choosing', accountEmail: DEMO_GOOGLE_ACCOUNT });
    expect(JSON.stringify(linked.json())).not.toMatch(/token/i);

    const calendars = (await call('head@demo.ch', 'GET', '/api/calendar/google/calendars')).json().data;
    expect(calendars).toContainEqual({
      id: DEMO_GOOGLE_CALENDAR,
      name: 'Autoécole Démo',
      primary: true,
      writable: true,
    });
    const readOnly = calendars.find((calendar: { writable: boolean }) => !calendar.writable);
    const refused = await call('head@demo.ch', 'PUT', '/api/calendar/google/link', { googleCalendarId: readOnly.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('body.googleCalendarId');
    const monitorsCalendar = (await call('monitor@demo.ch', 'GET', '/api/calendars')).json().data[0].id;
    const notMine = await call('head@demo.ch', 'PUT', '/api/calendar/google/link', {
      googleCalendarId: DEMO_GOOGLE_CALENDAR,
      calendarId: monitorsCalendar,
    });
    expect(notMine.statusCode).toBe(404);

    await google.putEvent(DEMO_GOOGLE_CALENDAR, {
      id: 'dentist',
      summary: 'Dentist',
      start: hoursFromNow(30),
      end: hoursFromNow(31),
    });
    const chosen = await call('head@demo.ch', 'PUT', '/api/calendar/google/link', {
      googleCalendarId: DEMO_GOOGLE_CALENDAR,
      overlay: true,
    });
    expect(chosen.statusCode).toBe(200);
    const link = chosen.json().data;
    expect(link).toMatchObject({
      status: 'active',
      googleCalendar: { id: DEMO_GOOGLE_CALENDAR, name: 'Autoécole Démo' },
      overlay: true,
      updates: 'channel',
      lastError: null,
    });
    expect(link.lastSyncedAt).not.toBeNull();
    expect(google.channels()).toEqual([
      expect.objectContaining({ address: `${PUBLIC_URL}/api/calendar/google/notifications` }),
    ]);
    expect((await copiesIn(link.overlayCalendarId)).map((copy) => copy.title)).toContain('Dentist');
    const overlay = (await call('head@demo.ch', 'GET', '/api/calendars'))
      .json()
      .data.find((calendar: { id: string }) => calendar.id === link.overlayCalendarId);
    expect(overlay).toMatchObject({ provider: 'google', overlay: true });
  });

  it('pushes an appointment created, moved and deleted in the product to Google', async () => {
    const created = await book('Driving test prep', hoursFromNow(48));
    await drain();
    expect(atGoogle('Driving test prep')).toEqual([
      expect.objectContaining({ start: expect.objectContaining({ dateTime: created.start.replace(/\+00:00$/, '') }) }),
    ]);
    expect(new Date(atGoogle('Driving test prep')[0]?.start.dateTime ?? '')).toEqual(new Date(created.start));

    const later = hoursFromNow(72);
    const moved = await call('head@demo.ch', 'PUT', `/api/appointments/${created.id}`, {
      title: 'Driving test prep',
      start: later.toISOString(),
      end: new Date(later.getTime() + 3_600_000).toISOString(),
      allowOverlap: true,
      version: created.version,
    });
    expect(moved.statusCode).toBe(200);
    await drain();
    expect(atGoogle('Driving test prep').map((event) => new Date(event.start.dateTime ?? ''))).toEqual([later]);

    expect((await call('head@demo.ch', 'DELETE', `/api/appointments/${created.id}`)).statusCode).toBe(200);
    await drain();
    expect(atGoogle('Driving test prep')).toEqual([]);
  });

  it('never runs two syncs of a link at once, in one process or two: the second finds it held and does nothing', async () => {
    const linkId = (await linkRow())?.id ?? '';
    await book('Held sync', hoursFromNow(30));
    const deps = depsOf(t().app);
    const client = googleClientOf(deps);
    if (!client) throw new Error('Google is configured in this test');
    const runs = await Promise.all([syncLink(deps, client, linkId), syncLink(deps, client, linkId)]);
    expect(runs.map((run) => run.busy).sort()).toEqual([false, true]);
    expect(atGoogle('Held sync')).toHaveLength(1);
    expect((await linkRow())?.sync_lease_until).toBeNull();
  });

  it("shows Google's change in the overlay after the next incremental sync, planned by the channel's notification", async () => {
    const { overlay_calendar_id: overlayId } = (await linkRow()) ?? {};
    const before = google.fullListings(DEMO_GOOGLE_CALENDAR);
    await google.changeEvent(DEMO_GOOGLE_CALENDAR, 'dentist', {
      summary: 'Dentist (moved)',
      start: hoursFromNow(50),
      end: hoursFromNow(51),
    });
    await drain();
    const copies = await copiesIn(overlayId ?? '');
    expect(copies.map((copy) => copy.title)).toContain('Dentist (moved)');
    expect(copies.map((copy) => copy.title)).not.toContain('Dentist');
    expect(copies.find((copy) => copy.title === 'Dentist (moved)')?.starts_at).toEqual(hoursFromNow(50));
    expect(google.fullListings(DEMO_GOOGLE_CALENDAR)).toBe(before);

    // A notification with a wrong token, or of an unknown channel, plans nothing.
    const [channel] = google.channels();
    const forged = await t().app.inject({
      method: 'POST',
      url: '/api/calendar/google/notifications',
      headers: {
        'x-goog-channel-id': channel?.id ?? '',
        'x-goog-channel-token': 'forged',
        'x-goog-resource-state': 'exists',
      },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('answers a refused sync token (410) with one full resync', async () => {
    const { overlay_calendar_id: overlayId } = (await linkRow()) ?? {};
    const before = google.fullListings(DEMO_GOOGLE_CALENDAR);
    google.invalidateSyncTokens(DEMO_GOOGLE_CALENDAR);
    await google.putEvent(DEMO_GOOGLE_CALENDAR, {
      summary: 'Parents evening',
      start: hoursFromNow(80),
      end: hoursFromNow(81),
    });
    await drain();
    expect(google.fullListings(DEMO_GOOGLE_CALENDAR)).toBe(before + 1);
    const titles = (await copiesIn(overlayId ?? '')).map((copy) => copy.title);
    expect(titles).toEqual(expect.arrayContaining(['Dentist (moved)', 'Parents evening']));
    expect(titles.filter((title) => title === 'Dentist (moved)')).toHaveLength(1);
    expect((await linkRow())?.last_error).toBeNull();
  });

  it('refreshes an expired access token and goes on', async () => {
    const before = (await linkRow())?.access_token_sealed;
    google.expireAccessTokens();
    await book('After expiry', hoursFromNow(100));
    await drain();
    expect(atGoogle('After expiry')).toHaveLength(1);
    expect((await linkRow())?.access_token_sealed).not.toBe(before);
  });

  it('applies the conflict rule: the later writer of a personal appointment, our lesson always', async () => {
    const personal = await book('Personal errand', hoursFromNow(120));
    const courses = (await call('head@demo.ch', 'GET', '/api/bookable-courses')).json().data;
    const lessonCourse = courses.find((course: { individual: boolean }) => course.individual);
    const sophie = (await call('head@demo.ch', 'GET', '/api/students?q=402815367')).json().data[0].id;
    const lesson = await book('Lesson with Sophie', hoursFromNow(124), {
      courseId: lessonCourse.id,
      studentIds: [sophie],
    });
    await drain();
    const personalAtGoogle = atGoogle('Personal errand')[0];
    const lessonAtGoogle = atGoogle('Lesson with Sophie')[0];
    await google.changeEvent(DEMO_GOOGLE_CALENDAR, personalAtGoogle?.id ?? '', {
      summary: 'Errand (changed at Google)',
    });
    await google.changeEvent(DEMO_GOOGLE_CALENDAR, lessonAtGoogle?.id ?? '', {
      start: hoursFromNow(130),
      end: hoursFromNow(131),
    });
    await drain();

    const ours = (id: string) =>
      queryRows<{ title: string; starts_at: Date }>(t(), 'select title, starts_at from appointments where id = $1', [
        id,
      ]);
    expect((await ours(personal.id))[0]?.title).toBe('Errand (changed at Google)');
    expect((await ours(lesson.id))[0]?.starts_at).toEqual(new Date(lesson.start));
    expect(new Date(atGoogle('Lesson with Sophie')[0]?.start.dateTime ?? '')).toEqual(new Date(lesson.start));
    // Taking Google's change does not push it back: one event each.
    expect(atGoogle('Errand (changed at Google)')).toHaveLength(1);
  });

  it('retries a Google that does not answer through the job queue, then shows the error after the last try', async () => {
    google.failNext(3, 'timeout');
    await book('During the outage', hoursFromNow(140));
    await drain();
    expect(await linkRow()).toMatchObject({ status: 'active', last_error: 'google_unreachable' });
    await retriesDue();
    await drain();
    await retriesDue();
    await drain();
    const shown = (await call('head@demo.ch', 'GET', '/api/calendar/google/link')).json().data.link;
    expect(shown).toMatchObject({ status: 'failing', lastError: 'google_unreachable' });
    expect(await t().app.jobRunner.counts('calendar.google-sync')).toMatchObject({ failed: 1 });
    expect(atGoogle('During the outage')).toHaveLength(0);
  });

  it('marks the link failing at once when Google no longer accepts the consent', async () => {
    google.revokeAccess();
    await queryRows(
      t(),
      `update google_calendar_links set last_error = null, status = 'active', access_token_expires_at = now()`,
    );
    await book('After revocation', hoursFromNow(150));
    await drain();
    const shown = (await call('head@demo.ch', 'GET', '/api/calendar/google/link')).json().data.link;
    expect(shown).toMatchObject({ status: 'failing', lastError: 'google_access_revoked' });
    // Linking again resumes the same choice.
    const relinked = await complete(await consent());
    expect(relinked.json().data).toMatchObject({ status: 'active', lastError: null });
    await drain();
    expect(atGoogle('After revocation')).toHaveLength(1);
  });

  it("keeps another user's and another school's hands off the link", async () => {
    expect((await call('monitor@demo.ch', 'GET', '/api/calendar/google/link')).json().data.link).toBeNull();
    for (const email of ['monitor@demo.ch', 'ceresio@demo.ch']) {
      expect((await call(email, 'GET', '/api/calendar/google/calendars')).statusCode).toBe(404);
      expect(
        (await call(email, 'PUT', '/api/calendar/google/link', { googleCalendarId: DEMO_GOOGLE_CALENDAR })).statusCode,
      ).toBe(404);
      expect((await call(email, 'DELETE', '/api/calendar/google/link', {})).statusCode).toBe(404);
    }
    expect((await call('student@demo.ch', 'GET', '/api/calendar/google/link')).statusCode).toBe(403);
    expect((await t().app.inject({ method: 'GET', url: '/api/calendar/google/link' })).statusCode).toBe(401);
    expect((await linkRow())?.status).toBe('active');
  });

  it('renews a push channel in its last day at the polling round: a new one opened, the old one stopped', async () => {
    const [before] = google.channels();
    await queryRows(t(), `update google_calendar_links set channel_expires_at = now() + interval '2 hours'`);
    await t().app.jobs.enqueue(t().app.database.db, [{ name: GOOGLE_SYNC_ROUND, data: {} }]);
    await drain();
    const after = google.channels();
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe(before?.id);
    expect(after[0]?.expiration).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await linkRow())?.channel_id).toBe(after[0]?.id);
  });

  it('unlinks: revokes the consent at Google and deletes nothing unless asked', async () => {
    const row = await linkRow();
    const refreshToken = t().secrets.decrypt(row?.refresh_token_sealed ?? '');
    const atGoogleBefore = google.events(DEMO_GOOGLE_CALENDAR).length;
    const unlinked = await call('head@demo.ch', 'DELETE', '/api/calendar/google/link', {});
    expect(unlinked.json().data).toEqual({ unlinked: true });
    expect(google.acceptsRefreshToken(refreshToken)).toBe(false);
    expect(google.channels()).toEqual([]);
    expect(google.events(DEMO_GOOGLE_CALENDAR)).toHaveLength(atGoogleBefore);
    expect((await copiesIn(row?.overlay_calendar_id ?? '')).length).toBeGreaterThan(0);
    expect((await call('head@demo.ch', 'GET', '/api/calendar/google/link')).json().data).toEqual({
      configured: true,
      link: null,
    });

    // Linked again and unlinked asking for everything: our events leave Google, the copies go.
    await complete(await consent());
    await call('head@demo.ch', 'PUT', '/api/calendar/google/link', { googleCalendarId: DEMO_GOOGLE_CALENDAR });
    await drain();
    const again = await linkRow();
    expect(atGoogle('After expiry')).toHaveLength(1);
    await call('head@demo.ch', 'DELETE', '/api/calendar/google/link', { deleteCopies: true, deletePushed: true });
    expect(atGoogle('After expiry')).toHaveLength(0);
    expect(await copiesIn(again?.overlay_calendar_id ?? '')).toEqual([]);
  });

  it('writes no token, code or secret in any log line', async () => {
    const text = log.lines.join('\n');
    expect(text).toContain('google calendar call');
    expect(text).not.toMatch(/ya29\./);
    expect(text).not.toMatch(/code_verifier|refresh_token|access_token|client_secret/);
    expect(text).not.toContain('simulated-google-secret');
  });
});
