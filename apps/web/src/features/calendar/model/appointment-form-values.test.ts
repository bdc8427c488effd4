import type { Appointment } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import {
  draftEnd,
  formValuesOfAppointment,
  formValuesOfDraft,
  movedAppointment,
  parseSwissDay,
  parseTime,
  repeatWeeklyUntilOf,
  toAppointmentCandidate,
  unreadableSlotFields,
} from './appointment-form-values';

const appointment: Appointment = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Leçon',
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T09:30:00.000Z',
  allDay: false,
  location: null,
  colour: null,
  description: '',
  calendarId: '00000000-0000-4000-8000-000000000002',
  course: null,
  students: [{ id: '00000000-0000-4000-8000-000000000003', firstname: 'Léa', name: 'Muller' }],
  infrastructures: [],
  vehicles: [],
  paid: false,
  price: null,
  priceOverridden: false,
  series: null,
  allowOverlap: false,
  version: 3,
};

describe('appointment form values', () => {
  it('sends the last day of a weekly series only when repeating, refused when unreadable', () => {
    const values = formValuesOfAppointment(appointment);
    expect(repeatWeeklyUntilOf({ ...values, repeatWeekly: false, repeatUntil: '31.12.2026' })).toBeNull();
    expect(repeatWeeklyUntilOf({ ...values, repeatWeekly: true, repeatUntil: '31.12.2026' })).toBe('2026-12-31');
    expect(repeatWeeklyUntilOf({ ...values, repeatWeekly: true, repeatUntil: '31.02.2027' })).toBe('');
  });

  it('fills the student and course the slot picker chose, names included', () => {
    const student = { id: '00000000-0000-4000-8000-000000000009', firstname: 'Sophie', name: 'Martin' };
    const values = formValuesOfDraft({
      start: new Date('2026-12-24T06:00:00Z'),
      end: new Date('2026-12-24T07:00:00Z'),
      allDay: false,
      calendarId: null,
      students: [student],
      courseId: '00000000-0000-4000-8000-000000000010',
    });
    expect(values).toMatchObject({
      startTime: '07:00',
      studentIds: [student.id],
      knownStudents: [student],
      courseId: '00000000-0000-4000-8000-000000000010',
    });
  });

  it('reads Swiss days and times, refusing impossible ones', () => {
    expect(parseSwissDay('1.2.2026')).toBe('2026-02-01');
    expect(parseSwissDay('31.02.2026')).toBeNull();
    expect(parseTime('8:05')).toBe('08:05');
    expect(parseTime('24:00')).toBeNull();
  });

  it('shows an appointment in Swiss time and sends it back unchanged', () => {
    const values = formValuesOfAppointment(appointment);
    expect(values).toMatchObject({ startDate: '01.12.2026', startTime: '09:00', endTime: '10:30' });
    expect(toAppointmentCandidate(values)).toMatchObject({
      start: appointment.start,
      end: appointment.end,
      studentIds: ['00000000-0000-4000-8000-000000000003'],
      location: null,
      colour: null,
    });
  });

  it('ends an all-day appointment at the midnight after its last day', () => {
    const values = formValuesOfDraft({
      start: new Date('2026-06-30T22:00:00Z'),
      end: new Date('2026-07-01T22:00:00Z'),
      allDay: true,
      calendarId: null,
    });
    expect(values).toMatchObject({ startDate: '01.07.2026', endDate: '01.07.2026' });
    expect(toAppointmentCandidate(values)).toMatchObject({
      start: '2026-06-30T22:00:00.000Z',
      end: '2026-07-01T22:00:00.000Z',
    });
  });

  it('names the unreadable side', () => {
    const values = { ...formValuesOfAppointment(appointment), endTime: '25:00' };
    expect(unreadableSlotFields(values)).toEqual(['end']);
    expect(toAppointmentCandidate(values).end).toBe('');
  });

  it('gives a single-slot click the default duration and keeps a longer drag', () => {
    const start = new Date('2026-12-01T08:00:00Z');
    expect(draftEnd(start, new Date('2026-12-01T08:30:00Z'), false, 30, 90).toISOString()).toBe(
      '2026-12-01T09:30:00.000Z',
    );
    expect(draftEnd(start, new Date('2026-12-01T10:00:00Z'), false, 30, 90).toISOString()).toBe(
      '2026-12-01T10:00:00.000Z',
    );
  });

  it('moves the whole appointment with the version it was read at', () => {
    const moved = movedAppointment(appointment, {
      start: new Date('2026-12-02T08:00:00Z'),
      end: new Date('2026-12-02T09:30:00Z'),
      allDay: false,
    });
    expect(moved).toMatchObject({ start: '2026-12-02T08:00:00.000Z', version: 3, title: 'Leçon' });
  });
});
