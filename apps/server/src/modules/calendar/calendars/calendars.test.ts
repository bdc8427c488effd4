import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, calendars } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const fieldsOf = (body: { error: { details?: { field: string }[] } }) =>
  (body.error.details ?? []).map((detail) => detail.field);
/** Sophie Martin, the head's demo student; Lukas Müller, a student of monitor@demo.ch. */
const SOPHIE = '402815367';
const LUKAS = '58213049';

describe('calendars and their shares', () => {
  const t = useTestApp();
  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const mainOf = async (email: string) =>
    (await call(email, 'GET', '/api/calendars'))
      .json()
      .data.find((calendar: { main: boolean; access: string }) => calendar.main && calendar.access === 'owner');
  const monitorId = async (email: string) =>
    (await t().database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) }))?.id;
  const studentId = async (email: string, faber: string) =>
    (await call(email, 'GET', `/api/students?q=${faber}&archived=true`)).json().data[0].id;
  // Every test books the same hour of the same monitors: an intended overlap (the rule is monitor-time.test.ts's).
  const book = (email: string, extra: object = {}) =>
    call(email, 'POST', '/api/appointments', {
      title: 'Leçon',
      allowOverlap: true,
      start: '2026-12-02T08:00:00+01:00',
      end: '2026-12-02T09:00:00+01:00',
      ...extra,
    });
  const week = (email: string) =>
    call(email, 'GET', '/api/appointments?from=2026-11-30T00:00:00%2B01:00&to=2026-12-07T00:00:00%2B01:00');

  it('gives every monitor a main calendar in his language, with 60-minute lessons and work-day hours', async () => {
    expect(await mainOf('head@demo.ch')).toMatchObject({
      label: 'Mon agenda',
      defaultDurationMinutes: 60,
      workdayStart: '07:00',
      workdayEnd: '19:00',
      overlay: false,
      access: 'owner',
      owner: { firstname: 'Hélène' },
    });
    expect((await mainOf('monitor@demo.ch')).label).toBe('Il mio calendario');
  });

  it("books the owner's lesson by default; another monitor's course is refused as the default", async () => {
    const courses = async (email: string) => (await call(email, 'GET', '/api/bookable-courses')).json().data;
    const lesson = (await courses('head@demo.ch')).find(
      (course: { label: string }) => course.label === 'Leçon de conduite',
    );
    const main = await mainOf('head@demo.ch');
    expect(main.defaultCourseId).toBe(lesson.id);
    // An employee's main calendar has no course of its own to start with.
    expect((await mainOf('employee@demo.ch')).defaultCourseId).toBeNull();

    const settings = {
      label: main.label,
      colour: main.colour,
      defaultDurationMinutes: main.defaultDurationMinutes,
      workdayStart: main.workdayStart,
      workdayEnd: main.workdayEnd,
      overlay: main.overlay,
    };
    const marcoLesson = (await courses('monitor@demo.ch'))[0];
    const foreign = await call('head@demo.ch', 'PUT', `/api/calendars/${main.id}`, {
      ...settings,
      defaultCourseId: marcoLesson.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())).toEqual(['body.defaultCourseId']);
    const elsewhere = await call('ceresio@demo.ch', 'POST', '/api/calendars', {
      label: 'Autre',
      colour: '#2f9e44',
      defaultCourseId: lesson.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(fieldsOf(elsewhere.json())).toEqual(['body.defaultCourseId']);
    expect((await mainOf('head@demo.ch')).defaultCourseId).toBe(lesson.id);

    const vku = (await courses('head@demo.ch')).find(
      (course: { abbreviation: string }) => course.abbreviation === 'VKU',
    );
    const chosen = await call('head@demo.ch', 'PUT', `/api/calendars/${main.id}`, {
      ...settings,
      defaultCourseId: vku.id,
    });
    expect(chosen.json().data.defaultCourseId).toBe(vku.id);
    const none = await call('head@demo.ch', 'PUT', `/api/calendars/${main.id}`, { ...settings, defaultCourseId: null });
    expect(none.json().data.defaultCourseId).toBeNull();
    await call('head@demo.ch', 'PUT', `/api/calendars/${main.id}`, { ...settings, defaultCourseId: lesson.id });
  });

  it('books into the main calendar by default, with its students', async () => {
    const sophie = await studentId('head@demo.ch', SOPHIE);
    const created = await book('head@demo.ch', { studentIds: [sophie] });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      calendarId: (await mainOf('head@demo.ch')).id,
      students: [{ id: sophie, firstname: 'Sophie', name: 'Martin' }],
    });
  });

  it('refuses a student the booker does not hold, naming him, and writes nothing', async () => {
    const lukas = await studentId('monitor@demo.ch', LUKAS);
    const before = await t().database.db.select().from(appointments);
    const refused = await book('ceresio@demo.ch', { studentIds: [lukas] });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json())).toEqual(['body.studentIds.0']);
    expect(await t().database.db.select().from(appointments)).toHaveLength(before.length);
  });

  it('refuses a bad calendar naming every field, and writes nothing', async () => {
    const before = await t().database.db.select().from(calendars);
    const refused = await call('head@demo.ch', 'POST', '/api/calendars', {
      label: ' ',
      colour: 'blue',
      defaultDurationMinutes: 0,
      workdayStart: '18:00',
      workdayEnd: '08:00',
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json()).sort()).toEqual(
      ['body.colour', 'body.defaultDurationMinutes', 'body.label', 'body.workdayEnd'].sort(),
    );
    expect(await t().database.db.select().from(calendars)).toHaveLength(before.length);
  });

  it('adds, changes and deletes a calendar with its appointments; the main one stays', async () => {
    const created = await call('head@demo.ch', 'POST', '/api/calendars', {
      label: 'Cours VKU',
      colour: '#2f9e44',
      defaultDurationMinutes: 120,
    });
    expect(created.statusCode).toBe(201);
    const vku = created.json().data;
    expect(vku).toMatchObject({ main: false, workdayStart: '07:00', access: 'owner' });
    const changed = await call('head@demo.ch', 'PUT', `/api/calendars/${vku.id}`, {
      label: 'VKU',
      colour: '#2f9e44',
      workdayStart: '17:30',
      workdayEnd: '22:00',
    });
    expect(changed.json().data).toMatchObject({ label: 'VKU', workdayStart: '17:30', workdayEnd: '22:00' });
    const booked = (await book('head@demo.ch', { calendarId: vku.id })).json().data;

    const main = await mainOf('head@demo.ch');
    const kept = await call('head@demo.ch', 'DELETE', `/api/calendars/${main.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.code).toBe('main_calendar');

    expect((await call('head@demo.ch', 'DELETE', `/api/calendars/${vku.id}`)).statusCode).toBe(200);
    expect(await t().database.db.select().from(appointments).where(eq(appointments.id, booked.id))).toEqual([]);
  });

  it('shares read-only: the monitor sees the calendar and its appointments but cannot book into it', async () => {
    const main = await mainOf('head@demo.ch');
    const marco = await monitorId('monitor@demo.ch');
    const shared = await call('head@demo.ch', 'PUT', `/api/calendars/${main.id}/shares/${marco}`, { access: 'read' });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data).toContainEqual({
      monitor: { id: marco, firstname: 'Marco', name: 'Rossi', email: 'monitor@demo.ch' },
      access: 'read',
    });
    const headsBooking = (await book('head@demo.ch', { title: 'Chez Hélène' })).json().data;

    const seen = (await call('monitor@demo.ch', 'GET', '/api/calendars')).json().data;
    expect(seen.find((calendar: { id: string }) => calendar.id === main.id)).toMatchObject({ access: 'read' });
    const titles = (await week('monitor@demo.ch')).json().data.map((entry: { title: string }) => entry.title);
    expect(titles).toContain('Chez Hélène');
    expect((await call('monitor@demo.ch', 'GET', `/api/appointments/${headsBooking.id}`)).statusCode).toBe(200);
    expect((await book('monitor@demo.ch', { calendarId: main.id })).statusCode).toBe(403);
    expect(
      (await call('monitor@demo.ch', 'PUT', `/api/calendars/${main.id}`, { label: 'x', colour: '#000000' })).statusCode,
    ).toBe(403);
    expect((await call('monitor@demo.ch', 'GET', `/api/calendars/${main.id}/shares`)).statusCode).toBe(403);

    // Read-write: now he books into it.
    await call('head@demo.ch', 'PUT', `/api/calendars/${main.id}/shares/${marco}`, { access: 'write' });
    const written = await book('monitor@demo.ch', { calendarId: main.id, title: 'Par Marco' });
    expect(written.statusCode).toBe(201);
    expect(written.json().data.calendarId).toBe(main.id);

    // Removed: the calendar and its appointments are gone from his view.
    expect((await call('head@demo.ch', 'DELETE', `/api/calendars/${main.id}/shares/${marco}`)).statusCode).toBe(200);
    expect((await call('head@demo.ch', 'DELETE', `/api/calendars/${main.id}/shares/${marco}`)).statusCode).toBe(404);
    expect((await call('monitor@demo.ch', 'GET', `/api/appointments/${headsBooking.id}`)).statusCode).toBe(404);
    const after = (await week('monitor@demo.ch')).json().data.map((entry: { title: string }) => entry.title);
    expect(after).not.toContain('Chez Hélène');
  });

  it('shares only with another monitor or an employee of the school, naming the monitor otherwise', async () => {
    const main = await mainOf('head@demo.ch');
    const employee = await monitorId('employee@demo.ch');
    expect(
      (await call('head@demo.ch', 'PUT', `/api/calendars/${main.id}/shares/${employee}`, { access: 'read' }))
        .statusCode,
    ).toBe(200);
    for (const email of ['ceresio@demo.ch', 'head@demo.ch', 'student@demo.ch']) {
      const refused = await call('head@demo.ch', 'PUT', `/api/calendars/${main.id}/shares/${await monitorId(email)}`, {
        access: 'read',
      });
      expect(refused.statusCode, email).toBe(400);
      expect(fieldsOf(refused.json()), email).toEqual(['params.monitorId']);
    }
  });

  it("keeps another school's monitor out: 404 on the calendar, its shares and its appointments", async () => {
    const main = await mainOf('head@demo.ch');
    const booking = (await book('head@demo.ch')).json().data;
    const ceresio = 'ceresio@demo.ch';
    expect(
      (await call(ceresio, 'PUT', `/api/calendars/${main.id}`, { label: 'x', colour: '#000000' })).statusCode,
    ).toBe(404);
    expect((await call(ceresio, 'DELETE', `/api/calendars/${main.id}`)).statusCode).toBe(404);
    expect((await call(ceresio, 'GET', `/api/calendars/${main.id}/shares`)).statusCode).toBe(404);
    expect((await call(ceresio, 'GET', `/api/appointments/${booking.id}`)).statusCode).toBe(404);
    expect((await book(ceresio, { calendarId: main.id })).statusCode).toBe(404);
    const listed = (await call(ceresio, 'GET', '/api/calendars')).json().data;
    expect(listed.map((calendar: { id: string }) => calendar.id)).not.toContain(main.id);
    const theirs = (await week(ceresio)).json().data.map((entry: { id: string }) => entry.id);
    expect(theirs).not.toContain(booking.id);
  });
});
