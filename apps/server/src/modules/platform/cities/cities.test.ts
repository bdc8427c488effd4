import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCities } from '../../../db/reference/localities';
import { seedCities } from '../../../db/reference/seed-cities';
import { cities } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/cities', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(t().app, 'student@demo.ch');
  });
  const search = (query: string) =>
    t().app.inject({ method: 'GET', url: `/api/cities?${query}`, headers: bearer(token) });

  it('finds Swiss localities by postcode prefix, sorted, with their canton', async () => {
    const response = await search('q=1000');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { postcode: '1000', name: 'Lausanne', canton: 'VD', country: 'CH' },
      { postcode: '1000', name: 'Lausanne 25', canton: 'VD', country: 'CH' },
      { postcode: '1000', name: 'Lausanne 26', canton: 'VD', country: 'CH' },
      { postcode: '1000', name: 'Lausanne 27', canton: 'VD', country: 'CH' },
    ]);

    const prefix = (await search('q=3')).json().data;
    expect(prefix).toHaveLength(20);
    expect(prefix.map((city: { postcode: string }) => city.postcode)).toEqual(
      prefix.map((city: { postcode: string }) => city.postcode).sort(),
    );
    expect(prefix.every((city: { postcode: string }) => city.postcode.startsWith('3'))).toBe(true);
  });

  it('finds the city-centre postcodes the 2016 edition lacks (hand-kept supplement)', async () => {
    const lookup = async (postcode: string) => (await search(`q=${postcode}`)).json().data;
    expect(await lookup('1004')).toEqual([{ postcode: '1004', name: 'Lausanne', canton: 'VD', country: 'CH' }]);
    expect(await lookup('1003')).toEqual([{ postcode: '1003', name: 'Lausanne', canton: 'VD', country: 'CH' }]);
    expect(await lookup('8001')).toEqual([{ postcode: '8001', name: 'Zürich', canton: 'ZH', country: 'CH' }]);
    expect(await lookup('3011')).toEqual([{ postcode: '3011', name: 'Bern', canton: 'BE', country: 'CH' }]);
    // A postcode both hold is one city: 8044 Zürich is in the directory (Geeren) and the supplement.
    expect(await lookup('8044')).toEqual([
      { postcode: '8044', name: 'Gockhausen', canton: 'ZH', country: 'CH' },
      { postcode: '8044', name: 'Zürich', canton: 'ZH', country: 'CH' },
    ]);
  });

  it('finds a name by its start whatever the case and accents', async () => {
    const zurich = (await search('q=zurich')).json().data;
    expect(zurich[0]).toMatchObject({ name: 'Zürich', country: 'CH', canton: 'ZH' });
    expect(zurich.every((city: { name: string }) => city.name.startsWith('Zürich'))).toBe(true);

    const chauxDeFonds = (await search(`q=${encodeURIComponent('la chaux de')}`)).json().data;
    expect(chauxDeFonds.map((city: { name: string }) => city.name)).toContain('La Chaux-de-Fonds');
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await search('q=%25')).json().data).toEqual([]);
    expect((await search('q=_')).json().data).toEqual([]);
  });

  it('lists Liechtenstein by postcode and name', async () => {
    expect((await search('q=9490&country=LI')).json().data).toEqual([
      { postcode: '9490', name: 'Vaduz', canton: null, country: 'LI' },
    ]);
    const all = (await search('q=94&country=LI')).json().data;
    expect(all.map((city: { postcode: string }) => city.postcode)).toEqual([
      '9485',
      '9486',
      '9487',
      '9488',
      '9490',
      '9491',
      '9492',
      '9493',
      '9494',
      '9495',
      '9496',
      '9497',
      '9498',
    ]);
    expect((await search('q=triesen&country=LI')).json().data.map((city: { name: string }) => city.name)).toEqual([
      'Triesen',
      'Triesenberg',
    ]);
    // Swiss searches stay Swiss.
    expect((await search('q=9490')).json().data).toEqual([]);
  });

  it('answers no suggestion for France, Germany and Italy (typed freely)', async () => {
    for (const country of ['FR', 'DE', 'IT']) {
      const response = await search(`q=75001&country=${country}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
    }
  });

  it('refuses an empty query or an unknown country with 400 naming the field', async () => {
    const empty = await search('q=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([expect.objectContaining({ field: 'querystring.q' })]);
    const unknown = await search('q=10&country=AT');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([expect.objectContaining({ field: 'querystring.country' })]);
  });

  it('needs a signed-in caller', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/cities?q=1003' })).statusCode).toBe(401);
  });
});

describe('cities reference data', () => {
  const t = useTestApp();

  it('is loaded in the template: every city of the seed file, Liechtenstein included', async () => {
    const [row] = await t().database.db.select({ count: sql<number>`count(*)::int` }).from(cities);
    expect(row?.count).toBe((await readCities()).length);
    expect(row?.count).toBeGreaterThan(4_000);
  });

  it('is kept as it is when already loaded, and reloaded when it differs', async () => {
    const db = t().database.db;
    expect(await seedCities(db)).toBe('kept');
    await db.update(cities).set({ canton: 'XX' }).where(eq(cities.postcode, '1000'));
    expect(await seedCities(db)).toBe('loaded');
    const [lausanne] = await db.select().from(cities).where(eq(cities.postcode, '1000'));
    expect(lausanne?.canton).toBe('VD');
    expect(await seedCities(db)).toBe('kept');
  });
});
