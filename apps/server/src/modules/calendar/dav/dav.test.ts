import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { type DAVCalendar, type DAVCalendarObject, DAVClient } from 'tsdav';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { ZURICH_VTIMEZONE } from '../../../test/zurich-vtimezone';

/**
 * The CalDAV server driven by tsdav, the client library, over a real port: discovery, calendars,
 * create, time-range query, multiget, update with ETags, delete, sync tokens (changes made
 * through the API included), and the refusals: read-only share, another school, wrong password,
 * a booking rule broken.
 */

const event = (uid: string, fields: { summary: string; start: string; end: string; extra?: string }) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test phone//EN',
    ...ZURICH_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20270101T100000Z',
    `DTSTART;TZID=Europe/Zurich:${fields.start}`,
    `DTEND;TZID=Europe/Zurich:${fields.end}`,
    `SUMMARY:${fields.summary}`,
    'LOCATION:Lausanne\\, Gare CFF',
    ...(fields.extra ? [fields.extra] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** The VEVENT of a calendar object, read back with ical.js. */
function readEvent(data: string) {
  const calendar = new ICAL.Component(ICAL.parse(data));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const parsed = new ICAL.Event(vevent);
  return {
    uid: parsed.uid,
    summary: parsed.summary,
    location: parsed.location,
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    start: parsed.startDate.toJSDate().toISOString(),
    end: parsed.endDate.toJSDate().toISOString(),
  };
}

describe('CalDAV with tsdav', () => {
  const t = useTestApp();
  let base = '';
  const passwords: Record<string, string> = {};

  const api = async (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const clientFor = async (email: string, password = passwords[email] ?? '') => {
    const client = new DAVClient({
      serverUrl: `${base}/dav/`,
      credentials: { username: email, password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
    });
    await client.login();
    return client;
  };
  const userId = async (email: string) =>
    (await t().database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) }))?.id ?? '';
  const raw = (email: string, method: string, path: string, init: { body?: string; headers?: object } = {}) =>
    fetch(`${base}${path}`, {
      method,
      body: init.body,
      headers: {
        authorization: `Basic ${Buffer.from(`${email}:${passwords[email]}`).toString('base64')}`,
        ...init.headers,
      },
    });
  const mainCalendar = (calendars: DAVCalendar[]) => {
    const found = calendars.find((calendar) => calendar.displayName === 'Mon agenda');
    if (!found) throw new Error('no main calendar');
    return found;
  };
  const objectsOf = (client: DAVClient, calendar: DAVCalendar, start: string, end: string) =>
    client.fetchCalendarObjects({ calendar, timeRange: { start, end } });

  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
    for (const email of ['head@demo.ch', 'monitor@demo.ch', 'ceresio@demo.ch']) {
      const created = await api(email, 'POST', '/api/accounts/me/app-passwords', { label: 'Phone' });
      expect(created.statusCode).toBe(201);
      passwords[email] = created.json().data.password;
    }
  });

  it('is discovered from /.well-known/caldav: principal and calendar home of the signed-in user', async () => {
    const wellKnown = await fetch(`${base}/.well-known/caldav`, { method: 'PROPFIND', redirect: 'manual' });
    expect(wellKnown.status).toBe(301);
    expect(wellKnown.headers.get('location')).toBe('/dav/');
    const client = await clientFor('head@demo.ch');
    const head = await userId('head@demo.ch');
    expect(client.account).toMatchObject({
      principalUrl: `${base}/dav/principals/${head}/`,
      homeUrl: `${base}/dav/calendars/${head}/`,
    });
    const options = await fetch(`${base}/dav/`, { method: 'OPTIONS' });
    expect(options.headers.get('dav')).toContain('calendar-access');
  });

  it('lists the calendars one holds, with ctag, sync token and the reports a phone needs', async () => {
    const calendars = await (await clientFor('head@demo.ch')).fetchCalendars();
    const main = mainCalendar(calendars);
    expect(main.components).toEqual(['VEVENT']);
    expect(main.reports).toEqual(expect.arrayContaining(['calendarQuery', 'calendarMultiget', 'syncCollection']));
    expect(Number(main.ctag)).toBeGreaterThan(0);
    expect(main.syncToken).toBe(`urn:x-driving-school:sync:${main.ctag}`);
    // monitor@demo.ch holds his own calendar and the head's, shared read-only.
    const monitorCalendars = await (await clientFor('monitor@demo.ch')).fetchCalendars();
    expect(monitorCalendars.map((calendar) => calendar.displayName)).toEqual([
      'Il mio calendario',
      'Mon agenda (Hélène Chef)',
    ]);
  });

  it('creates an event (If-None-Match: *), finds it by time range and multiget, in Swiss time', async () => {
    const client = await clientFor('head@demo.ch');
    const calendar = mainCalendar(await client.fetchCalendars());
    const iCalString = event('phone-lesson-1@test', {
      summary: 'Leçon depuis le téléphone',
      start: '20270208T090000',
      end: '20270208T103000',
    });
    const created = await client.createCalendarObject({ calendar, filename: 'phone-lesson-1.ics', iCalString });
    expect(created.status).toBe(201);
    // The stored object is the server's own rendering: no ETag, the client reads it back.
    expect(created.headers.get('etag')).toBeNull();
    const again = await client.createCalendarObject({ calendar, filename: 'phone-lesson-1.ics', iCalString });
    expect(again.status).toBe(412);

    const week = await objectsOf(client, calendar, '2027-02-08T00:00:00+01:00', '2027-02-15T00:00:00+01:00');
    expect(week.map((object) => object.url)).toEqual([`${calendar.url}phone-lesson-1.ics`]);
    const [object] = week;
    expect(object?.etag).toMatch(/^"[0-9a-f-]{36}-1"$/);
    expect(readEvent(object?.data)).toEqual({
      uid: 'phone-lesson-1@test',
      summary: 'Leçon depuis le téléphone',
      location: 'Lausanne, Gare CFF',
      tzid: 'Europe/Zurich',
      start: '2027-02-08T08:00:00.000Z',
      end: '2027-02-08T09:30:00.000Z',
    });
    expect(await objectsOf(client, calendar, '2027-02-15T00:00:00+01:00', '2027-02-22T00:00:00+01:00')).toEqual([]);

    const multiget = await client.calendarMultiGet({
      url: calendar.url,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      objectUrls: [`${calendar.url}phone-lesson-1.ics`],
      depth: '1',
    });
    expect(multiget.map((response) => [response.href, response.props?.getetag])).toEqual([
      [`${new URL(calendar.url).pathname}phone-lesson-1.ics`, object?.etag],
    ]);
    // An href that names nothing answers its own 404 inside the 207 (tsdav gives up on it, so raw XML).
    const path = new URL(calendar.url).pathname;
    const withMissing = await raw('head@demo.ch', 'REPORT', path, {
      headers: { 'content-type': 'application/xml; charset=utf-8', depth: '1' },
      body: `<C:calendar-multiget xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><prop><getetag/></prop><href>${path}phone-lesson-1.ics</href><href>${path}missing.ics</href></C:calendar-multiget>`,
    });
    expect(withMissing.status).toBe(207);
    const statuses = [...(await withMissing.text()).matchAll(/<d:status>([^<]+)<\/d:status>/g)].map(
      (match) => match[1],
    );
    expect(statuses).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 404 Not Found']);

    // The app shows it at 09:00 Swiss time, in the head's main calendar.
    const listed = await api(
      'head@demo.ch',
      'GET',
      '/api/appointments?from=2027-02-08T00:00:00%2B01:00&to=2027-02-09T00:00:00%2B01:00',
    );
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        title: 'Leçon depuis le téléphone',
        start: '2027-02-08T08:00:00.000Z',
        end: '2027-02-08T09:30:00.000Z',
        location: 'Lausanne, Gare CFF',
      }),
    ]);
  });

  it('stores an event at a time the spring clock change skips with the offset before the gap (RFC 5545 §3.3.5)', async () => {
    const client = await clientFor('head@demo.ch');
    const calendar = mainCalendar(await client.fetchCalendars());
    // 02:30–04:00 on 28.03.2027, the night 02:00 becomes 03:00: 02:30+01:00 = 01:30Z, 04:00+02:00 = 02:00Z.
    const created = await client.createCalendarObject({
      calendar,
      filename: 'gap.ics',
      iCalString: event('gap@test', {
        summary: 'Nuit du changement',
        start: '20270328T023000',
        end: '20270328T040000',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const stored = (
      await api('head@demo.ch', 'GET', '/api/appointments?from=2027-03-27T00:00:00Z&to=2027-03-29T00:00:00Z')
    )
      .json()
      .data.find((each: { title: string }) => each.title === 'Nuit du changement');
    expect(stored).toMatchObject({ start: '2027-03-28T01:30:00.000Z', end: '2027-03-28T02:00:00.000Z' });
    // Read back, the phone shows it from 03:30 summer time (the same instant), never 00:30Z.
    const object = (await objectsOf(client, calendar, '2027-03-28T00:00:00Z', '2027-03-29T00:00:00Z')).find((each) =>
      String(each.data).includes('gap@test'),
    );
    expect(readEvent(object?.data ?? '')).toMatchObject({
      start: '2027-03-28T01:30:00.000Z',
      end: '2027-03-28T02:00:00.000Z',
    });
    await api('head@demo.ch', 'DELETE', `/api/appointments/${stored.id}`);
  });

  it('updates with the ETag read (a stale ETag is a 412) and deletes', async () => {
    const client = await clientFor('head@demo.ch');
    const calendar = mainCalendar(await client.fetchCalendars());
    const [object] = await objectsOf(client, calendar, '2027-02-08T00:00:00+01:00', '2027-02-09T00:00:00+01:00');
    if (!object) throw new Error('the phone lesson is missing');
    const moved = event('phone-lesson-1@test', {
      summary: 'Leçon déplacée',
      start: '20270208T140000',
      end: '20270208T150000',
    });
    const updated = await client.updateCalendarObject({ calendarObject: { ...object, data: moved } });
    expect(updated.status).toBe(204);
    const stale = await client.updateCalendarObject({ calendarObject: { ...object, data: moved } });
    expect(stale.status).toBe(412);

    const [fresh] = await objectsOf(client, calendar, '2027-02-08T00:00:00+01:00', '2027-02-09T00:00:00+01:00');
    expect(fresh?.etag).not.toBe(object.etag);
    expect(readEvent(fresh?.data)).toMatchObject({ summary: 'Leçon déplacée', start: '2027-02-08T13:00:00.000Z' });

    expect((await client.deleteCalendarObject({ calendarObject: object as DAVCalendarObject })).status).toBe(412);
    expect((await client.deleteCalendarObject({ calendarObject: fresh as DAVCalendarObject })).status).toBe(204);
    expect(await objectsOf(client, calendar, '2027-02-08T00:00:00+01:00', '2027-02-09T00:00:00+01:00')).toEqual([]);
  });

  it('moves the sync token with every change, those made through the API included', async () => {
    const client = await clientFor('head@demo.ch');
    let calendar = mainCalendar(await client.fetchCalendars());
    let objects: DAVCalendarObject[] = await client.fetchCalendarObjects({ calendar });
    const sync = async () => {
      const result = await client.smartCollectionSync({
        collection: { ...calendar, objects, objectMultiGet: client.calendarMultiGet.bind(client) },
        method: 'webdav',
        detailedResult: true,
      });
      calendar = { ...calendar, syncToken: result.syncToken };
      const { created, updated, deleted } = result.objects;
      return { created, updated, deleted };
    };
    expect(await sync()).toEqual({ created: [], updated: [], deleted: [] });

    const booked = await api('head@demo.ch', 'POST', '/api/appointments', {
      title: 'Réservé dans l’app',
      start: '2027-02-09T10:00:00+01:00',
      end: '2027-02-09T11:00:00+01:00',
    });
    const appointment = booked.json().data;
    const afterCreate = await sync();
    expect(afterCreate.created.map((object) => object.url)).toEqual([`${calendar.url}${appointment.id}.ics`]);
    expect(readEvent(afterCreate.created[0]?.data)).toMatchObject({
      uid: appointment.id,
      summary: 'Réservé dans l’app',
      start: '2027-02-09T09:00:00.000Z',
    });
    objects = [...objects, ...(afterCreate.created as DAVCalendarObject[])];

    await api('head@demo.ch', 'PUT', `/api/appointments/${appointment.id}`, {
      ...appointment,
      title: 'Renommé dans l’app',
      courseId: null,
      studentIds: [],
      infrastructureIds: [],
      vehicleIds: [],
    });
    const afterUpdate = await sync();
    expect(afterUpdate.created).toEqual([]);
    expect(afterUpdate.updated.map((object) => readEvent(object.data).summary)).toEqual(['Renommé dans l’app']);

    await api('head@demo.ch', 'DELETE', `/api/appointments/${appointment.id}`);
    const afterDelete = await sync();
    expect(afterDelete.deleted.map((object) => object.url)).toEqual([`${calendar.url}${appointment.id}.ics`]);
    expect(await sync()).toEqual({ created: [], updated: [], deleted: [] });

    const unknown = await raw('head@demo.ch', 'REPORT', new URL(calendar.url).pathname, {
      headers: { 'content-type': 'application/xml' },
      body: '<d:sync-collection xmlns:d="DAV:"><d:sync-token>urn:x-driving-school:sync:999999999</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>',
    });
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain('valid-sync-token');
  });

  it('keeps the instructor in one place from the phone too: an overlapping event is refused, naming the clash', async () => {
    const lesson = await api('head@demo.ch', 'POST', '/api/appointments', {
      title: 'Leçon Martin',
      start: '2027-02-12T10:00:00+01:00',
      end: '2027-02-12T11:00:00+01:00',
    });
    expect(lesson.statusCode).toBe(201);
    const client = await clientFor('head@demo.ch');
    const calendar = mainCalendar(await client.fetchCalendars());
    const refused = await client.createCalendarObject({
      calendar,
      filename: 'overlap.ics',
      iCalString: event('overlap@test', { summary: 'Dentiste', start: '20270212T103000', end: '20270212T113000' }),
    });
    expect(refused.status).toBe(409);
    const body = await refused.text();
    expect(body).toContain('code="monitor_busy"');
    expect(body).toContain('Leçon Martin');
    const day = await objectsOf(client, calendar, '2027-02-12T00:00:00Z', '2027-02-13T00:00:00Z');
    expect(day).toHaveLength(1);
  });

  it('refuses a booking rule broken from the phone, with the reason, and writes nothing', async () => {
    const infrastructures = (await api('head@demo.ch', 'GET', '/api/infrastructures')).json().data;
    const ground = infrastructures[0].id;
    const book = (start: string, end: string) =>
      api('head@demo.ch', 'POST', '/api/appointments', { title: 'Place', start, end, infrastructureIds: [ground] });
    expect((await book('2027-02-10T10:00:00+01:00', '2027-02-10T11:00:00+01:00')).statusCode).toBe(201);
    const later = (await book('2027-02-10T12:00:00+01:00', '2027-02-10T13:00:00+01:00')).json().data;

    const client = await clientFor('head@demo.ch');
    const calendar = mainCalendar(await client.fetchCalendars());
    const [object] = await client.fetchCalendarObjects({
      calendar,
      objectUrls: [`${calendar.url}${later.id}.ics`],
      useMultiGet: true,
    });
    if (!object) throw new Error('the booking is missing');
    const overlapping = event(later.id, { summary: 'Place', start: '20270210T103000', end: '20270210T113000' });
    const refused = await client.updateCalendarObject({ calendarObject: { ...object, data: overlapping } });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('code="resource_unavailable"');
    const unchanged = (await api('head@demo.ch', 'GET', `/api/appointments/${later.id}`)).json().data;
    expect(unchanged).toMatchObject({
      start: '2027-02-10T11:00:00.000Z',
      version: 1,
      infrastructures: [{ id: ground }],
    });

    // A recurring event is refused with its reason; so is a to-do.
    const recurring = await client.createCalendarObject({
      calendar,
      filename: 'weekly.ics',
      iCalString: event('weekly@test', {
        summary: 'Chaque semaine',
        start: '20270211T090000',
        end: '20270211T100000',
        extra: 'RRULE:FREQ=WEEKLY;COUNT=4',
      }),
    });
    expect(recurring.status).toBe(403);
    const recurringText = await recurring.text();
    expect(recurringText).toContain('Recurring events');
    // Our own precondition, in our own namespace (never a made-up element of the CalDAV one).
    expect(recurringText).toContain('xmlns:ds="urn:x-driving-school:dav"');
    expect(recurringText).toContain('<ds:recurrence/>');
    expect(recurringText).not.toContain('c:recurrence');
    const todo = await raw('head@demo.ch', 'PUT', `${new URL(calendar.url).pathname}todo.ics`, {
      headers: { 'content-type': 'text/calendar' },
      body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:t\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n',
    });
    expect(todo.status).toBe(403);
    expect(await todo.text()).toContain('supported-calendar-component');

    // An event of year 0 is refused with the reason, never stored from 1900 on.
    const yearZero = await client.createCalendarObject({
      calendar,
      filename: 'year-zero.ics',
      iCalString: event('year-zero@test', { summary: 'An zéro', start: '00000101T100000', end: '20270101T100000' }),
    });
    expect(yearZero.status).toBe(403);
    expect(await yearZero.text()).toContain('DTSTART: must be between 10 years ago and 5 years from now');
    const stored = await api(
      'head@demo.ch',
      'GET',
      '/api/appointments?from=1900-01-01T00:00:00Z&to=1900-01-02T00:00:00Z',
    );
    expect(stored.json().data).toEqual([]);
  });

  it('keeps a read-only share read-only: PUT and DELETE answer 403', async () => {
    const client = await clientFor('monitor@demo.ch');
    const shared = (await client.fetchCalendars()).find((calendar) =>
      String(calendar.displayName).startsWith('Mon agenda'),
    );
    if (!shared) throw new Error('the shared calendar is missing');
    const refused = await client.createCalendarObject({
      calendar: shared,
      filename: 'intrusion.ics',
      iCalString: event('intrusion@test', { summary: 'Non', start: '20270212T090000', end: '20270212T100000' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('read-only');
    const [someObject] = await client.fetchCalendarObjects({ calendar: shared });
    if (!someObject) throw new Error('the shared calendar shows nothing');
    expect((await client.deleteCalendarObject({ calendarObject: someObject })).status).toBe(403);
  });

  it('shows nothing of another school: its calendars and principals are 404', async () => {
    const head = mainCalendar(await (await clientFor('head@demo.ch')).fetchCalendars());
    const other = await clientFor('ceresio@demo.ch');
    const theirs = await other.fetchCalendars();
    expect(theirs.map((calendar) => calendar.url)).not.toContain(head.url);
    const path = new URL(head.url).pathname;
    const propfind = await raw('ceresio@demo.ch', 'PROPFIND', path, { headers: { depth: '1' } });
    expect(propfind.status).toBe(404);
    const headId = await userId('head@demo.ch');
    expect((await raw('ceresio@demo.ch', 'PROPFIND', `/dav/principals/${headId}/`)).status).toBe(404);
    const put = await raw('ceresio@demo.ch', 'PUT', `${path}x.ics`, {
      headers: { 'content-type': 'text/calendar' },
      body: event('x@test', { summary: 'x', start: '20270212T090000', end: '20270212T100000' }),
    });
    expect(put.status).toBe(404);
  });

  it('answers the protocol corners without a stack trace: HEAD, PROPPATCH, MKCALENDAR, bad XML, large bodies', async () => {
    const client = await clientFor('head@demo.ch');
    const calendar = mainCalendar(await client.fetchCalendars());
    const path = new URL(calendar.url).pathname;
    const [object] = await client.fetchCalendarObjects({ calendar });
    if (!object) throw new Error('the calendar is empty');
    const objectPath = new URL(object.url).pathname;

    const head = await raw('head@demo.ch', 'HEAD', objectPath);
    expect([head.status, head.headers.get('etag'), head.headers.get('content-type')]).toEqual([
      200,
      object.etag,
      'text/calendar; charset=utf-8',
    ]);
    expect((await raw('head@demo.ch', 'GET', objectPath, { headers: { 'if-none-match': object.etag } })).status).toBe(
      304,
    );

    const patch = await raw('head@demo.ch', 'PROPPATCH', path, {
      headers: { 'content-type': 'application/xml' },
      body: '<d:propertyupdate xmlns:d="DAV:" xmlns:a="http://apple.com/ns/ical/"><d:set><d:prop><a:calendar-color>#FF0000</a:calendar-color></d:prop></d:set></d:propertyupdate>',
    });
    expect(patch.status).toBe(207);
    expect(await patch.text()).toContain('HTTP/1.1 403 Forbidden');

    expect((await raw('head@demo.ch', 'MKCALENDAR', `${path}new/`)).status).toBe(403);
    expect((await raw('head@demo.ch', 'MOVE', objectPath, { headers: { destination: `${path}x.ics` } })).status).toBe(
      403,
    );
    const badXml = await raw('head@demo.ch', 'PROPFIND', path, { body: '<d:propfind xmlns:d="DAV:"><d:prop>' });
    expect(badXml.status).toBe(400);
    const doctype = await raw('head@demo.ch', 'REPORT', path, {
      body: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    });
    expect(doctype.status).toBe(400);
    const unsupported = await raw('head@demo.ch', 'REPORT', path, {
      body: '<c:free-busy-query xmlns:c="urn:ietf:params:xml:ns:caldav"/>',
    });
    expect(unsupported.status).toBe(403);
    const tooLarge = await raw('head@demo.ch', 'PUT', `${path}large.ics`, {
      headers: { 'content-type': 'text/calendar' },
      body: `BEGIN:VCALENDAR\r\nX-PAD:${'x'.repeat(300_000)}\r\nEND:VCALENDAR\r\n`,
    });
    expect(tooLarge.status).toBe(413);
    const notCalendar = await raw('head@demo.ch', 'PUT', `${path}json.ics`, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notCalendar.status).toBe(415);
    for (const response of [badXml, doctype, tooLarge]) {
      const text = await response.text();
      expect(response.headers.get('content-type')).toContain('xml');
      expect(text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    }
  });

  it('answers 405 with Allow to the methods it does not offer, on an event and on a collection (RFC 9110)', async () => {
    const client = await clientFor('head@demo.ch');
    const calendar = mainCalendar(await client.fetchCalendars());
    const [object] = await client.fetchCalendarObjects({ calendar });
    if (!object) throw new Error('the calendar is empty');
    const head = await userId('head@demo.ch');
    const eventPath = new URL(object.url).pathname;
    const collections = [
      new URL(calendar.url).pathname,
      '/dav/',
      `/dav/principals/${head}/`,
      `/dav/calendars/${head}/`,
    ];
    const allowOf = (response: Response) =>
      (response.headers.get('allow') ?? '')
        .split(',')
        .map((method) => method.trim())
        .sort();
    const onEvent = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PROPFIND', 'PROPPATCH', 'PUT', 'REPORT'];
    const onCollection = ['GET', 'HEAD', 'OPTIONS', 'PROPFIND', 'PROPPATCH', 'REPORT'];
    for (const [path, allowed] of [
      [eventPath, onEvent],
      ...collections.map((path) => [path, onCollection] as const),
    ] as const) {
      for (const method of ['LOCK', 'UNLOCK', 'ACL', 'POST', 'PATCH']) {
        const response = await raw('head@demo.ch', method, path, {
          headers: { 'content-type': 'application/xml', 'lock-token': '<urn:uuid:x>' },
          body:
            method === 'LOCK'
              ? '<d:lockinfo xmlns:d="DAV:"><d:lockscope><d:exclusive/></d:lockscope><d:locktype><d:write/></d:locktype></d:lockinfo>'
              : '<x/>',
        });
        expect([method, path, response.status], await response.text()).toEqual([method, path, 405]);
        expect(response.headers.get('content-type')).toContain('xml');
        expect(allowOf(response)).toEqual(allowed);
      }
      // OPTIONS says the same, signed in or not.
      for (const options of [
        await raw('head@demo.ch', 'OPTIONS', path),
        await fetch(`${base}${path}`, { method: 'OPTIONS' }),
      ]) {
        expect(options.status).toBe(200);
        expect(allowOf(options)).toEqual(allowed);
      }
    }
    // PUT on a collection is 405 too, with the same Allow; nothing is written.
    const put = await raw('head@demo.ch', 'PUT', new URL(calendar.url).pathname, {
      headers: { 'content-type': 'text/calendar' },
      body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    });
    expect(put.status).toBe(405);
    expect(allowOf(put)).toEqual(onCollection);
    // Asked without signing in, LOCK is a 401 first (nothing said of the resource).
    expect((await fetch(`${base}${eventPath}`, { method: 'LOCK' })).status).toBe(401);
    // The event is untouched.
    expect((await raw('head@demo.ch', 'GET', eventPath)).headers.get('etag')).toBe(object.etag);
  });

  it('sends a client given only the host name to /dav/: PROPFIND / redirects, GET / stays the web app', async () => {
    const signedIn = `Basic ${Buffer.from(`head@demo.ch:${passwords['head@demo.ch']}`).toString('base64')}`;
    const asked: Record<string, string>[] = [{}, { authorization: signedIn }];
    for (const headers of asked) {
      const root = await fetch(`${base}/`, {
        method: 'PROPFIND',
        headers: { ...headers, depth: '0' },
        redirect: 'manual',
      });
      expect(root.status).toBe(301);
      expect(root.headers.get('location')).toBe('/dav/');
    }
    // Followed (fetch keeps PROPFIND and its body), the root answers the principal.
    const followed = await raw('head@demo.ch', 'PROPFIND', '/', {
      headers: { depth: '0', 'content-type': 'application/xml' },
      body: '<d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>',
    });
    expect(followed.status).toBe(207);
    expect(await followed.text()).toContain(`/dav/principals/${await userId('head@demo.ch')}/`);
    const get = await fetch(`${base}/`, { redirect: 'manual' });
    expect(get.status).not.toBe(301);
    expect(get.headers.get('location')).toBeNull();

    // tsdav given http://127.0.0.1:<port>/ alone finds the principal, the home and the calendars.
    const client = new DAVClient({
      serverUrl: `${base}/`,
      credentials: { username: 'head@demo.ch', password: passwords['head@demo.ch'] ?? '' },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
    });
    await client.login();
    const head = await userId('head@demo.ch');
    expect(client.account).toMatchObject({
      principalUrl: `${base}/dav/principals/${head}/`,
      homeUrl: `${base}/dav/calendars/${head}/`,
    });
    expect(mainCalendar(await client.fetchCalendars()).url).toMatch(new RegExp(`^${base}/dav/calendars/${head}/`));
  });

  it('answers 401 with a Basic challenge to a wrong password, the account password included', async () => {
    for (const password of ['wrong-pass-word-1234', DEMO_PASSWORD]) {
      const response = await fetch(`${base}/dav/`, {
        method: 'PROPFIND',
        headers: { authorization: `Basic ${Buffer.from(`head@demo.ch:${password}`).toString('base64')}` },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="/);
    }
    expect((await fetch(`${base}/dav/`, { method: 'PROPFIND' })).status).toBe(401);
    // The user name is the e-mail in any case; spaces and case of the password do not matter.
    const typed = (passwords['head@demo.ch'] ?? '').toUpperCase().replaceAll('-', ' ');
    const response = await fetch(`${base}/dav/`, {
      method: 'PROPFIND',
      headers: { authorization: `Basic ${Buffer.from(`HEAD@demo.ch:${typed}`).toString('base64')}`, depth: '0' },
    });
    expect(response.status).toBe(207);
  });
});
