import type { Calendar } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { canWrite } from '../../model/calendar-events';
import { calendarFormValues, groupCalendars } from './calendar-form-values';

const calendar = (id: string, access: Calendar['access'], extra: Partial<Calendar> = {}): Calendar => ({
  id,
  label: id,
  colour: '#112233',
  defaultDurationMinutes: 60,
  workdayStart: '07:00',
  workdayEnd: '19:00',
  overlay: false,
  defaultCourseId: null,
  main: false,
  access,
  owner: { id: '00000000-0000-4000-8000-000000000009', firstname: 'Anne', name: 'Chef' },
  provider: 'local',
  external: null,
  ...extra,
});

describe('calendar settings', () => {
  it('lists my local calendars, my external ones and those shared with me apart', () => {
    const groups = groupCalendars([
      calendar('main', 'owner', { main: true }),
      calendar('private', 'owner', { provider: 'caldav' }),
      calendar('vku', 'owner'),
      calendar('colleague', 'read'),
      calendar('colleague-rw', 'write'),
    ]);
    expect(groups.local.map((entry) => entry.id)).toEqual(['main', 'vku']);
    expect(groups.external.map((entry) => entry.id)).toEqual(['private']);
    expect(groups.shared.map((entry) => entry.id)).toEqual(['colleague', 'colleague-rw']);
  });

  it('starts a new calendar with 60-minute lessons and a 07:00–19:00 day, and an existing one with its values', () => {
    expect(calendarFormValues(null)).toMatchObject({
      label: '',
      defaultDurationMinutes: 60,
      workdayStart: '07:00',
      workdayEnd: '19:00',
      overlay: false,
      defaultCourseId: null,
    });
    const course = '00000000-0000-4000-8000-000000000005';
    expect(
      calendarFormValues(
        calendar('vku', 'owner', { defaultDurationMinutes: 120, overlay: true, defaultCourseId: course }),
      ),
    ).toMatchObject({
      label: 'vku',
      defaultDurationMinutes: 120,
      overlay: true,
      defaultCourseId: course,
    });
  });

  it('never offers an external calendar for booking, even to its owner', () => {
    expect(canWrite(calendar('mine', 'owner'))).toBe(true);
    expect(canWrite(calendar('private', 'owner', { provider: 'caldav' }))).toBe(false);
    expect(canWrite(calendar('shared-external', 'write', { provider: 'caldav' }))).toBe(false);
    expect(canWrite(calendar('colleague', 'read'))).toBe(false);
  });
});
