import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST';
interface Slot {
  start: string;
  end: string;
}
const zurich = (iso: string) =>
  new Date(iso).toLocaleString('fr-CH', { timeZone: 'Europe/Zurich', dateStyle: 'short', timeStyle: 'short' });

describe('free slots for a lesson', () => {
  const t = useTestApp();
  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const studentOf = async (email: string, faber: string) =>
    (await call(email, 'GET', `/api/students?q=${faber}`)).json().data[0].id as string;
  const slotsFor = async (query: string, email = 'head@demo.ch') => call(email, 'GET', `/api/free-slots?${query}`);

  it('skips the public holidays of the school’s canton and Sundays, naming the holidays', async () => {
    const sophie = await studentOf('head@demo.ch', '402815367');
    // Lausanne (VD): 25 December 2027 is a Saturday holiday, 26 a Sunday.
    const response = await slotsFor(`studentId=${sophie}&from=2027-12-23&days=5&language=fr`);
    expect(response.statusCode).toBe(200);
    const { slots, holidays, durationMinutes } = response.json().data;
    expect(durationMinutes).toBe(60);
    expect(holidays).toEqual([{ date: '2027-12-25', name: 'Noël' }]);
    const days = [...new Set((slots as Slot[]).map((slot) => zurich(slot.start).slice(0, 8)))];
    expect(days).toEqual(['23.12.27', '24.12.27', '27.12.27']);
    // Work-day hours of the main calendar: 07:00–19:00, six starts a day on the half hour.
    expect((slots as Slot[]).slice(0, 2).map((slot) => zurich(slot.start))).toEqual([
      '23.12.27 07:00',
      '23.12.27 07:30',
    ]);
  });

  it('skips what the monitor or the student already has, and a busy infrastructure', async () => {
    const sophie = await studentOf('head@demo.ch', '402815367');
    const ground = (
      await call('head@demo.ch', 'POST', '/api/infrastructures', { name: 'Place libre?', price: 0 })
    ).json().data;
    await call('head@demo.ch', 'POST', '/api/appointments', {
      title: 'Déjà pris',
      start: '2027-11-03T07:00:00+01:00',
      end: '2027-11-03T08:00:00+01:00',
    });
    // Booked by monitor@demo.ch: the ground is the school's, so it blocks the head's lesson.
    await call('monitor@demo.ch', 'POST', '/api/appointments', {
      title: 'Piste',
      start: '2027-11-03T08:00:00+01:00',
      end: '2027-11-03T09:00:00+01:00',
      infrastructureIds: [ground.id],
    });
    const response = await slotsFor(
      `studentId=${sophie}&from=2027-11-03&days=1&durationMinutes=60&infrastructureIds=${ground.id}`,
    );
    const starts = (response.json().data.slots as Slot[]).map((slot) => zurich(slot.start).slice(9));
    expect(starts).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it('takes the course’s duration and keeps to its dates', async () => {
    const sophie = await studentOf('head@demo.ch', '402815367');
    const course = (
      await call('head@demo.ch', 'POST', '/api/courses', {
        label: 'Cours court',
        abbreviation: 'CRT',
        category: 'B',
        icon: 'car',
        colour: '#2f9e44',
        descriptions: { fr: '', de: '', it: '', en: '' },
        startDate: '2027-11-09',
        endDate: '2027-11-09',
        paymentModes: ['invoice'],
        price: 90,
        durationMinutes: 90,
        individual: true,
      })
    ).json().data;
    const response = await slotsFor(`studentId=${sophie}&courseId=${course.id}&from=2027-11-08&days=3`);
    const { slots, durationMinutes } = response.json().data;
    expect(durationMinutes).toBe(90);
    expect(new Set((slots as Slot[]).map((slot) => zurich(slot.start).slice(0, 8)))).toEqual(new Set(['09.11.27']));
  });

  it('without a student, gives the monitor’s own next free times (what a new booking is prefilled with)', async () => {
    await call('head@demo.ch', 'POST', '/api/appointments', {
      title: 'Matin pris',
      start: '2027-11-04T07:00:00+01:00',
      end: '2027-11-04T08:30:00+01:00',
    });
    // Another monitor's lesson takes his time, not the head's.
    const lukas = await studentOf('monitor@demo.ch', '58213049');
    await call('monitor@demo.ch', 'POST', '/api/appointments', {
      title: 'Autre moniteur',
      allowOverlap: true,
      start: '2027-11-04T08:30:00+01:00',
      end: '2027-11-04T09:30:00+01:00',
      studentIds: [lukas],
    });
    const alone = await slotsFor('from=2027-11-04&days=1');
    expect(alone.statusCode).toBe(200);
    expect((alone.json().data.slots as Slot[]).map((slot) => zurich(slot.start).slice(9)).slice(0, 2)).toEqual([
      '08:30',
      '09:00',
    ]);
  });

  it('answers an empty list when nothing is free, and refuses another monitor’s student by field', async () => {
    const sophie = await studentOf('head@demo.ch', '402815367');
    const full = await slotsFor(`studentId=${sophie}&from=2027-11-14&days=1`); // a Sunday
    expect(full.json().data.slots).toEqual([]);
    const foreign = await slotsFor(`studentId=${sophie}&from=2027-11-15&days=1`, 'ceresio@demo.ch');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details[0].field).toBe('querystring.studentId');
    const tooMany = await slotsFor(`studentId=${sophie}&days=90`);
    expect(tooMany.json().error.details[0].field).toBe('querystring.days');
  });
});
