import { describe, expect, it } from 'vitest';
import { mapCalendarObject } from './ical-occurrences';
import { InvalidCalendarData } from './ical-parse';

/** An iCalendar object around the given lines (CRLF, as servers send it). */
const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'];

/** The sync window of 24.11.2026 (`sync-window.test.ts`): 1 September 2026 to 1 December 2027, Swiss time. */
const WINDOW = { start: new Date('2026-08-31T22:00:00Z'), end: new Date('2027-11-30T23:00:00Z') };
const iso = (date: Date) => date.toISOString();

describe('an iCalendar object mapped to appointments', () => {
  it('copies title, times in Swiss time (winter and summer), place and description of a single event', () => {
    const [winter, summer] = [
      ...mapCalendarObject(
        ics(
          ...vevent(
            'UID:lesson-1@example.ch',
            'SUMMARY:  Leçon de conduite – Marie  ',
            'DTSTART;TZID=Europe/Zurich:20261201T090000',
            'DTEND;TZID=Europe/Zurich:20261201T103000',
            'LOCATION:Gare de Lausanne\\, Place de la Gare 9',
            'DESCRIPTION:Autoroute\\nparcage',
          ),
        ),
        WINDOW,
      ),
      ...mapCalendarObject(
        ics(...vevent('UID:s', 'SUMMARY:Été', 'DTSTART;TZID=Europe/Zurich:20270701T090000', 'DURATION:PT1H')),
        WINDOW,
      ),
    ];
    expect(winter).toEqual({
      uid: 'lesson-1@example.ch',
      recurrenceId: null,
      title: 'Leçon de conduite – Marie',
      start: new Date('2026-12-01T08:00:00Z'),
      end: new Date('2026-12-01T09:30:00Z'),
      allDay: false,
      location: 'Gare de Lausanne, Place de la Gare 9',
      description: 'Autoroute\nparcage',
    });
    expect([iso(summer?.start as Date), iso(summer?.end as Date)]).toEqual([
      '2027-07-01T07:00:00.000Z',
      '2027-07-01T08:00:00.000Z',
    ]);
  });

  it('reads UTC, floating (Swiss) and other zones, with or without their VTIMEZONE', () => {
    const windows = mapCalendarObject(
      ics(
        'BEGIN:VTIMEZONE',
        'TZID:W. Europe Standard Time',
        'BEGIN:STANDARD',
        'DTSTART:16010101T030000',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0100',
        'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
        'END:STANDARD',
        'BEGIN:DAYLIGHT',
        'DTSTART:16010101T020000',
        'TZOFFSETFROM:+0100',
        'TZOFFSETTO:+0200',
        'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
        'END:DAYLIGHT',
        'END:VTIMEZONE',
        ...vevent('UID:utc', 'DTSTART:20261201T080000Z', 'DTEND:20261201T090000Z'),
        ...vevent('UID:floating', 'DTSTART:20261202T080000', 'DTEND:20261202T090000'),
        ...vevent('UID:outlook', 'DTSTART;TZID=W. Europe Standard Time:20270601T080000', 'DURATION:PT1H'),
        ...vevent('UID:ny', 'DTSTART;TZID=America/New_York:20261203T080000', 'DURATION:PT1H'),
        ...vevent('UID:mozilla', 'DTSTART;TZID=/mozilla.org/20050126_1/Europe/Zurich:20261204T080000', 'DURATION:PT1H'),
      ),
      WINDOW,
    );
    expect(Object.fromEntries(windows.map((event) => [event.uid, iso(event.start)]))).toEqual({
      utc: '2026-12-01T08:00:00.000Z',
      floating: '2026-12-02T07:00:00.000Z',
      outlook: '2027-06-01T06:00:00.000Z',
      ny: '2026-12-03T13:00:00.000Z',
      mozilla: '2026-12-04T07:00:00.000Z',
    });
  });

  it('stores all-day events from the Swiss midnight of their first day to the one after their last', () => {
    const [oneDay, twoDays] = mapCalendarObject(
      ics(
        ...vevent('UID:a', 'SUMMARY:Noël', 'DTSTART;VALUE=DATE:20261225'),
        ...vevent('UID:b', 'SUMMARY:Cours', 'DTSTART;VALUE=DATE:20270627', 'DTEND;VALUE=DATE:20270629'),
      ),
      WINDOW,
    );
    expect(oneDay).toMatchObject({
      allDay: true,
      start: new Date('2026-12-24T23:00:00Z'),
      end: new Date('2026-12-25T23:00:00Z'),
    });
    expect(twoDays).toMatchObject({
      allDay: true,
      start: new Date('2027-06-26T22:00:00Z'),
      end: new Date('2027-06-28T22:00:00Z'),
    });
  });

  it('expands a weekly event within the window, with EXDATE, a moved and a cancelled occurrence', () => {
    const events = mapCalendarObject(
      ics(
        ...vevent(
          'UID:weekly',
          'SUMMARY:Théorie',
          // Starts before the window (1 September 2026): the occurrences before it are left out.
          'DTSTART;TZID=Europe/Zurich:20260818T180000',
          'DTEND;TZID=Europe/Zurich:20260818T190000',
          'RRULE:FREQ=WEEKLY;UNTIL=20261020T160000Z',
          'EXDATE;TZID=Europe/Zurich:20260908T180000',
        ),
        ...vevent(
          'UID:weekly',
          'RECURRENCE-ID;TZID=Europe/Zurich:20260915T180000',
          'SUMMARY:Théorie (déplacée)',
          'DTSTART;TZID=Europe/Zurich:20260916T200000',
          'DTEND;TZID=Europe/Zurich:20260916T210000',
        ),
        ...vevent(
          'UID:weekly',
          'RECURRENCE-ID;TZID=Europe/Zurich:20260922T180000',
          'STATUS:CANCELLED',
          'DTSTART;TZID=Europe/Zurich:20260922T180000',
          'DTEND;TZID=Europe/Zurich:20260922T190000',
        ),
      ),
      WINDOW,
    );
    expect(events.map((event) => [event.recurrenceId, iso(event.start), event.title])).toEqual([
      ['20260901T180000', '2026-09-01T16:00:00.000Z', 'Théorie'],
      ['20260915T180000', '2026-09-16T18:00:00.000Z', 'Théorie (déplacée)'],
      ['20260929T180000', '2026-09-29T16:00:00.000Z', 'Théorie'],
      ['20261006T180000', '2026-10-06T16:00:00.000Z', 'Théorie'],
      // After the clocks go back on 25 October the lesson is still at 18:00 Swiss time.
      ['20261013T180000', '2026-10-13T16:00:00.000Z', 'Théorie'],
      ['20261020T180000', '2026-10-20T16:00:00.000Z', 'Théorie'],
    ]);
  });

  it('stops an endless rule at the end of the window', () => {
    const events = mapCalendarObject(
      ics(...vevent('UID:daily', 'DTSTART:20260101T070000Z', 'DURATION:PT30M', 'RRULE:FREQ=DAILY')),
      WINDOW,
    );
    expect(iso(events[0]?.start as Date)).toBe('2026-09-01T07:00:00.000Z');
    expect(iso(events.at(-1)?.start as Date)).toBe('2027-11-30T07:00:00.000Z');
    expect(events).toHaveLength(456);
  });

  it('leaves out cancelled and out-of-window events, and keeps an untitled one', () => {
    const events = mapCalendarObject(
      ics(
        ...vevent('UID:gone', 'STATUS:CANCELLED', 'DTSTART:20261201T080000Z', 'DTEND:20261201T090000Z'),
        ...vevent('UID:old', 'DTSTART:20250101T080000Z', 'DTEND:20250101T090000Z'),
        ...vevent('UID:far', 'DTSTART:20300101T080000Z', 'DTEND:20300101T090000Z'),
        ...vevent('UID:plain', 'DTSTART:20261201T080000Z'),
      ),
      WINDOW,
    );
    expect(events).toEqual([
      {
        uid: 'plain',
        recurrenceId: null,
        title: '',
        start: new Date('2026-12-01T08:00:00Z'),
        end: new Date('2026-12-01T08:00:00Z'),
        allDay: false,
        location: null,
        description: '',
      },
    ]);
  });

  it('reads a start in year 0 or 50 as written, never as 1900 or 1950', () => {
    const years = mapCalendarObject(
      ics(
        ...vevent('UID:utc', 'DTSTART:00000101T100000Z', 'DTEND:20270101T100000Z'),
        ...vevent('UID:floating', 'DTSTART:00500101T100000', 'DTEND:20270101T100000'),
        ...vevent('UID:day', 'DTSTART;VALUE=DATE:00000101', 'DTEND;VALUE=DATE:20270101'),
      ),
      WINDOW,
    ).map((event) => event.start.getUTCFullYear());
    // The Swiss midnight that starts 1 January of year 0 is still the last evening of year -1 in UTC.
    expect(years).toEqual([0, 50, -1]);
  });

  it('cuts texts to the appointment limits', () => {
    const [event] = mapCalendarObject(
      ics(...vevent('UID:long', `SUMMARY:${'x'.repeat(300)}`, 'DTSTART:20261201T080000Z', 'DURATION:PT1H')),
      WINDOW,
    );
    expect(event?.title).toHaveLength(200);
  });

  it('refuses what is not iCalendar', () => {
    expect(() => mapCalendarObject('<html>nope</html>', WINDOW)).toThrow(InvalidCalendarData);
    expect(() => mapCalendarObject('BEGIN:VCARD\r\nFN:x\r\nEND:VCARD\r\n', WINDOW)).toThrow(InvalidCalendarData);
  });
});
