import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

/** A week of its own: Monday 5 to Monday 12 October 2026, Swiss time. */
const FROM = '2026-10-05T00:00:00+02:00';
const TO = '2026-10-12T00:00:00+02:00';
const weekUrl = `/api/appointments?from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

interface Listed {
  id: string;
  title: string;
  students: { id: string; name: string }[];
}

describe('the window answer kept between two reads', () => {
  const t = useTestApp();
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, user = 'head@demo.ch') =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, user)) });
  const week = async (user = 'head@demo.ch') => {
    const response = await call('GET', weekUrl, undefined, user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json().data as Listed[];
  };
  const titles = async (user?: string) => (await week(user)).map((entry) => entry.title);
  const book = async (title: string, day: string, studentIds: string[] = []) => {
    const response = await call('POST', '/api/appointments', {
      title,
      start: `2026-10-${day}T10:00:00+02:00`,
      end: `2026-10-${day}T11:00:00+02:00`,
      studentIds,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as Listed;
  };

  it('shows at once what the user books and deletes, even right after the same week was read', async () => {
    expect(await titles()).toEqual([]);
    const first = await book('Leçon du lundi', '05');
    expect(await titles()).toEqual(['Leçon du lundi']);
    expect(await titles()).toEqual(['Leçon du lundi']);
    await book('Leçon du mardi', '06');
    expect(await titles()).toEqual(['Leçon du lundi', 'Leçon du mardi']);
    expect((await call('DELETE', `/api/appointments/${first.id}`)).statusCode).toBe(200);
    expect(await titles()).toEqual(['Leçon du mardi']);
  });

  it('shows a change written by any other path, straight into the database, and a renamed student', async () => {
    const [lesson] = await week();
    if (!lesson) throw new Error('the week of the previous test is empty');
    await t().database.db.execute(sql`update appointments set title = 'Renommée ailleurs' where id = ${lesson.id}`);
    expect(await titles()).toEqual(['Renommée ailleurs']);

    const students = (await call('GET', '/api/students?pageSize=1')).json().data as { id: string }[];
    const student = students[0];
    if (!student) throw new Error('head@demo.ch holds no student');
    await book('Leçon avec élève', '07', [student.id]);
    await week();
    await t().database.db.execute(sql`update students set name = 'Nouveau-Nom' where id = ${student.id}`);
    const listed = (await week()).find((entry) => entry.title === 'Leçon avec élève');
    expect(listed?.students.map((entry) => entry.name)).toEqual(['Nouveau-Nom']);
  });

  it('keeps every user to the calendars he sees: a share ended drops its appointments', async () => {
    // The demo shares the head's calendar read-only with monitor@demo.ch.
    expect(await titles('monitor@demo.ch')).toContain('Renommée ailleurs');
    await t().database.db.execute(
      sql`delete from calendar_shares where monitor_id = (select id from users where email = 'monitor@demo.ch')`,
    );
    expect(await titles('monitor@demo.ch')).not.toContain('Renommée ailleurs');
    expect(await titles()).toContain('Renommée ailleurs');
  });

  it('keeps an answer narrowed to named calendars as current as the whole week', async () => {
    const booked = (await book('Leçon du dimanche', '11')) as Listed & { calendarId: string };
    const narrowed = async () => {
      const response = await call('GET', `${weekUrl}&calendarIds=${booked.calendarId}`);
      return (response.json().data as Listed[]).map((entry) => entry.title);
    };
    expect(await narrowed()).toContain('Leçon du dimanche');
    expect(await narrowed()).toContain('Leçon du dimanche');
    await t().database.db.execute(sql`update appointments set title = 'Dimanche déplacé' where id = ${booked.id}`);
    expect(await narrowed()).toContain('Dimanche déplacé');
  });

  it('sends the kept answer compressed as the client accepts, the same JSON each way', async () => {
    // Enough for more than the 1 KiB below which answers go uncompressed.
    for (const day of ['08', '09', '10']) await book(`Leçon du ${day} octobre`, day);
    const token = await tokenFor(t().app, 'head@demo.ch');
    const get = (encoding?: string) =>
      t().app.inject({
        method: 'GET',
        url: weekUrl,
        headers: { ...bearer(token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((JSON.parse(plain.body) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it.runIf(process.env.DATABASE_URL)(
    'sees a change whose transaction was open during a read and committed after it',
    async () => {
      // A window read for the first time while the change is not committed yet.
      const laterTo = encodeURIComponent('2026-10-12T01:00:00+02:00');
      const otherWindow = `/api/appointments?from=${encodeURIComponent(FROM)}&to=${laterTo}`;
      const titlesOf = async () =>
        ((await call('GET', otherWindow)).json().data as Listed[]).map((entry) => entry.title);
      await t().database.db.transaction(async (tx) => {
        await tx.execute(sql`update appointments set title = 'Validée après' where title = 'Renommée ailleurs'`);
        expect(await titlesOf()).toContain('Renommée ailleurs');
        expect(await titles()).toContain('Renommée ailleurs');
      });
      expect(await titlesOf()).toContain('Validée après');
      expect(await titles()).toContain('Validée après');
    },
  );
});
