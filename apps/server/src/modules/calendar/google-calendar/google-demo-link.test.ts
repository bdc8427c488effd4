import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoGoogleLink } from '../../../db/seed/demo-google-calendar';
import {
  DEMO_GOOGLE_CALENDAR,
  type GoogleSimulator,
  startGoogleSimulator,
} from '../../../integrations/google-calendar/google-calendar-simulator';
import { queryRows } from '../../../test/communications';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { GOOGLE_SYNC_ROUND } from './google-calendar-jobs';

describe("the demo's Google link (head@demo.ch and the simulator's fixed account)", () => {
  let google: GoogleSimulator;
  let testApp: TestApp;

  beforeAll(async () => {
    // A simulator started afresh, as after a restart of the demo: the seeded refresh token still opens it.
    google = await startGoogleSimulator({ demoEvents: true });
    const endpoints = google.endpoints('http://localhost:3000/gc');
    testApp = await createTestApp({
      GOOGLE_CLIENT_ID: endpoints.clientId,
      GOOGLE_CLIENT_SECRET: endpoints.clientSecret,
      GOOGLE_OAUTH_URL: endpoints.authUrl,
      GOOGLE_TOKEN_URL: endpoints.tokenUrl,
      GOOGLE_REVOKE_URL: endpoints.revokeUrl,
      GOOGLE_API_URL: endpoints.apiUrl,
    });
    await seedDemoGoogleLink(testApp.database.db, testApp.secrets, new Date(Date.now() - 3 * 86_400_000));
  });
  afterAll(async () => {
    await testApp?.dispose();
    await google?.close();
  });

  it('shows the busy events at once, syncs at the polling round, and pushes the head’s new appointment', async () => {
    const { app } = testApp;
    const headers = bearer(await tokenFor(app, 'head@demo.ch'));
    const link = (await app.inject({ method: 'GET', url: '/api/calendar/google/link', headers })).json().data.link;
    expect(link).toMatchObject({ status: 'active', overlay: true, updates: 'polling', lastSyncedAt: null });
    const copies = () =>
      queryRows<{ title: string; starts_at: Date }>(
        testApp,
        'select title, starts_at from appointments where calendar_id = $1 order by starts_at',
        [link.overlayCalendarId],
      );
    expect(await copies()).toHaveLength(4);

    await app.jobs.enqueue(app.database.db, [{ name: GOOGLE_SYNC_ROUND, data: {} }]);
    await app.jobRunner.drain();
    const synced = (await app.inject({ method: 'GET', url: '/api/calendar/google/link', headers })).json().data.link;
    expect(synced).toMatchObject({ status: 'active', lastError: null });
    // The copies are now the simulator's events, of its own start.
    expect((await copies()).map((copy) => copy.starts_at)).toEqual(
      google.events(DEMO_GOOGLE_CALENDAR).map((event) => new Date(event.start.dateTime ?? '')),
    );

    const start = new Date(Date.now() + 6 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers,
      payload: {
        title: 'Pushed from the demo',
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        allowOverlap: true,
      },
    });
    expect(booked.statusCode).toBe(201);
    await app.jobRunner.drain();
    expect(google.events(DEMO_GOOGLE_CALENDAR).map((event) => event.summary)).toContain('Pushed from the demo');
    // Only the new appointment went: the head's year of lessons stays here.
    expect(google.events(DEMO_GOOGLE_CALENDAR)).toHaveLength(5);
  });
});
