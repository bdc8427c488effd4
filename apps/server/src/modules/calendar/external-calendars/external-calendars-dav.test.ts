import type { AddressInfo } from 'node:net';
import { schoolDateTime, schoolDay } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, calendars } from '../../../db/schema';
import { depsOf } from '../../../kernel/deps';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, logLines, type TestApp } from '../../../test/test-app';
import { planExternalRefreshes } from './external-calendar-jobs';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Listed {
  id: string;
  title: string;
  start: string;
  end: string;
  location: string | null;
  calendarId: string;
}

/** A Swiss wall-clock time `days` from today, as the API takes it. */
const inDays = (days: number, time: string) =>
  schoolDateTime(schoolDay(new Date(Date.now() + days * 86_400_000)), time).toISOString();

/**
 * The round trip over a real port, against our own CalDAV server (/dav/): head@demo.ch books
 * appointments and makes an app password; monitor@demo.ch subscribes to the head's calendar with
 * those credentials, sees the events, sees the head's changes after a refresh (sync-collection),
 * cannot write into the copy; a wrong password writes nothing; another school sees nothing.
 */
describe('an external calendar served by our own CalDAV server', () => {
  const { lines, logStream } = logLines();
  let t: TestApp;
  let base = '';
  let headPassword = '';
  let calendarUrl = '';
  let externalId = '';
  const booked: Record<string, Listed & { version: number }> = {};

  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(await tokenFor(t.app, email)) });
  const window = `from=${encodeURIComponent(inDays(-1, '00:00'))}&to=${encodeURIComponent(inDays(40, '00:00'))}`;
  const copies = async (email = 'monitor@demo.ch'): Promise<Listed[]> =>
    (await call(email, 'GET', `/api/appointments?${window}&calendarIds=${externalId}`)).json().data;
  const byTitle = (listed: Listed[]) => Object.fromEntries(listed.map((entry) => [entry.title, entry]));

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const created = await call('head@demo.ch', 'POST', '/api/accounts/me/app-passwords', { label: 'Abonnement' });
    expect(created.statusCode).toBe(201);
    headPassword = created.json().data.password;
    const head = await t.database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, 'head@demo.ch'),
    });
    const main = (await call('head@demo.ch', 'GET', '/api/calendars')).json().data[0];
    calendarUrl = `${base}/dav/calendars/${head?.id}/${main.id}/`;

    for (const [title, days, start, end] of [
      ['Leçon A – autoroute', 3, '09:00', '10:30'],
      ['Leçon B – parcage', 4, '14:00', '15:00'],
      ['Leçon C – nuit', 5, '19:00', '20:00'],
    ] as const) {
      const response = await call('head@demo.ch', 'POST', '/api/appointments', {
        title,
        start: inDays(days, start),
        end: inDays(days, end),
        location: 'Lausanne, Gare CFF',
        // Days from now may hold a demo lesson of the head: an intended overlap (not this test's subject).
        allowOverlap: true,
      });
      expect(response.statusCode, title).toBe(201);
      booked[title] = response.json().data;
    }
  });
  afterAll(() => t.dispose());

  it('finds the calendars of an account from its address, with the account’s credentials', async () => {
    const found = await call('monitor@demo.ch', 'POST', '/api/external-calendars/discover', {
      url: `${base}/dav/`,
      username: 'head@demo.ch',
      password: headPassword,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toContainEqual(expect.objectContaining({ url: calendarUrl, label: 'Mon agenda' }));
  });

  it('refuses a wrong password with a translated reason on the password, and writes nothing', async () => {
    const before = await t.database.db.select().from(calendars);
    const refused = await call('monitor@demo.ch', 'POST', '/api/external-calendars', {
      url: calendarUrl,
      username: 'head@demo.ch',
      password: 'not-the-app-password',
      label: 'Agenda d’Hélène',
      colour: '#ae3ec9',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.password', rule: 'caldav_unauthorized' }),
    ]);
    expect(await t.database.db.select().from(calendars)).toHaveLength(before.length);
  });

  it('subscribes and copies the events at once, with their times and place', async () => {
    const subscribed = await call('monitor@demo.ch', 'POST', '/api/external-calendars', {
      url: calendarUrl,
      username: 'head@demo.ch',
      password: headPassword,
      label: 'Agenda d’Hélène',
      colour: '#ae3ec9',
    });
    expect(subscribed.statusCode).toBe(201);
    const calendar = subscribed.json().data;
    externalId = calendar.id;
    expect(calendar).toMatchObject({
      provider: 'caldav',
      access: 'owner',
      overlay: true,
      external: { url: calendarUrl, username: 'head@demo.ch', syncError: null, syncedAt: expect.any(String) },
    });
    expect(JSON.stringify(subscribed.json())).not.toContain(headPassword);

    const seen = byTitle(await copies());
    for (const title of ['Leçon A – autoroute', 'Leçon B – parcage', 'Leçon C – nuit']) {
      const original = booked[title];
      expect(seen[title], title).toMatchObject({
        start: original?.start,
        end: original?.end,
        location: 'Lausanne, Gare CFF',
        calendarId: externalId,
      });
    }
    // Sealed at rest: the row holds no clear password.
    const [row] = await t.database.db.select().from(calendars).where(eq(calendars.id, externalId));
    expect(row?.caldavPasswordSealed).not.toContain(headPassword);
    expect(t.app.secrets.decrypt(row?.caldavPasswordSealed ?? '')).toBe(headPassword);
    expect(JSON.parse(row?.externalSyncToken ?? '{}')).toMatchObject({ syncToken: expect.stringContaining('sync') });
  });

  it('sees a change and a removal made at the source after "refresh now"', async () => {
    const a = booked['Leçon A – autoroute'];
    const b = booked['Leçon B – parcage'];
    if (!a || !b) throw new Error('not booked');
    const moved = await call('head@demo.ch', 'PUT', `/api/appointments/${a.id}`, {
      title: 'Leçon A – autoroute (déplacée)',
      start: inDays(6, '08:00'),
      end: inDays(6, '09:30'),
      location: 'Morges',
      version: a.version,
    });
    expect(moved.statusCode).toBe(200);
    expect((await call('head@demo.ch', 'DELETE', `/api/appointments/${b.id}`)).statusCode).toBe(200);

    const refreshed = await call('monitor@demo.ch', 'POST', `/api/external-calendars/${externalId}/refresh`);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.external.syncError).toBeNull();
    const seen = byTitle(await copies());
    // The head's demo lessons are copied too; of ours, A moved and B is gone.
    expect(Object.keys(seen)).toEqual(expect.arrayContaining(['Leçon A – autoroute (déplacée)', 'Leçon C – nuit']));
    expect(Object.keys(seen)).not.toContain('Leçon A – autoroute');
    expect(Object.keys(seen)).not.toContain('Leçon B – parcage');
    expect(seen['Leçon A – autoroute (déplacée)']).toMatchObject({
      start: inDays(6, '08:00'),
      end: inDays(6, '09:30'),
      location: 'Morges',
    });
    expect(lines.join('')).toContain('"mode":"changes"');
  });

  it('skips and counts a source event starting before the plausible range, never storing it', async () => {
    const main = (await call('head@demo.ch', 'GET', '/api/calendars')).json().data[0];
    const head = await t.database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, 'head@demo.ch'),
    });
    // Written past the booking rules, as another CalDAV server could hold it: from 2010 to next month.
    await t.database.db.insert(appointments).values({
      ownerId: main.owner.id,
      schoolId: head?.schoolId,
      calendarId: main.id,
      title: 'Depuis 2010',
      startsAt: new Date('2010-01-01T00:00:00Z'),
      endsAt: new Date(inDays(20, '00:00')),
      allDay: true,
    });
    lines.length = 0;
    const refreshed = await call('monitor@demo.ch', 'POST', `/api/external-calendars/${externalId}/refresh`);
    expect(refreshed.json().data.external.syncError).toBeNull();
    expect(Object.keys(byTitle(await copies()))).not.toContain('Depuis 2010');
    expect(lines.join('')).toContain('"outOfRange":1');
  });

  it('keeps the copy read-only for its subscriber (403) and invisible to another school (404)', async () => {
    const [copy] = await copies();
    if (!copy) throw new Error('no copy');
    const booking = {
      title: 'Dans la copie',
      start: inDays(7, '10:00'),
      end: inDays(7, '11:00'),
      calendarId: externalId,
    };
    const written = await call('monitor@demo.ch', 'POST', '/api/appointments', booking);
    expect([written.statusCode, written.json().error.code]).toEqual([403, 'external_calendar']);
    const read = (await call('monitor@demo.ch', 'GET', `/api/appointments/${copy.id}`)).json().data;
    const changed = await call('monitor@demo.ch', 'PUT', `/api/appointments/${copy.id}`, {
      ...booking,
      version: read.version,
    });
    expect(changed.statusCode).toBe(403);
    expect((await call('monitor@demo.ch', 'DELETE', `/api/appointments/${copy.id}`)).statusCode).toBe(403);

    expect((await call('ceresio@demo.ch', 'GET', `/api/appointments/${copy.id}`)).statusCode).toBe(404);
    expect((await call('ceresio@demo.ch', 'POST', `/api/external-calendars/${externalId}/refresh`)).statusCode).toBe(
      404,
    );
    const theirs = (await call('ceresio@demo.ch', 'GET', '/api/calendars')).json().data;
    expect(theirs.map((calendar: { id: string }) => calendar.id)).not.toContain(externalId);
    const listed = (await call('ceresio@demo.ch', 'GET', `/api/appointments?${window}`)).json().data;
    expect(listed.map((entry: Listed) => entry.id)).not.toContain(copy.id);
  });

  it('is refreshed in the background, and records a revoked password without losing the copies', async () => {
    const c = booked['Leçon C – nuit'];
    if (!c) throw new Error('not booked');
    const renamed = await call('head@demo.ch', 'PUT', `/api/appointments/${c.id}`, {
      title: 'Leçon C – nuit (annulée ?)',
      start: c.start,
      end: c.end,
      version: c.version,
      // The demo's own evenings move with today's date: this night lesson may meet one.
      allowOverlap: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await planExternalRefreshes(depsOf(t.app), new Date())).toBeGreaterThanOrEqual(1);
    expect(await t.app.jobRunner.drain()).toBeGreaterThanOrEqual(1);
    expect(Object.keys(byTitle(await copies()))).toContain('Leçon C – nuit (annulée ?)');

    const before = (await copies()).length;
    const passwords = (await call('head@demo.ch', 'GET', '/api/accounts/me/app-passwords')).json().data.passwords;
    for (const { id } of passwords) await call('head@demo.ch', 'DELETE', `/api/accounts/me/app-passwords/${id}`);
    const refused = await call('monitor@demo.ch', 'POST', `/api/external-calendars/${externalId}/refresh`);
    expect(refused.json().data.external.syncError).toBe('unauthorized');
    expect(await copies()).toHaveLength(before);
  });

  it('unsubscribes: the copies go, the head’s own calendar is untouched', async () => {
    expect((await call('monitor@demo.ch', 'DELETE', `/api/external-calendars/${externalId}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(appointments).where(eq(appointments.calendarId, externalId))).toEqual([]);
    const c = booked['Leçon C – nuit'];
    expect((await call('head@demo.ch', 'GET', `/api/appointments/${c?.id}`)).statusCode).toBe(200);
    expect(lines.join('').includes(headPassword)).toBe(false);
  });
});
