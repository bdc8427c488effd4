import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST';

describe('copying an appointment and suggesting locations', () => {
  const t = useTestApp();
  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const sophie = async () =>
    (await call('head@demo.ch', 'GET', '/api/students?q=402815367')).json().data[0].id as string;
  const newInfrastructure = async (name: string) =>
    (await call('head@demo.ch', 'POST', '/api/infrastructures', { name, price: 0 })).json().data;

  it('copies to another date with its length, students and resources, unpaid and outside any series', async () => {
    const ground = await newInfrastructure('Place copie');
    const source = (
      await call('head@demo.ch', 'POST', '/api/appointments', {
        title: 'Leçon à copier',
        start: '2027-02-10T08:00:00+01:00',
        end: '2027-02-10T09:30:00+01:00',
        location: 'Gare de Lausanne',
        studentIds: [await sophie()],
        infrastructureIds: [ground.id],
        paid: true,
        repeatWeeklyUntil: '2027-02-17',
      })
    ).json().data;
    const copy = await call('head@demo.ch', 'POST', `/api/appointments/${source.id}/copy`, {
      start: '2027-02-12T13:00:00+01:00',
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({
      title: 'Leçon à copier',
      start: '2027-02-12T12:00:00.000Z',
      end: '2027-02-12T13:30:00.000Z',
      location: 'Gare de Lausanne',
      students: [{ firstname: 'Sophie' }],
      infrastructures: [{ id: ground.id }],
      paid: false,
      series: null,
    });
  });

  it('says the copy is impossible, and why, when a rule fails; nothing is written', async () => {
    const ground = await newInfrastructure('Place pleine');
    const book = (title: string, start: string, end: string) =>
      call('head@demo.ch', 'POST', '/api/appointments', { title, start, end, infrastructureIds: [ground.id] });
    const source = (await book('Source', '2027-02-15T08:00:00+01:00', '2027-02-15T09:00:00+01:00')).json().data;
    await book('Occupé', '2027-02-16T08:00:00+01:00', '2027-02-16T09:00:00+01:00');
    const refused = await call('head@demo.ch', 'POST', `/api/appointments/${source.id}/copy`, {
      start: '2027-02-16T08:30:00+01:00',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'copy_impossible',
      details: { reason: 'resource_unavailable', details: { busyInfrastructureIds: [ground.id] } },
    });
    const day = await call(
      'head@demo.ch',
      'GET',
      '/api/appointments?from=2027-02-16T00:00:00Z&to=2027-02-17T00:00:00Z',
    );
    expect(day.json().data.map((entry: { title: string }) => entry.title)).toEqual(['Occupé']);
  });

  it('refuses a bad start naming the field, and another school’s appointment is not found', async () => {
    const source = (
      await call('head@demo.ch', 'POST', '/api/appointments', {
        title: 'À moi',
        start: '2027-02-18T08:00:00+01:00',
        end: '2027-02-18T09:00:00+01:00',
      })
    ).json().data;
    const bad = await call('head@demo.ch', 'POST', `/api/appointments/${source.id}/copy`, { start: '18.02.2027' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.start');
    const foreign = await call('ceresio@demo.ch', 'POST', `/api/appointments/${source.id}/copy`, {
      start: '2027-02-19T08:00:00+01:00',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('suggests the locations of my appointments of the last 6 months, most used first', async () => {
    const now = Date.now();
    const at = (daysAgo: number, location: string) => {
      const start = new Date(now - daysAgo * 86_400_000);
      return call('monitor@demo.ch', 'POST', '/api/appointments', {
        title: 'Lieu',
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        location,
        // At this time of day the monitor may have a demo lesson: an intended overlap (this test is about places).
        allowOverlap: true,
      });
    };
    await at(10, 'Prova Piazza Indipendenza, Bellinzona');
    await at(20, 'Prova Piazza Indipendenza, Bellinzona');
    await at(5, 'Prova Stazione FFS Lugano');
    await at(200, 'Prova vecchio posto lontano');
    const all = (await call('monitor@demo.ch', 'GET', '/api/appointment-locations')).json().data as string[];
    expect(all.length).toBeLessThanOrEqual(10);
    const mine = (await call('monitor@demo.ch', 'GET', '/api/appointment-locations?q=prova')).json().data;
    expect(mine).toEqual(['Prova Piazza Indipendenza, Bellinzona', 'Prova Stazione FFS Lugano']);
    const matching = (await call('monitor@demo.ch', 'GET', '/api/appointment-locations?q=stazione%20ffs')).json().data;
    expect(matching).toEqual(['Prova Stazione FFS Lugano']);
    const others = (await call('ceresio@demo.ch', 'GET', '/api/appointment-locations?q=stazione%20ffs')).json().data;
    expect(others).toEqual([]);
  });
});
