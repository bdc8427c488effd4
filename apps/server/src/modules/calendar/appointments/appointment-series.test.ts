import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Shown {
  id: string;
  start: string;
  end: string;
  title: string;
  paid: boolean;
  version: number;
  series: { id: string; until: string } | null;
}

describe('weekly series', () => {
  const t = useTestApp();
  const call = async (email: string, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });
  const newInfrastructure = async (name: string) =>
    (await call('head@demo.ch', 'POST', '/api/infrastructures', { name, price: 0 })).json().data;
  const listBetween = async (from: string, to: string, title: string): Promise<Shown[]> =>
    (await call('head@demo.ch', 'GET', `/api/appointments?from=${from}&to=${to}`))
      .json()
      .data.filter((entry: Shown) => entry.title === title);
  // Every series takes the same hours of the head's time: an intended overlap (the rule is monitor-time.test.ts's).
  const bookSeries = (title: string, extra: object = {}) =>
    call('head@demo.ch', 'POST', '/api/appointments', {
      title,
      allowOverlap: true,
      start: '2027-03-17T08:00:00+01:00',
      end: '2027-03-17T09:00:00+01:00',
      repeatWeeklyUntil: '2027-04-07',
      ...extra,
    });

  it('books one appointment per week up to the last day, at the same Swiss time across the clock change', async () => {
    const created = await bookSeries('Série A');
    expect(created.statusCode).toBe(201);
    expect(created.json().data.series).toMatchObject({ until: '2027-04-07' });
    const listed = await listBetween('2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z', 'Série A');
    expect(listed.map((entry) => entry.start)).toEqual([
      '2027-03-17T07:00:00.000Z',
      '2027-03-24T07:00:00.000Z',
      '2027-03-31T06:00:00.000Z', // summer time from 28 March: still 08:00 in Zurich
      '2027-04-07T06:00:00.000Z',
    ]);
    expect(new Set(listed.map((entry) => entry.series?.id)).size).toBe(1);
  });

  it('writes nothing when one occurrence finds its infrastructure taken, and says so', async () => {
    const ground = await newInfrastructure('Piste série');
    await call('head@demo.ch', 'POST', '/api/appointments', {
      title: 'Déjà là',
      start: '2027-03-31T07:30:00+02:00',
      end: '2027-03-31T08:30:00+02:00',
      infrastructureIds: [ground.id],
    });
    const refused = await bookSeries('Série B', { infrastructureIds: [ground.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'resource_unavailable' });
    expect(await listBetween('2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z', 'Série B')).toEqual([]);
  });

  it('refuses a series ending before it starts or longer than two years, naming the field', async () => {
    const before = await bookSeries('Série C', { repeatWeeklyUntil: '2027-03-10' });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.details[0].field).toBe('body.repeatWeeklyUntil');
    const tooLong = await bookSeries('Série C', { repeatWeeklyUntil: '2031-01-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0]).toMatchObject({ field: 'body.repeatWeeklyUntil', rule: 'series_too_long' });
    expect(await listBetween('2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z', 'Série C')).toEqual([]);
  });

  it('changes one occurrence alone, or this one and the following ones keeping each paid flag', async () => {
    await bookSeries('Série D');
    const [first, second, third, fourth] = await listBetween('2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z', 'Série D');
    if (!first || !second || !third || !fourth) throw new Error('series not booked');
    const change = (entry: Shown, extra: object) =>
      call('head@demo.ch', 'PUT', `/api/appointments/${entry.id}`, {
        title: entry.title,
        start: entry.start,
        end: entry.end,
        allowOverlap: true,
        version: entry.version,
        ...extra,
      });
    expect((await change(first, { paid: true })).statusCode).toBe(200);
    expect((await change(fourth, { paid: true })).statusCode).toBe(200);
    const moved = await change(second, {
      title: 'Série D – autoroute',
      start: '2027-03-25T14:00:00+01:00',
      end: '2027-03-25T15:30:00+01:00',
      scope: 'series',
    });
    expect(moved.statusCode).toBe(200);
    const after = await call(
      'head@demo.ch',
      'GET',
      '/api/appointments?from=2027-03-01T00:00:00Z&to=2027-04-30T00:00:00Z',
    );
    const series = after
      .json()
      .data.filter((entry: Shown) => entry.series?.id === first.series?.id)
      .map((entry: Shown) => [entry.title, entry.start, entry.end, entry.paid]);
    expect(series).toEqual([
      ['Série D', '2027-03-17T07:00:00.000Z', '2027-03-17T08:00:00.000Z', true], // before: untouched
      ['Série D – autoroute', '2027-03-25T13:00:00.000Z', '2027-03-25T14:30:00.000Z', false],
      ['Série D – autoroute', '2027-04-01T12:00:00.000Z', '2027-04-01T13:30:00.000Z', false],
      ['Série D – autoroute', '2027-04-08T12:00:00.000Z', '2027-04-08T13:30:00.000Z', true],
    ]);
  });

  it('deletes one occurrence, or this one and the following ones; the series then ends earlier', async () => {
    await bookSeries('Série E');
    const [first, second, third] = await listBetween('2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z', 'Série E');
    if (!first || !second || !third) throw new Error('series not booked');
    expect((await call('head@demo.ch', 'DELETE', `/api/appointments/${second.id}`)).statusCode).toBe(200);
    expect((await call('head@demo.ch', 'DELETE', `/api/appointments/${third.id}?scope=series`)).statusCode).toBe(200);
    const left = await listBetween('2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z', 'Série E');
    expect(left.map((entry) => [entry.start, entry.series?.until])).toEqual([
      ['2027-03-17T07:00:00.000Z', '2027-03-17'],
    ]);
  });

  it('lets nobody else change or delete a series: another school gets 404, a read-only share 403', async () => {
    const created = (await bookSeries('Série F')).json().data as Shown;
    const foreign = await call('ceresio@demo.ch', 'DELETE', `/api/appointments/${created.id}?scope=series`);
    expect(foreign.statusCode).toBe(404);
    const readOnly = await call('monitor@demo.ch', 'DELETE', `/api/appointments/${created.id}?scope=series`);
    expect(readOnly.statusCode).toBe(403);
    const rows = await t()
      .database.db.select()
      .from(appointments)
      .where(eq(appointments.seriesId, created.series?.id as string));
    expect(rows).toHaveLength(4);
  });
});
