import { schoolDateTime, schoolDay } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { studentPayload } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT';

/** A Swiss wall-clock time `days` from today, as the API takes it. */
const inDays = (days: number, time: string) =>
  schoolDateTime(schoolDay(new Date(Date.now() + days * 86_400_000)), time).toISOString();

const fieldsOf = (body: { error: { details?: { field: string; rule: string }[] } }) =>
  (body.error.details ?? []).map((detail) => `${detail.field} ${detail.rule}`);

describe('plausible dates', () => {
  const t = useTestApp();
  const call = async (method: Method, url: string, payload?: object, email = 'head@demo.ch') =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });

  it('refuses an appointment in year 1 naming the start, and never stores it as 2001', async () => {
    const refused = await call('POST', '/api/appointments', {
      title: 'An 1',
      start: '0001-01-01T10:00:00Z',
      end: '0001-01-01T11:00:00Z',
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json())).toEqual([
      'body.start appointment_out_of_range',
      'body.end appointment_out_of_range',
    ]);
    const stored = await call('GET', '/api/appointments?from=2001-01-01T00:00:00Z&to=2001-01-02T00:00:00Z');
    expect(stored.json().data).toEqual([]);
  });

  it('refuses a single appointment from 2027 to 2099 naming the end, and one longer than a day', async () => {
    const years = await call('POST', '/api/appointments', {
      title: 'Sans fin',
      start: '2027-01-04T10:00:00Z',
      end: '2099-01-04T10:00:00Z',
    });
    expect(years.statusCode).toBe(400);
    expect(fieldsOf(years.json())).toEqual(['body.end appointment_out_of_range']);
    const long = await call('POST', '/api/appointments', {
      title: 'Trop long',
      start: inDays(30, '08:00'),
      end: inDays(31, '09:00'),
    });
    expect(fieldsOf(long.json())).toEqual(['body.end appointment_too_long']);
    const allDay = await call('POST', '/api/appointments', {
      title: 'Vacances',
      start: inDays(30, '00:00'),
      end: inDays(62, '00:00'),
      allDay: true,
    });
    expect(fieldsOf(allDay.json())).toEqual(['body.end appointment_too_long']);
  });

  it('refuses a move of an appointment to year 50, and a series beyond five years', async () => {
    const booked = await call('POST', '/api/appointments', {
      title: 'Leçon',
      start: inDays(40, '06:00'),
      end: inDays(40, '07:00'),
    });
    expect(booked.statusCode).toBe(201);
    const { id, version } = booked.json().data;
    const moved = await call('PUT', `/api/appointments/${id}`, {
      title: 'Leçon',
      start: '0050-03-01T06:00:00Z',
      end: '0050-03-01T07:00:00Z',
      version,
    });
    expect(fieldsOf(moved.json())).toEqual([
      'body.start appointment_out_of_range',
      'body.end appointment_out_of_range',
    ]);
    const series = await call('POST', '/api/appointments', {
      title: 'Chaque semaine',
      start: inDays(41, '06:00'),
      end: inDays(41, '07:00'),
      repeatWeeklyUntil: '2099-12-31',
    });
    expect(fieldsOf(series.json())).toEqual(['body.repeatWeeklyUntil appointment_out_of_range']);
  });

  it('refuses a student’s birth date in year 50, naming the field', async () => {
    const student = await call('POST', '/api/students', studentPayload({ birthDate: '0050-05-01' }));
    expect(student.statusCode).toBe(400);
    expect(fieldsOf(student.json())).toEqual(['body.birthDate day_out_of_range']);
  });
});
