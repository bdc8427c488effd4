import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, calendars } from '../../../db/schema';
import { depsOf } from '../../../kernel/deps';
import { freePort } from '../../../test/server-process';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, logLines, type TestApp } from '../../../test/test-app';
import { planExternalRefreshes } from './external-calendar-jobs';
import { insertExternalCalendar } from './external-calendars.repo';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const PASSWORD = 'S3cret-of-the-external-calendar';
const fieldsOf = (body: { error: { details?: { field: string; rule: string }[] } }) =>
  (body.error.details ?? []).map((detail) => `${detail.field} ${detail.rule}`);

/**
 * External CalDAV calendars without a CalDAV server: what must hold whatever the server says
 * (validation, access, read-only copies, a server that cannot be reached, the password never
 * sent back nor logged). The round trip against our own /dav/ server is in external-calendars-dav.test.ts.
 */
describe('external calendars', () => {
  const { lines, logStream } = logLines();
  let t: TestApp;
  let closedUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream });
    // Nothing listens there: connecting is refused at once.
    closedUrl = `http://127.0.0.1:${await freePort()}/dav/calendars/head/main/`;
  });
  afterAll(() => t.dispose());

  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(await tokenFor(t.app, email)) });
  const userId = async (email: string) =>
    (await t.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) }))?.id ?? '';

  /** An external calendar of head@demo.ch as a subscription leaves it, with one copied event. */
  async function headsExternalCalendar(label = 'Privé') {
    const head = await t.database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, 'head@demo.ch'),
    });
    if (!head) throw new Error('no head');
    const calendar = await insertExternalCalendar(t.database.db, {
      ownerId: head.id,
      schoolId: head.schoolId,
      label,
      colour: '#868e96',
      overlay: true,
      caldavUrl: closedUrl,
      caldavUsername: 'helene',
      caldavPasswordSealed: t.app.secrets.encrypt(PASSWORD),
    });
    const [copy] = await t.database.db
      .insert(appointments)
      .values({
        ownerId: head.id,
        schoolId: head.schoolId,
        calendarId: calendar.id,
        title: 'Dentiste',
        startsAt: new Date('2026-12-02T08:00:00Z'),
        endsAt: new Date('2026-12-02T09:00:00Z'),
        icalUid: 'dentist@example.ch',
        davName: 'dentist.ics',
        externalEtag: '"1"',
      })
      .returning();
    if (!copy) throw new Error('no copy');
    return { calendar, copy };
  }

  it('refuses an address that is not http(s) or holds credentials, and missing credentials, naming each field', async () => {
    const before = await t.database.db.select().from(calendars);
    const refused = await call('head@demo.ch', 'POST', '/api/external-calendars', {
      url: 'ftp://calendar.example.ch/',
      username: ' ',
      password: '',
      label: '',
      colour: 'grey',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      fieldsOf(refused.json())
        .map((entry) => entry.split(' ')[0])
        .sort(),
    ).toEqual(['body.colour', 'body.label', 'body.password', 'body.url', 'body.username'].sort());
    const withCredentials = await call('head@demo.ch', 'POST', '/api/external-calendars/discover', {
      url: 'https://helene:secret@calendar.example.ch/dav/',
      username: 'helene',
      password: 'secret',
    });
    expect(fieldsOf(withCredentials.json()).map((entry) => entry.split(' ')[0])).toEqual(['body.url']);
    expect(await t.database.db.select().from(calendars)).toHaveLength(before.length);
  });

  it('answers 400 naming the address when the server cannot be reached, and writes nothing', async () => {
    const before = await t.database.db.select().from(calendars);
    const connection = { url: closedUrl, username: 'helene', password: PASSWORD };
    const discovered = await call('head@demo.ch', 'POST', '/api/external-calendars/discover', connection);
    expect(discovered.statusCode).toBe(400);
    expect(fieldsOf(discovered.json())).toEqual(['body.url caldav_unreachable']);
    const subscribed = await call('head@demo.ch', 'POST', '/api/external-calendars', {
      ...connection,
      label: 'Privé',
      colour: '#868e96',
    });
    expect(subscribed.statusCode).toBe(400);
    expect(fieldsOf(subscribed.json())).toEqual(['body.url caldav_unreachable']);
    expect(await t.database.db.select().from(calendars)).toHaveLength(before.length);
  });

  it('lists an external calendar with its address and user name to its owner only, never the password', async () => {
    const { calendar } = await headsExternalCalendar();
    const mine = (await call('head@demo.ch', 'GET', '/api/calendars')).json().data;
    expect(mine.find((entry: { id: string }) => entry.id === calendar.id)).toMatchObject({
      provider: 'caldav',
      access: 'owner',
      overlay: true,
      external: { url: closedUrl, username: 'helene', syncedAt: null, syncError: null },
    });
    expect(JSON.stringify(mine)).not.toContain(PASSWORD);
    expect(JSON.stringify(mine)).not.toContain(calendar.caldavPasswordSealed);
    // The main calendars stay local.
    expect(mine.find((entry: { main: boolean }) => entry.main)).toMatchObject({ provider: 'local', external: null });

    // Shared with a colleague, he sees the events but not the subscription.
    await call('head@demo.ch', 'PUT', `/api/calendars/${calendar.id}/shares/${await userId('monitor@demo.ch')}`, {
      access: 'write',
    });
    const his = (await call('monitor@demo.ch', 'GET', '/api/calendars')).json().data;
    expect(his.find((entry: { id: string }) => entry.id === calendar.id)).toMatchObject({
      provider: 'caldav',
      access: 'write',
      external: null,
    });
  });

  it('keeps the copies read-only: no booking, change or removal in it, nor a change of its settings (403)', async () => {
    const { calendar, copy } = await headsExternalCalendar('Lecture seule');
    const booking = {
      title: 'Leçon',
      start: '2026-12-03T08:00:00+01:00',
      end: '2026-12-03T09:00:00+01:00',
      calendarId: calendar.id,
    };
    await call('head@demo.ch', 'PUT', `/api/calendars/${calendar.id}/shares/${await userId('monitor@demo.ch')}`, {
      access: 'write',
    });
    for (const email of ['head@demo.ch', 'monitor@demo.ch']) {
      const booked = await call(email, 'POST', '/api/appointments', booking);
      expect([email, booked.statusCode, booked.json().error.code]).toEqual([email, 403, 'external_calendar']);
      const read = (await call(email, 'GET', `/api/appointments/${copy.id}`)).json().data;
      expect(read).toMatchObject({ title: 'Dentiste', calendarId: calendar.id });
      const changed = await call(email, 'PUT', `/api/appointments/${copy.id}`, { ...booking, version: read.version });
      expect([email, changed.statusCode, changed.json().error.code]).toEqual([email, 403, 'external_calendar']);
      const removed = await call(email, 'DELETE', `/api/appointments/${copy.id}`);
      expect([email, removed.statusCode]).toEqual([email, 403]);
    }
    // Moving one of my own appointments into it is a write into it too.
    const mine = (await call('head@demo.ch', 'POST', '/api/appointments', { ...booking, calendarId: null })).json()
      .data;
    const moved = await call('head@demo.ch', 'PUT', `/api/appointments/${mine.id}`, {
      ...booking,
      version: mine.version,
    });
    expect(moved.statusCode).toBe(403);
    const settings = await call('head@demo.ch', 'PUT', `/api/calendars/${calendar.id}`, {
      label: 'x',
      colour: '#000000',
    });
    expect([settings.statusCode, settings.json().error.code]).toEqual([403, 'external_calendar']);
    const [stored] = await t.database.db.select().from(appointments).where(eq(appointments.id, copy.id));
    expect(stored).toMatchObject({ title: 'Dentiste', version: 1 });
  });

  it('lets only the owner refresh, change or unsubscribe: a colleague gets 403, another school 404', async () => {
    const { calendar } = await headsExternalCalendar('Partagé');
    await call('head@demo.ch', 'PUT', `/api/calendars/${calendar.id}/shares/${await userId('monitor@demo.ch')}`, {
      access: 'read',
    });
    const change = { label: 'x', colour: '#000000', url: closedUrl, username: 'x', password: '' };
    const attempts: [Method, string, object?][] = [
      ['POST', `/api/external-calendars/${calendar.id}/refresh`],
      ['PUT', `/api/external-calendars/${calendar.id}`, change],
      ['DELETE', `/api/external-calendars/${calendar.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call('monitor@demo.ch', method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call('ceresio@demo.ch', method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const listed = (await call('ceresio@demo.ch', 'GET', '/api/calendars')).json().data;
    expect(listed.map((entry: { id: string }) => entry.id)).not.toContain(calendar.id);
    // A local calendar is no subscription.
    const main = (await call('head@demo.ch', 'GET', '/api/calendars')).json().data[0];
    expect((await call('head@demo.ch', 'POST', `/api/external-calendars/${main.id}/refresh`)).statusCode).toBe(404);
    expect((await call('head@demo.ch', 'DELETE', `/api/external-calendars/${main.id}`)).statusCode).toBe(404);
  });

  it('records why a refresh failed and keeps the copies; a new, wrong address is refused before anything changes', async () => {
    const { calendar, copy } = await headsExternalCalendar('Injoignable');
    const refreshed = await call('head@demo.ch', 'POST', `/api/external-calendars/${calendar.id}/refresh`);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.external).toMatchObject({ syncedAt: null, syncError: 'unreachable' });
    expect(await t.database.db.select().from(appointments).where(eq(appointments.id, copy.id))).toHaveLength(1);

    const elsewhere = `http://127.0.0.1:${await freePort()}/other/`;
    const changed = await call('head@demo.ch', 'PUT', `/api/external-calendars/${calendar.id}`, {
      label: 'Renommé',
      colour: '#fa5252',
      url: elsewhere,
      username: 'helene',
      password: '',
    });
    expect(changed.statusCode).toBe(400);
    expect(fieldsOf(changed.json())).toEqual(['body.url caldav_unreachable']);
    const [kept] = await t.database.db.select().from(calendars).where(eq(calendars.id, calendar.id));
    expect(kept).toMatchObject({ label: 'Injoignable', caldavUrl: closedUrl });

    // Label and colour alone need no connection.
    const renamed = await call('head@demo.ch', 'PUT', `/api/external-calendars/${calendar.id}`, {
      label: 'Renommé',
      colour: '#fa5252',
      url: closedUrl,
      username: 'helene',
      password: '',
    });
    expect(renamed.json().data).toMatchObject({ label: 'Renommé', colour: '#fa5252' });
    const [sealed] = await t.database.db.select().from(calendars).where(eq(calendars.id, calendar.id));
    expect(t.app.secrets.decrypt(sealed?.caldavPasswordSealed ?? '')).toBe(PASSWORD);
  });

  it('refreshes in the background the calendars due, one after the other', async () => {
    const { calendar } = await headsExternalCalendar('Arrière-plan');
    expect(await planExternalRefreshes(depsOf(t.app), new Date(Date.now() - 30_000))).toBeGreaterThanOrEqual(1);
    expect(await t.app.jobRunner.drain()).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(calendars).where(eq(calendars.id, calendar.id));
    expect(row?.externalSyncError).toBe('unreachable');
  });

  it('unsubscribes: the calendar and its copies go, the main calendar stays untouched', async () => {
    const { calendar, copy } = await headsExternalCalendar('À supprimer');
    const removed = await call('head@demo.ch', 'DELETE', `/api/external-calendars/${calendar.id}`);
    expect(removed.json()).toEqual({ data: { deleted: true } });
    expect(await t.database.db.select().from(calendars).where(eq(calendars.id, calendar.id))).toEqual([]);
    expect(await t.database.db.select().from(appointments).where(eq(appointments.id, copy.id))).toEqual([]);
  });

  it('never logs the password', () => {
    const log = lines.join('');
    expect(log).toContain('external calendar refresh failed');
    expect(log.includes(PASSWORD)).toBe(false);
  });
});
