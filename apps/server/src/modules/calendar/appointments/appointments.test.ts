import { describe, expect, it } from 'vitest';
import { addDemoEmployee } from '../../../test/school-test-data';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST';

const course = {
  label: 'Cours VKU juin',
  abbreviation: 'VKU',
  category: 'B',
  icon: 'classroom',
  colour: '#2f9e44',
  descriptions: { fr: '', de: '', it: '', en: '' },
  startDate: '2026-06-01',
  endDate: '2026-06-30',
  maxParticipants: 12,
  paymentModes: ['invoice'],
  price: 180,
  durationMinutes: 120,
};

describe('appointments and availability', () => {
  const t = useTestApp();
  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const firstOf = async (email: string, url: string) => (await call(email, 'GET', url)).json().data[0];
  /** The head's individual driving lesson: it has no date range. */
  const lessonOf = async (email: string) =>
    (await call(email, 'GET', '/api/bookable-courses'))
      .json()
      .data.find((entry: { individual: boolean }) => entry.individual);
  /** Sophie Martin, the head's demo student: a personal lesson needs one. */
  const sophie = async () =>
    (await call('head@demo.ch', 'GET', '/api/students?q=402815367')).json().data[0].id as string;
  /** 20 bookings by the head at the same moment, each with its own payload. */
  const bookInParallel = async (payloadOf: (index: number) => object) => {
    const token = await tokenFor(t().app, 'head@demo.ch');
    return Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t().app.inject({ method: 'POST', url: '/api/appointments', headers: bearer(token), payload: payloadOf(index) }),
      ),
    );
  };
  const newInfrastructure = async (name: string) =>
    (await call('head@demo.ch', 'POST', '/api/infrastructures', { name, price: 0 })).json().data;

  it('books a lesson with a course, an infrastructure and a vehicle, and shows them', async () => {
    const lesson = await lessonOf('head@demo.ch');
    const ground = await newInfrastructure('Place A');
    const vehicle = await firstOf('head@demo.ch', '/api/vehicles');
    const created = await call('head@demo.ch', 'POST', '/api/appointments', {
      title: 'Leçon',
      start: '2026-06-02T08:00:00+02:00',
      end: '2026-06-02T09:00:00+02:00',
      courseId: lesson.id,
      studentIds: [await sophie()],
      infrastructureIds: [ground.id],
      vehicleIds: [vehicle.id],
    });
    expect(created.statusCode).toBe(201);
    const shown = (await call('head@demo.ch', 'GET', `/api/appointments/${created.json().data.id}`)).json().data;
    expect(shown).toMatchObject({
      start: '2026-06-02T06:00:00.000Z',
      course: { id: lesson.id, disabled: false },
      infrastructures: [{ id: ground.id, name: 'Place A' }],
      vehicles: [{ id: vehicle.id }],
      version: 1,
    });
  });

  it('refuses a second booking of the same infrastructure with the unavailable message, touching ones pass', async () => {
    const ground = await newInfrastructure('Place B');
    const book = (start: string, end: string, allDay = false) =>
      call('head@demo.ch', 'POST', '/api/appointments', { start, end, allDay, infrastructureIds: [ground.id] });
    expect((await book('2026-06-03T08:00:00Z', '2026-06-03T09:00:00Z')).statusCode).toBe(201);
    const clash = await book('2026-06-03T08:30:00Z', '2026-06-03T09:30:00Z');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: 'resource_unavailable',
      details: { busyInfrastructureIds: [ground.id], busyVehicleIds: [] },
    });
    expect((await book('2026-06-03T09:00:00Z', '2026-06-03T10:00:00Z')).statusCode).toBe(201);
    // An all-day booking blocks the whole Swiss day, even hours away from the other booking.
    expect((await book('2026-06-02T22:00:00Z', '2026-06-03T22:00:00Z', true)).statusCode).toBe(409);
  });

  it('answers availability questions at the edges', async () => {
    const ground = await newInfrastructure('Place C');
    await call('head@demo.ch', 'POST', '/api/appointments', {
      start: '2026-06-05T22:00:00Z',
      end: '2026-06-06T22:00:00Z',
      allDay: true,
      infrastructureIds: [ground.id],
    });
    const ask = async (start: string, end: string) =>
      (
        await call('head@demo.ch', 'GET', `/api/availability?start=${start}&end=${end}&infrastructureIds=${ground.id}`)
      ).json().data;
    expect(await ask('2026-06-06T06:00:00Z', '2026-06-06T07:00:00Z')).toMatchObject({
      free: false,
      busyInfrastructureIds: [ground.id],
    });
    expect((await ask('2026-06-05T20:00:00Z', '2026-06-05T22:00:00Z')).free).toBe(true);
    expect((await ask('2026-06-06T22:00:00Z', '2026-06-06T23:00:00Z')).free).toBe(true);
  });

  it('refuses a date outside the course range, naming the field and the course dates', async () => {
    const vku = (await call('head@demo.ch', 'POST', '/api/courses', course)).json().data;
    const response = await call('head@demo.ch', 'POST', '/api/appointments', {
      start: '2026-07-01T08:00:00+02:00',
      end: '2026-07-01T10:00:00+02:00',
      courseId: vku.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'outside_course_range',
      details: [{ field: 'body.start', startDate: '2026-06-01', endDate: '2026-06-30' }],
    });
    // The last evening of the course in Swiss time is still inside it.
    const lastEvening = await call('head@demo.ch', 'POST', '/api/appointments', {
      start: '2026-06-30T20:00:00+02:00',
      end: '2026-06-30T22:00:00+02:00',
      courseId: vku.id,
    });
    expect(lastEvening.statusCode).toBe(201);
  });

  it('keeps a disabled course readable on a past appointment but no longer books it', async () => {
    const vku = (await call('head@demo.ch', 'POST', '/api/courses', { ...course, label: 'VKU mai' })).json().data;
    const past = (
      await call('head@demo.ch', 'POST', '/api/appointments', {
        start: '2026-06-04T08:00:00+02:00',
        end: '2026-06-04T10:00:00+02:00',
        courseId: vku.id,
      })
    ).json().data;
    expect((await call('head@demo.ch', 'POST', `/api/courses/${vku.id}/disable`)).statusCode).toBe(200);
    const shown = (await call('head@demo.ch', 'GET', `/api/appointments/${past.id}`)).json().data;
    expect(shown.course).toMatchObject({ id: vku.id, label: 'VKU mai', disabled: true });
    const again = await call('head@demo.ch', 'POST', '/api/appointments', {
      start: '2026-06-05T08:00:00+02:00',
      end: '2026-06-05T10:00:00+02:00',
      courseId: vku.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details[0].field).toBe('body.courseId');
    const bookable = (await call('head@demo.ch', 'GET', '/api/bookable-courses')).json().data;
    expect(bookable.map((entry: { id: string }) => entry.id)).not.toContain(vku.id);
  });

  it('lets an employee book with a course shared with employees, not with another one', async () => {
    // The demo employee may not create sessions: one who may.
    await addDemoEmployee(t().database.db, 'booker@demo.ch');
    const shared = (
      await call('head@demo.ch', 'POST', '/api/courses', { ...course, label: 'Partagé', availableForEmployees: true })
    ).json().data;
    const kept = (await call('head@demo.ch', 'POST', '/api/courses', { ...course, label: 'Privé' })).json().data;
    const bookable = (await call('booker@demo.ch', 'GET', '/api/bookable-courses')).json().data;
    const ids = bookable.map((entry: { id: string }) => entry.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(kept.id);
    const slot = { start: '2026-06-10T08:00:00+02:00', end: '2026-06-10T10:00:00+02:00' };
    expect(
      (await call('booker@demo.ch', 'POST', '/api/appointments', { ...slot, courseId: shared.id })).statusCode,
    ).toBe(201);
    expect((await call('booker@demo.ch', 'POST', '/api/appointments', { ...slot, courseId: kept.id })).statusCode).toBe(
      400,
    );
  });

  it('keeps another school out: its courses, infrastructures and appointments', async () => {
    const lesson = await lessonOf('head@demo.ch');
    const ground = await newInfrastructure('Place D');
    const mine = (
      await call('head@demo.ch', 'POST', '/api/appointments', {
        start: '2026-06-11T08:00:00Z',
        end: '2026-06-11T09:00:00Z',
        courseId: lesson.id,
        studentIds: [await sophie()],
      })
    ).json().data;
    expect((await call('ceresio@demo.ch', 'GET', `/api/appointments/${mine.id}`)).statusCode).toBe(404);
    const slot = { start: '2026-06-12T08:00:00Z', end: '2026-06-12T09:00:00Z' };
    const withCourse = await call('ceresio@demo.ch', 'POST', '/api/appointments', { ...slot, courseId: lesson.id });
    expect(withCourse.statusCode).toBe(400);
    const withGround = await call('ceresio@demo.ch', 'POST', '/api/appointments', {
      ...slot,
      infrastructureIds: [ground.id],
    });
    expect(withGround.statusCode).toBe(400);
    expect(withGround.json().error.details[0].field).toBe('body.infrastructureIds.0');
    const asked = await call(
      'ceresio@demo.ch',
      'GET',
      `/api/availability?start=${slot.start}&end=${slot.end}&infrastructureIds=${ground.id}`,
    );
    expect(asked.statusCode).toBe(400);
  });

  it('writes nothing for an end before the start and names the field', async () => {
    const response = await call('head@demo.ch', 'POST', '/api/appointments', {
      start: '2026-06-12T10:00:00Z',
      end: '2026-06-12T09:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('body.end');
  });

  it('lets only one of 20 parallel bookings of the same slot through', async () => {
    const ground = await newInfrastructure('Place E');
    const responses = await bookInParallel((index) => ({
      title: `Essai ${index}`,
      start: '2026-06-15T08:00:00Z',
      end: '2026-06-15T09:00:00Z',
      infrastructureIds: [ground.id],
    }));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
  });

  it('never books a student twice at once: one of 20 parallel bookings of his slot goes through', async () => {
    const student = await sophie();
    const responses = await bookInParallel((index) => ({
      title: `Élève ${index}`,
      start: `2026-06-16T08:${String(index).padStart(2, '0')}:00Z`,
      end: '2026-06-16T09:30:00Z',
      studentIds: [student],
    }));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().error).toMatchObject({ code: 'student_busy', details: { busyStudentIds: [student] } });
    // Touching is fine: the next lesson starts when this one ends.
    const next = await call('head@demo.ch', 'POST', '/api/appointments', {
      title: 'Suivante',
      start: '2026-06-16T09:30:00Z',
      end: '2026-06-16T10:30:00Z',
      studentIds: [student],
    });
    expect(next.statusCode).toBe(201);
  });

  it('lists my appointments of a window in start order, and refuses a window over 62 days', async () => {
    const title = 'Fenêtre';
    for (const start of ['2026-08-03T10:00:00Z', '2026-08-01T10:00:00Z']) {
      const end = start.replace('10:00', '11:00');
      await call('head@demo.ch', 'POST', '/api/appointments', { title, start, end });
    }
    const listed = (
      await call('head@demo.ch', 'GET', '/api/appointments?from=2026-08-01T00:00:00Z&to=2026-08-10T00:00:00Z')
    ).json().data;
    expect(listed.map((entry: { start: string }) => entry.start)).toEqual([
      '2026-08-01T10:00:00.000Z',
      '2026-08-03T10:00:00.000Z',
    ]);
    const others = await call(
      'ceresio@demo.ch',
      'GET',
      '/api/appointments?from=2026-08-01T00:00:00Z&to=2026-08-10T00:00:00Z',
    );
    expect(others.json().data).toEqual([]);
    const tooLong = await call(
      'head@demo.ch',
      'GET',
      '/api/appointments?from=2026-01-01T00:00:00Z&to=2026-04-01T00:00:00Z',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].field).toBe('querystring.to');
  });
});
