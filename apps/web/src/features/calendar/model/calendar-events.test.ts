import type { Appointment, Calendar } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { appointmentColour, canChange, matchesSearch, toCalendarEvent } from './calendar-events';

const calendar = (access: Calendar['access']): Calendar => ({
  id: '00000000-0000-4000-8000-000000000002',
  label: 'Main',
  colour: '#112233',
  defaultDurationMinutes: 60,
  workdayStart: '07:00',
  workdayEnd: '19:00',
  overlay: false,
  defaultCourseId: null,
  main: true,
  access,
  owner: { id: '00000000-0000-4000-8000-000000000009', firstname: 'Anne', name: 'Chef' },
});

const appointment: Appointment = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Leçon – autoroute',
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T09:00:00.000Z',
  allDay: false,
  location: 'Lausanne, Gare CFF',
  colour: null,
  description: '',
  calendarId: '00000000-0000-4000-8000-000000000002',
  course: null,
  students: [{ id: '00000000-0000-4000-8000-000000000003', firstname: 'Léa', name: 'Müller' }],
  infrastructures: [],
  vehicles: [],
  paid: false,
  price: null,
  priceOverridden: false,
  series: null,
  allowOverlap: false,
  version: 1,
};

describe('calendar events', () => {
  it('takes the appointment colour, else the course colour, else the calendar colour', () => {
    expect(appointmentColour({ ...appointment, colour: '#aa0000' }, calendar('owner'))).toBe('#aa0000');
    const course = {
      id: appointment.id,
      label: 'L',
      abbreviation: 'L',
      icon: 'car',
      colour: '#00aa00',
      disabled: false,
    };
    expect(appointmentColour({ ...appointment, course } as Appointment, calendar('owner'))).toBe('#00aa00');
    expect(appointmentColour(appointment, calendar('owner'))).toBe('#112233');
  });

  it('finds an appointment by title, student or place, ignoring case and accents', () => {
    expect(matchesSearch(appointment, 'AUTOROUTE')).toBe(true);
    expect(matchesSearch(appointment, 'lea muller')).toBe(true);
    expect(matchesSearch(appointment, 'gare cff')).toBe(true);
    expect(matchesSearch(appointment, 'Genève')).toBe(false);
    expect(matchesSearch(appointment, '  ')).toBe(true);
  });

  it('locks the events of a calendar shared read-only', () => {
    expect(toCalendarEvent(appointment, calendar('read'), 'x').editable).toBe(false);
    expect(toCalendarEvent(appointment, calendar('write'), 'x').editable).toBe(true);
  });

  it('lets an employee without the right to create sessions change nothing, even in a calendar he may write', () => {
    expect(canChange(calendar('owner'), true)).toBe(true);
    expect(canChange(calendar('write'), true)).toBe(true);
    expect(canChange(calendar('read'), true)).toBe(false);
    expect(canChange(undefined, true)).toBe(false);
    expect(canChange(calendar('write'), false)).toBe(false);
    expect(canChange(calendar('owner'), false)).toBe(false);
    expect(toCalendarEvent(appointment, calendar('write'), 'x', false).editable).toBe(false);
  });
});
