import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, users } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const fieldsOf = (body: { error: { details?: { field: string; rule?: string }[] } }) =>
  (body.error.details ?? []).map((detail) => `${detail.field}:${detail.rule}`);

describe('changing and deleting appointments', () => {
  const t = useTestApp();
  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const coursesOf = async (email: string) => (await call(email, 'GET', '/api/bookable-courses')).json().data;
  const studentIds = async (count: number) =>
    (await call('head@demo.ch', 'GET', `/api/students?pageSize=${count}`))
      .json()
      .data.map((student: { id: string }) => student.id);
  const slot = { start: '2026-12-03T08:00:00+01:00', end: '2026-12-03T09:00:00+01:00' };
  // Every test books the same hour of the head's time: an intended overlap (the rule is monitor-time.test.ts's).
  const book = async (extra: object = {}) => {
    const response = await call('head@demo.ch', 'POST', '/api/appointments', {
      title: 'Leçon',
      ...slot,
      allowOverlap: true,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const asInput = (appointment: Record<string, unknown>) => ({
    title: appointment.title,
    start: appointment.start,
    end: appointment.end,
    calendarId: appointment.calendarId,
    allowOverlap: appointment.allowOverlap,
    version: appointment.version,
  });

  it('moves an appointment and raises its version; an edit of the old version is refused with nothing written', async () => {
    const booked = await book();
    const moved = await call('head@demo.ch', 'PUT', `/api/appointments/${booked.id}`, {
      ...asInput(booked),
      start: '2026-12-03T10:00:00+01:00',
      end: '2026-12-03T11:30:00+01:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ start: '2026-12-03T09:00:00.000Z', version: 2 });

    const stale = await call('head@demo.ch', 'PUT', `/api/appointments/${booked.id}`, {
      ...asInput(booked),
      title: 'Ancienne version',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    const [stored] = await t().database.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(stored).toMatchObject({ title: 'Leçon', version: 2 });
  });

  it('refuses a move onto a booked infrastructure, but not onto its own slot', async () => {
    const ground = (await call('head@demo.ch', 'POST', '/api/infrastructures', { name: 'Piste X', price: 0 })).json()
      .data;
    const first = await book({ infrastructureIds: [ground.id] });
    const second = await book({
      start: '2026-12-03T09:00:00+01:00',
      end: '2026-12-03T10:00:00+01:00',
      infrastructureIds: [ground.id],
    });
    const kept = await call('head@demo.ch', 'PUT', `/api/appointments/${first.id}`, {
      ...asInput(first),
      title: 'Même créneau',
      infrastructureIds: [ground.id],
    });
    expect(kept.statusCode).toBe(200);
    const clash = await call('head@demo.ch', 'PUT', `/api/appointments/${second.id}`, {
      ...asInput(second),
      start: slot.start,
      end: slot.end,
      infrastructureIds: [ground.id],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('resource_unavailable');
  });

  it('needs a student for a personal course, and respects the maximum participants', async () => {
    const courses = await coursesOf('head@demo.ch');
    const lesson = courses.find((course: { individual: boolean }) => course.individual);
    const lonely = await call('head@demo.ch', 'POST', '/api/appointments', { ...slot, courseId: lesson.id });
    expect(lonely.statusCode).toBe(400);
    expect(fieldsOf(lonely.json())).toEqual(['body.studentIds:student_required']);

    const small = (
      await call('head@demo.ch', 'POST', '/api/courses', {
        label: 'Atelier 2 places',
        abbreviation: 'ATE',
        category: 'B',
        icon: 'classroom',
        colour: '#2f9e44',
        descriptions: { fr: '', de: '', it: '', en: '' },
        maxParticipants: 2,
        paymentModes: ['invoice'],
        price: 50,
        durationMinutes: 60,
      })
    ).json().data;
    const three = await studentIds(3);
    const full = await call('head@demo.ch', 'POST', '/api/appointments', {
      ...slot,
      courseId: small.id,
      studentIds: three,
    });
    expect(full.statusCode).toBe(400);
    expect(fieldsOf(full.json())).toEqual(['body.studentIds:course_full']);
    const fits = await book({ courseId: small.id, studentIds: three.slice(0, 2) });
    expect(fits.students).toHaveLength(2);
    const tooMany = await call('head@demo.ch', 'PUT', `/api/appointments/${fits.id}`, {
      ...asInput(fits),
      courseId: small.id,
      studentIds: three,
    });
    expect(fieldsOf(tooMany.json())).toEqual(['body.studentIds:course_full']);
  });

  it('keeps a disabled course on an appointment being moved', async () => {
    const course = (
      await call('head@demo.ch', 'POST', '/api/courses', {
        label: 'Cours retiré',
        abbreviation: 'RET',
        category: 'B',
        icon: 'classroom',
        colour: '#2f9e44',
        descriptions: { fr: '', de: '', it: '', en: '' },
        paymentModes: ['invoice'],
        price: 50,
        durationMinutes: 60,
      })
    ).json().data;
    const booked = await book({ courseId: course.id });
    expect((await call('head@demo.ch', 'POST', `/api/courses/${course.id}/disable`)).statusCode).toBe(200);
    const moved = await call('head@demo.ch', 'PUT', `/api/appointments/${booked.id}`, {
      ...asInput(booked),
      courseId: course.id,
      start: '2026-12-04T08:00:00+01:00',
      end: '2026-12-04T09:00:00+01:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.course).toMatchObject({ id: course.id, disabled: true });
  });

  it('deletes an appointment; a read-only share and another school cannot change or delete it', async () => {
    const booked = await book();
    const marco = (await t().database.db.select().from(users).where(eq(users.email, 'monitor@demo.ch')))[0]?.id;
    await call('head@demo.ch', 'PUT', `/api/calendars/${booked.calendarId}/shares/${marco}`, { access: 'read' });

    const change = { ...asInput(booked), title: 'Pas à moi' };
    expect((await call('monitor@demo.ch', 'PUT', `/api/appointments/${booked.id}`, change)).statusCode).toBe(403);
    expect((await call('monitor@demo.ch', 'DELETE', `/api/appointments/${booked.id}`)).statusCode).toBe(403);
    expect((await call('ceresio@demo.ch', 'PUT', `/api/appointments/${booked.id}`, change)).statusCode).toBe(404);
    expect((await call('ceresio@demo.ch', 'DELETE', `/api/appointments/${booked.id}`)).statusCode).toBe(404);

    expect((await call('head@demo.ch', 'DELETE', `/api/appointments/${booked.id}`)).statusCode).toBe(200);
    expect((await call('head@demo.ch', 'GET', `/api/appointments/${booked.id}`)).statusCode).toBe(404);
  });

  it('refuses a change without its version, naming it', async () => {
    const booked = await book();
    const { version: _version, ...withoutVersion } = asInput(booked);
    const response = await call('head@demo.ch', 'PUT', `/api/appointments/${booked.id}`, withoutVersion);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['body.version:invalid_type']);
  });
});
