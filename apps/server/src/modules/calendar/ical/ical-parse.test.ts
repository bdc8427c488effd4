import { describe, expect, it } from 'vitest';
import { ZURICH_VTIMEZONE } from '../../../test/zurich-vtimezone';
import { IcalRefusal, parseEvent } from './ical-parse';

const wrap = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:u-1', ...lines, 'END:VEVENT', 'END:VCALENDAR', ''].join(
    '\r\n',
  );

describe('the event a phone sends (CalDAV PUT)', () => {
  it('reads Zurich times without a VTIMEZONE, summer and winter, UTC and other zones', () => {
    expect(parseEvent(wrap('DTSTART;TZID=Europe/Zurich:20270115T090000', 'DURATION:PT45M'))).toMatchObject({
      start: new Date('2027-01-15T08:00:00Z'),
      end: new Date('2027-01-15T08:45:00Z'),
      allDay: false,
    });
    expect(
      parseEvent(wrap('DTSTART;TZID=Europe/Zurich:20270715T090000', 'DTEND;TZID=Europe/Zurich:20270715T100000')),
    ).toMatchObject({ start: new Date('2027-07-15T07:00:00Z'), end: new Date('2027-07-15T08:00:00Z') });
    expect(parseEvent(wrap('DTSTART:20270715T090000Z', 'DTEND:20270715T100000Z')).start).toEqual(
      new Date('2027-07-15T09:00:00Z'),
    );
    expect(parseEvent(wrap('DTSTART;TZID=America/New_York:20270715T090000')).start).toEqual(
      new Date('2027-07-15T13:00:00Z'),
    );
  });

  it('reads the clock-change nights by RFC 5545 §3.3.5, with or without the VTIMEZONE', () => {
    const withZone = (...lines: string[]) =>
      wrap(...lines).replace('BEGIN:VEVENT', [...ZURICH_VTIMEZONE, 'BEGIN:VEVENT'].join('\r\n'));
    for (const build of [wrap, withZone]) {
      // 02:30 does not exist on 28.03.2027: the offset before the gap, +01:00 — 01:30Z, not 00:30Z.
      expect(
        parseEvent(build('DTSTART;TZID=Europe/Zurich:20270328T023000', 'DTEND;TZID=Europe/Zurich:20270328T040000')),
      ).toMatchObject({ start: new Date('2027-03-28T01:30:00Z'), end: new Date('2027-03-28T02:00:00Z') });
      expect(parseEvent(build('DTSTART;TZID=Europe/Zurich:20270328T023000', 'DURATION:PT1H')).end).toEqual(
        new Date('2027-03-28T02:30:00Z'),
      );
      // 02:30 happens twice on 31.10.2027: the first time, still summer time.
      expect(parseEvent(build('DTSTART;TZID=Europe/Zurich:20271031T023000')).start).toEqual(
        new Date('2027-10-31T00:30:00Z'),
      );
    }
    // A floating time on that night follows the same rule.
    expect(parseEvent(wrap('DTSTART:20270328T023000')).start).toEqual(new Date('2027-03-28T01:30:00Z'));
  });

  it('reads floating times as Swiss time and all-day events as Swiss days; no end means none given', () => {
    expect(parseEvent(wrap('DTSTART:20270715T090000'))).toMatchObject({
      start: new Date('2027-07-15T07:00:00Z'),
      end: null,
    });
    expect(parseEvent(wrap('DTSTART;VALUE=DATE:20270715', 'DTEND;VALUE=DATE:20270717', 'SUMMARY:Cours'))).toEqual({
      uid: 'u-1',
      title: 'Cours',
      location: null,
      description: '',
      start: new Date('2027-07-14T22:00:00Z'),
      end: new Date('2027-07-16T22:00:00Z'),
      allDay: true,
    });
  });

  it('refuses recurring events, to-dos, missing UIDs and what is not iCalendar, with the reason', () => {
    const refusal = (text: string) => {
      try {
        parseEvent(text);
      } catch (error) {
        if (error instanceof IcalRefusal) return [error.status, error.condition];
      }
      return null;
    };
    expect(refusal(wrap('DTSTART:20270715T090000Z', 'RRULE:FREQ=WEEKLY'))).toEqual([403, 'recurrence']);
    expect(refusal('BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nEND:VTODO\r\nEND:VCALENDAR')).toEqual([
      403,
      'supported-calendar-component',
    ]);
    expect(refusal(wrap('DTSTART:20270715T090000Z').replace('UID:u-1\r\n', ''))).toEqual([
      400,
      'valid-calendar-object-resource',
    ]);
    expect(refusal('hello')).toEqual([400, 'valid-calendar-data']);
  });
});
