import { randomUUID } from 'node:crypto';
import { schoolDay } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonCharges, lessons } from '../../../db/schema';
import { frenchCardAndSkill } from '../../../test/lesson-test-data';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT';

/** A 45-minute course at CHF 90, without dates or a student needed. */
const course = {
  label: 'Leçon tarifée',
  abbreviation: 'LTA',
  category: 'B',
  icon: 'car',
  colour: '#1c5fb8',
  descriptions: { fr: '', de: '', it: '', en: '' },
  price: 90,
  durationMinutes: 45,
  individual: false,
  paymentModes: ['cash'],
};

describe('prices of appointments and lessons (issue 26 §1)', () => {
  const t = useTestApp();
  const call = async (method: Method, url: string, payload?: object, user = 'head@demo.ch') =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, user)) });
  let courses = 0;
  const newCourse = async () => {
    courses += 1;
    const created = await call('POST', '/api/courses', { ...course, label: `${course.label} ${courses}` });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: string; version: number };
  };
  const slot = (minutes: number, hoursAgo = 48) => {
    const start = new Date(Date.now() - hoursAgo * 3_600_000);
    return { start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() };
  };
  const book = (payload: object) =>
    call('POST', '/api/appointments', { title: 'Leçon', allowOverlap: true, ...payload });
  /** What a lesson froze when it ended, for accounting: its course and its day of payment. */
  const frozen = async (id: string) => {
    const [row] = await t()
      .database.db.select({ courseId: lessons.courseId, paidOn: lessons.paidOn, priceCentimes: lessons.priceCentimes })
      .from(lessons)
      .where(eq(lessons.id, id));
    return row;
  };

  it('prices an appointment pro rata of its course’s duration, to 5 centimes', async () => {
    const { id: courseId } = await newCourse();
    const prices = [];
    for (const minutes of [45, 90, 50]) {
      const booked = await book({ ...slot(minutes), courseId });
      expect(booked.statusCode, booked.body).toBe(201);
      prices.push(booked.json().data);
    }
    // 90 × 50 / 45 = 100
    expect(prices.map(({ price, priceOverridden }) => [price, priceOverridden])).toEqual([
      [90, false],
      [180, false],
      [100, false],
    ]);
  });

  it('takes the price set on the appointment, and its course’s again once cleared', async () => {
    const { id: courseId } = await newCourse();
    const booked = await book({ ...slot(45), courseId, price: 75.5 });
    expect(booked.json().data).toMatchObject({ price: 75.5, priceOverridden: true });
    const { id, version } = booked.json().data;
    const cleared = await call('PUT', `/api/appointments/${id}`, {
      ...slot(45),
      courseId,
      allowOverlap: true,
      price: null,
      version,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ price: 90, priceOverridden: false });
    // 0 is a price of its own (free), not the course's.
    const zero = await call('PUT', `/api/appointments/${id}`, {
      ...slot(45),
      courseId,
      allowOverlap: true,
      price: 0,
      version: cleared.json().data.version,
    });
    expect(zero.json().data).toMatchObject({ price: 0, priceOverridden: true });
  });

  it('refuses a negative price or one with 3 decimals, naming body.price, and writes nothing', async () => {
    const { id: courseId } = await newCourse();
    const booked = (await book({ ...slot(45), courseId })).json().data;
    for (const price of [-1, 12.345]) {
      const refused = await call('PUT', `/api/appointments/${booked.id}`, {
        ...slot(45),
        courseId,
        allowOverlap: true,
        price,
        version: booked.version,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details.map((detail: { field: string }) => detail.field)).toContain('body.price');
      expect((await book({ ...slot(45), courseId, price })).statusCode).toBe(400);
    }
    expect((await call('GET', `/api/appointments/${booked.id}`)).json().data).toMatchObject({
      price: 90,
      priceOverridden: false,
      version: booked.version,
    });
  });

  it('does not let a user of another school set the price of an appointment', async () => {
    const booked = (await book({ ...slot(45), courseId: (await newCourse()).id })).json().data;
    const foreign = await call(
      'PUT',
      `/api/appointments/${booked.id}`,
      { ...slot(45), price: 1, version: booked.version },
      'ceresio@demo.ch',
    );
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await call('GET', `/api/appointments/${booked.id}`)).json().data).toMatchObject({ price: 90 });
  });

  it('freezes a lesson’s price when it ends: a later course price does not change it', async () => {
    const created = await newCourse();
    const [student] = (await call('GET', '/api/students?pageSize=1')).json().data as { id: string }[];
    const { card, skill } = await frenchCardAndSkill(t().app);
    if (!student) throw new Error('the head has no student');
    const appointment = (await book({ ...slot(90, 2), courseId: created.id })).json().data;
    const id = randomUUID();
    const started = await call('POST', '/api/lessons', {
      id,
      studentId: student.id,
      trainingCardId: card.id,
      skillIds: [skill.id],
      appointmentId: appointment.id,
      startedAt: new Date().toISOString(),
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data.price).toBeNull();
    const ended = await call('POST', `/api/lessons/${id}/end`, {
      endedAt: new Date().toISOString(),
      paid: false,
      offered: true,
    });
    expect(ended.json().data).toMatchObject({ price: 180, offered: true });
    // Its appointment's course; offered, not paid: no day of payment.
    expect(await frozen(id)).toEqual({ courseId: created.id, paidOn: null, priceCentimes: 18_000 });

    const dearer = await call('PUT', `/api/courses/${created.id}`, { ...course, price: 120, version: created.version });
    expect(dearer.statusCode, dearer.body).toBe(200);
    expect((await call('GET', `/api/appointments/${appointment.id}`)).json().data.price).toBe(240);
    const history = (await call('GET', `/api/students/${student.id}/lessons`)).json().data;
    expect(history.lessons.find((lesson: { id: string }) => lesson.id === id)).toMatchObject({ price: 180 });
  });

  it('charges a lesson for its appointment’s auto-invoiced infrastructures, frozen when it ends', async () => {
    const infrastructure = async (name: string, autoInvoice: boolean) => {
      const created = await call('POST', '/api/infrastructures', { name, price: autoInvoice ? 30 : 20, autoInvoice });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data as { id: string; version: number };
    };
    const track = await infrastructure('Piste tarifée', true);
    const yard = await infrastructure('Cour sans facture', false);
    const [student, secondStudent] = (await call('GET', '/api/students?pageSize=2')).json().data as { id: string }[];
    const { card, skill } = await frenchCardAndSkill(t().app);
    const booked = await book({ ...slot(45, 1), infrastructureIds: [track.id, yard.id] });
    expect(booked.statusCode, booked.body).toBe(201);
    const end = { endedAt: new Date().toISOString(), paid: false, offered: false };
    /** A lesson of the student in the booked appointment, started and ended. */
    const given = async (studentId: string | undefined) => {
      const id = randomUUID();
      const started = await call('POST', '/api/lessons', {
        id,
        studentId,
        trainingCardId: card.id,
        skillIds: [skill.id],
        appointmentId: booked.json().data.id,
        startedAt: new Date().toISOString(),
      });
      expect(started.statusCode, started.body).toBe(201);
      expect((await call('POST', `/api/lessons/${id}/end`, end)).statusCode).toBe(200);
      return id;
    };
    const id = await given(student?.id);
    // Ending it again writes nothing more.
    expect((await call('POST', `/api/lessons/${id}/end`, end)).statusCode).toBe(200);
    const charges = (lessonId = id) =>
      t()
        .database.db.select({
          infrastructureId: lessonCharges.infrastructureId,
          label: lessonCharges.label,
          amountCentimes: lessonCharges.amountCentimes,
        })
        .from(lessonCharges)
        .where(eq(lessonCharges.lessonId, lessonId));
    const expected = [{ infrastructureId: track.id, label: 'Piste tarifée', amountCentimes: 3_000 }];
    expect(await charges()).toEqual(expected);

    const dearer = await call('PUT', `/api/infrastructures/${track.id}`, {
      name: 'Piste tarifée',
      price: 45,
      autoInvoice: true,
      version: track.version,
    });
    expect(dearer.statusCode, dearer.body).toBe(200);
    expect(await charges()).toEqual(expected);
    // Another student's lesson of the same appointment has its own charge, at the price then.
    const second = await given(secondStudent?.id);
    expect(await charges(second)).toEqual([{ ...expected[0], amountCentimes: 4_500 }]);
    expect(await charges()).toEqual(expected);
  });

  it('prices a lesson without appointment as one default lesson of the monitor: his main calendar’s course', async () => {
    const calendars = (await call('GET', '/api/calendars')).json().data as { main: boolean; defaultCourseId: string }[];
    const main = calendars.find((calendar) => calendar.main);
    if (!main?.defaultCourseId) throw new Error('the head’s main calendar has no default course');
    const defaultCourse = (await call('GET', `/api/courses/${main.defaultCourseId}`)).json().data;
    const [student] = (await call('GET', '/api/students?pageSize=1')).json().data as { id: string }[];
    const { card, skill } = await frenchCardAndSkill(t().app);
    const id = randomUUID();
    const lesson = { id, studentId: student?.id, trainingCardId: card.id, skillIds: [skill.id] };
    expect((await call('POST', '/api/lessons', { ...lesson, startedAt: new Date().toISOString() })).statusCode).toBe(
      201,
    );
    const ended = await call('POST', `/api/lessons/${id}/end`, {
      endedAt: new Date().toISOString(),
      paid: true,
      offered: false,
    });
    expect(ended.json().data.price).toBe(defaultCourse.price);
    // Without appointment, the main calendar's default course; ended paid, paid today (Zurich).
    expect(await frozen(id)).toMatchObject({ courseId: main.defaultCourseId, paidOn: schoolDay(new Date()) });
  });
});
