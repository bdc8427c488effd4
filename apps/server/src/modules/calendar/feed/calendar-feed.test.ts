import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

/** The read-only ICS feed of a calendar: an unguessable address, shown once, replaced or turned off. */
describe('calendar ICS feed', () => {
  const t = useTestApp();
  const call = async (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const mainOf = async (email: string) =>
    (await call(email, 'GET', '/api/calendar-feeds')).json().data[0] as { calendarId: string; active: boolean };
  /** Reads a feed address with no session at all, as a calendar app does. */
  const read = (url: string) => {
    const { pathname, search } = new URL(url);
    return t().app.inject({ url: pathname + search });
  };

  it('serves the calendar as iCalendar in Swiss time, winter and summer, all-day days included', async () => {
    for (const booking of [
      { title: 'Leçon d’hiver', start: '2027-01-12T09:00:00+01:00', end: '2027-01-12T10:00:00+01:00' },
      { title: 'Leçon d’été', start: '2027-06-15T09:00:00+02:00', end: '2027-06-15T10:30:00+02:00' },
      {
        title: 'Cours sur deux jours',
        start: '2027-06-16T00:00:00+02:00',
        end: '2027-06-18T00:00:00+02:00',
        allDay: true,
      },
    ]) {
      expect((await call('head@demo.ch', 'POST', '/api/appointments', booking)).statusCode).toBe(201);
    }
    const main = await mainOf('head@demo.ch');
    expect(main).toMatchObject({ active: false });
    const created = await call('head@demo.ch', 'POST', `/api/calendars/${main.calendarId}/feed`);
    expect(created.statusCode).toBe(201);
    const { url } = created.json().data;
    expect(url).toMatch(new RegExp(`^${t().config.PUBLIC_URL}/ics/calendar\\.ics\\?token=[\\w-]{43}$`));
    expect(await mainOf('head@demo.ch')).toMatchObject({ active: true });

    const feed = await read(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mon agenda');
    const events = new Map(
      calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        return [event.summary, { event, tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid') }];
      }),
    );
    const winter = events.get('Leçon d’hiver');
    expect(winter?.tzid).toBe('Europe/Zurich');
    expect(winter?.event.startDate.toString()).toBe('2027-01-12T09:00:00');
    expect(winter?.event.startDate.toJSDate().toISOString()).toBe('2027-01-12T08:00:00.000Z');
    const summer = events.get('Leçon d’été');
    expect(summer?.event.startDate.toJSDate().toISOString()).toBe('2027-06-15T07:00:00.000Z');
    expect(summer?.event.endDate.toJSDate().toISOString()).toBe('2027-06-15T08:30:00.000Z');
    const allDay = events.get('Cours sur deux jours')?.event;
    expect([allDay?.startDate.isDate, allDay?.startDate.toString(), allDay?.endDate.toString()]).toEqual([
      true,
      '2027-06-16',
      '2027-06-18',
    ]);
    // DTSTAMP stays in UTC (no floating stamp).
    expect(feed.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it('answers 404 to an unknown token, and to the old address once replaced or turned off', async () => {
    const { calendarId } = await mainOf('head@demo.ch');
    expect((await t().app.inject({ url: '/ics/calendar.ics?token=not-a-token' })).statusCode).toBe(404);
    expect((await t().app.inject({ url: '/ics/calendar.ics' })).statusCode).toBe(404);

    const first = (await call('head@demo.ch', 'POST', `/api/calendars/${calendarId}/feed`)).json().data.url;
    const second = (await call('head@demo.ch', 'POST', `/api/calendars/${calendarId}/feed`)).json().data.url;
    expect(second).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);

    expect((await call('head@demo.ch', 'DELETE', `/api/calendars/${calendarId}/feed`)).statusCode).toBe(200);
    expect((await read(second)).statusCode).toBe(404);
    expect(await mainOf('head@demo.ch')).toMatchObject({ active: false });
  });

  it('is made by the calendar’s owner only: a read-only share is refused, another school sees nothing', async () => {
    const { calendarId } = await mainOf('head@demo.ch');
    expect((await call('monitor@demo.ch', 'POST', `/api/calendars/${calendarId}/feed`)).statusCode).toBe(403);
    expect((await call('ceresio@demo.ch', 'POST', `/api/calendars/${calendarId}/feed`)).statusCode).toBe(404);
    const monitorFeeds = (await call('monitor@demo.ch', 'GET', '/api/calendar-feeds')).json().data;
    expect(monitorFeeds.map((feed: { calendarId: string }) => feed.calendarId)).not.toContain(calendarId);
  });
});
