import { describe, expect, it } from 'vitest';
import { ZURICH_VTIMEZONE } from '../../../test/zurich-vtimezone';
import { mapCalendarObject } from './ical-occurrences';
import { parseEvent } from './ical-parse';

/**
 * The one time-zone policy (`ical-time.ts`), read the same by both readers: the phone's event
 * (CalDAV PUT, `parseEvent`) and an external calendar's object (`mapCalendarObject`). Before the
 * module, CalDAV and external calendars had a policy each; the cases where they differed are here.
 */

const WINDOW = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2029-01-01T00:00:00Z') };

const object = (lines: string[], zones: string[] = []) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...zones,
    'BEGIN:VEVENT',
    'UID:u-1',
    'DTSTAMP:20261101T000000Z',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** Start and end as ISO strings, from each reader; the two must agree. */
function read(lines: string[], zones: string[] = []): { start: string; end: string } {
  const phone = parseEvent(object(lines, zones));
  const [external, ...more] = mapCalendarObject(object(lines, zones), WINDOW);
  const fromPhone = { start: phone.start.toISOString(), end: phone.end?.toISOString() ?? '' };
  expect(more).toEqual([]);
  expect({ start: external?.start.toISOString(), end: external?.end.toISOString() }).toEqual(fromPhone);
  return fromPhone;
}

describe('the iCalendar time-zone policy, the same for CalDAV and external calendars', () => {
  it('reads UTC as is, a named IANA zone by its rules, a floating time and an unknown zone in Swiss time', () => {
    expect(read(['DTSTART:20270115T090000Z', 'DTEND:20270115T100000Z'])).toEqual({
      start: '2027-01-15T09:00:00.000Z',
      end: '2027-01-15T10:00:00.000Z',
    });
    expect(read(['DTSTART;TZID=America/New_York:20270715T090000', 'DURATION:PT1H'])).toEqual({
      start: '2027-07-15T13:00:00.000Z',
      end: '2027-07-15T14:00:00.000Z',
    });
    expect(read(['DTSTART:20270715T090000', 'DTEND:20270715T100000'])).toEqual({
      start: '2027-07-15T07:00:00.000Z',
      end: '2027-07-15T08:00:00.000Z',
    });
    expect(read(['DTSTART;TZID=Nowhere/Land:20270115T090000', 'DTEND;TZID=Nowhere/Land:20270115T100000'])).toEqual({
      start: '2027-01-15T08:00:00.000Z',
      end: '2027-01-15T09:00:00.000Z',
    });
  });

  it('reads a zone only its VTIMEZONE defines by that VTIMEZONE, and an IANA name whatever VTIMEZONE came', () => {
    const outlook = ZURICH_VTIMEZONE.map((line) => line.replace('TZID:Europe/Zurich', 'TZID:W. Europe Standard Time'));
    expect(read(['DTSTART;TZID=W. Europe Standard Time:20270601T080000', 'DURATION:PT1H'], outlook)).toEqual({
      start: '2027-06-01T06:00:00.000Z',
      end: '2027-06-01T07:00:00.000Z',
    });
    // A VTIMEZONE named Europe/Zurich that says +03:00 does not move a Zurich time.
    const wrong = ['BEGIN:VTIMEZONE', 'TZID:Europe/Zurich', 'BEGIN:STANDARD', 'DTSTART:19700101T000000'];
    const lying = [...wrong, 'TZOFFSETFROM:+0300', 'TZOFFSETTO:+0300', 'END:STANDARD', 'END:VTIMEZONE'];
    expect(read(['DTSTART;TZID=Europe/Zurich:20270601T080000', 'DURATION:PT1H'], lying).start).toBe(
      '2027-06-01T06:00:00.000Z',
    );
  });

  it('reads a Mozilla-prefixed TZID by the IANA zone it ends with (CalDAV read it as Swiss time)', () => {
    expect(read(['DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20270115T090000', 'DURATION:PT1H'])).toEqual({
      start: '2027-01-15T14:00:00.000Z',
      end: '2027-01-15T15:00:00.000Z',
    });
  });

  it('reads a floating DTEND after a zoned DTSTART in the start’s zone (CalDAV read it as Swiss time)', () => {
    expect(read(['DTSTART;TZID=America/New_York:20270115T090000', 'DTEND:20270115T100000'])).toEqual({
      start: '2027-01-15T14:00:00.000Z',
      end: '2027-01-15T15:00:00.000Z',
    });
    // A UTC DTEND stays UTC.
    expect(read(['DTSTART;TZID=Europe/Zurich:20270115T090000', 'DTEND:20270115T090000Z']).end).toBe(
      '2027-01-15T09:00:00.000Z',
    );
  });

  it('adds the hours of a DURATION exactly (external calendars added them to the wall clock)', () => {
    // 02:30 does not exist on 28.03.2027: 01:30Z; an hour later is 02:30Z (04:30 summer time), not
    // 03:30 on the wall clock, which is 01:30Z again and made the event empty.
    expect(read(['DTSTART;TZID=Europe/Zurich:20270328T023000', 'DURATION:PT1H'])).toEqual({
      start: '2027-03-28T01:30:00.000Z',
      end: '2027-03-28T02:30:00.000Z',
    });
    expect(read(['DTSTART;TZID=Europe/Zurich:20271031T013000', 'DURATION:PT90M'])).toEqual({
      start: '2027-10-30T23:30:00.000Z',
      end: '2027-10-31T01:00:00.000Z',
    });
  });

  it('adds the days of a DURATION to the wall clock (CalDAV counted 24 hours a day)', () => {
    // 10:00 on the Saturday the clocks go back, plus a day: 10:00 on Sunday, 25 hours later.
    expect(read(['DTSTART;TZID=Europe/Zurich:20271030T100000', 'DURATION:P1D'])).toEqual({
      start: '2027-10-30T08:00:00.000Z',
      end: '2027-10-31T09:00:00.000Z',
    });
    // Days nominal, then hours exact; a week is seven days.
    expect(read(['DTSTART;TZID=Europe/Zurich:20270327T120000', 'DURATION:P1DT2H']).end).toBe(
      '2027-03-28T12:00:00.000Z',
    );
    expect(read(['DTSTART;VALUE=DATE:20270322', 'DURATION:P1W'])).toEqual({
      start: '2027-03-21T23:00:00.000Z',
      end: '2027-03-28T22:00:00.000Z',
    });
  });

  it('reads all-day events as Swiss days and takes years as written', () => {
    expect(read(['DTSTART;VALUE=DATE:20271030', 'DTEND;VALUE=DATE:20271101'])).toEqual({
      start: '2027-10-29T22:00:00.000Z',
      end: '2027-10-31T23:00:00.000Z',
    });
    const years = parseEvent(object(['DTSTART:00500101T100000Z', 'DTEND:00500101T110000'])).start;
    expect(years.getUTCFullYear()).toBe(50);
    expect(parseEvent(object(['DTSTART;TZID=Europe/Zurich:00000101T100000'])).start.getUTCFullYear()).toBe(0);
  });

  it('gives each occurrence of a repeating event with DTEND the exact length of the first (external calendars)', () => {
    const weekly = (...end: string[]) =>
      mapCalendarObject(
        object(['DTSTART;TZID=Europe/Zurich:20270321T013000', ...end, 'RRULE:FREQ=WEEKLY;COUNT=2']),
        WINDOW,
      ).map((event) => [event.start.toISOString(), event.end.toISOString()]);
    const expected = [
      ['2027-03-21T00:30:00.000Z', '2027-03-21T02:30:00.000Z'],
      // On the night the clocks go forward 01:30 is still +01:00; two hours later is 04:30 summer time.
      ['2027-03-28T00:30:00.000Z', '2027-03-28T02:30:00.000Z'],
    ];
    expect(weekly('DTEND;TZID=Europe/Zurich:20270321T033000')).toEqual(expected);
    expect(weekly('DURATION:PT2H')).toEqual(expected);
  });
});
