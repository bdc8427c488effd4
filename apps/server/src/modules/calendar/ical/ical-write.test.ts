import { describe, expect, it } from 'vitest';
import { renderCalendar } from './ical-write';

describe('appointments written as iCalendar (CalDAV GET and the ICS feed)', () => {
  it('writes Swiss wall-clock times with the VTIMEZONE, and all-day appointments as their Swiss days', () => {
    const stamp = new Date('2026-11-01T10:00:00Z');
    const text = renderCalendar([
      {
        id: 'a1',
        icalUid: null,
        title: 'Leçon',
        startsAt: new Date('2027-07-15T07:00:00Z'),
        endsAt: new Date('2027-07-15T08:00:00Z'),
        allDay: false,
        location: null,
        description: '',
        createdAt: stamp,
        updatedAt: stamp,
        version: 1,
      },
      {
        id: 'a2',
        icalUid: 'phone@x',
        title: 'Examen',
        startsAt: new Date('2027-07-14T22:00:00Z'),
        endsAt: new Date('2027-07-15T22:00:00Z'),
        allDay: true,
        location: null,
        description: '',
        createdAt: stamp,
        updatedAt: stamp,
        version: 2,
      },
    ]);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Zurich');
    expect(text).toContain('DTSTART;TZID=Europe/Zurich:20270715T090000');
    expect(text).toContain('DTSTART;VALUE=DATE:20270715\r\nDTEND;VALUE=DATE:20270716');
    expect(text).toContain('UID:phone@x');
    expect(text).toContain('DTSTAMP:20261101T100000Z');
  });
});
