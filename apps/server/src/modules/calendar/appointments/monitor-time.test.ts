import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openPostgres } from '../../../db/client';
import { appointments, users } from '../../../db/schema';
import { Secrets } from '../../../lib/secrets';
import { bearer, tokenFor } from '../../../test/sign-in';
import { testConfig, useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Booked {
  id: string;
  title: string;
  start: string;
  end: string;
  calendarId: string;
  allowOverlap: boolean;
  version: number;
}

/** Swiss wall-clock times of Tuesday 14 March 2028 (winter time, UTC+1). */
const at = (from: string, to: string, day = '2028-03-14') => ({
  start: `${day}T${from}:00+01:00`,
  end: `${day}T${to}:00+01:00`,
});

describe('an instructor is in one place at a time', () => {
  const t = useTestApp();
  const tokens = new Map<string, string>();
  const call = async (email: string, method: Method, url: string, payload?: object, app = t().app) => {
    const key = `${app.server === t().app.server ? 'first' : 'second'}:${email}`;
    if (!tokens.has(key)) tokens.set(key, await tokenFor(app, email));
    return app.inject({ method, url, payload, headers: bearer(tokens.get(key) ?? '') });
  };
  const book = (email: string, title: string, slot: object, extra: object = {}, app?: FastifyInstance) =>
    call(email, 'POST', '/api/appointments', { title, ...slot, ...extra }, app);
  const booked = async (email: string, title: string, slot: object, extra: object = {}) => {
    const answer = await book(email, title, slot, extra);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as Booked;
  };
  const ownerId = async (email: string) =>
    (await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
  const storedOn = async (email: string, day: string) =>
    t()
      .database.db.select()
      .from(appointments)
      .where(
        and(
          eq(appointments.monitorId, await ownerId(email)),
          gte(appointments.startsAt, new Date(`${day}T00:00:00+01:00`)),
          lt(appointments.startsAt, new Date(`${day}T23:59:59+01:00`)),
        ),
      );

  it('refuses a second booking of the same hour with 409 naming the clash, and writes nothing', async () => {
    await booked('head@demo.ch', 'Leçon Martin', at('08:00', '09:00'));
    const refused = await book('head@demo.ch', 'Leçon Dubois', at('08:30', '09:30'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'monitor_busy',
      message: 'The instructor already has an appointment at that time: “Leçon Martin”, 14.03.2028 08:00–09:00',
      details: { clash: { title: 'Leçon Martin', start: '2028-03-14T07:00:00.000Z', end: '2028-03-14T08:00:00.000Z' } },
    });
    expect((await storedOn('head@demo.ch', '2028-03-14')).map((row) => row.title)).toEqual(['Leçon Martin']);
  });

  it('takes a touching appointment, an all-day one, another monitor’s hour and a confirmed overlap', async () => {
    const day = '2028-03-15';
    await booked('head@demo.ch', 'Matin', at('08:00', '09:00', day));
    await booked('head@demo.ch', 'Juste après', at('09:00', '10:00', day));
    await booked('head@demo.ch', 'Journée cours', at('00:00', '00:00', '2028-03-15'), {
      end: '2028-03-16T00:00:00+01:00',
      allDay: true,
    });
    await booked('monitor@demo.ch', 'Même heure, autre moniteur', at('08:00', '09:00', day));
    const intended = await booked('head@demo.ch', 'Cours à deux moniteurs', at('08:15', '08:45', day), {
      allowOverlap: true,
    });
    expect(intended.allowOverlap).toBe(true);
    // An intended overlap is not opposed to a later booking either: only the first one is.
    const refused = await book('head@demo.ch', 'Encore', at('08:20', '08:40', day));
    expect(refused.json().error.details.clash.title).toBe('Matin');
  });

  it('refuses a move onto another appointment, but not within its own slot', async () => {
    const day = '2028-03-16';
    await booked('head@demo.ch', 'Fixe', at('10:00', '11:00', day));
    const moving = await booked('head@demo.ch', 'Mobile', at('11:00', '12:00', day));
    const change = (slot: object) =>
      call('head@demo.ch', 'PUT', `/api/appointments/${moving.id}`, {
        title: moving.title,
        calendarId: moving.calendarId,
        version: moving.version,
        ...slot,
      });
    const onto = await change(at('10:30', '11:30', day));
    expect(onto.statusCode).toBe(409);
    expect(onto.json().error.code).toBe('monitor_busy');
    const within = await change(at('11:15', '12:15', day));
    expect(within.statusCode).toBe(200);
  });

  it('books into a shared calendar against its owner’s time, naming a clash the booker cannot see by its time only', async () => {
    const day = '2028-03-17';
    const calendarsOf = async () =>
      (await call('monitor@demo.ch', 'GET', '/api/calendars')).json().data as {
        id: string;
        main: boolean;
        access: string;
      }[];
    const monitorMain = (await calendarsOf()).find((calendar) => calendar.main && calendar.access === 'owner');
    const privateOne = await call('monitor@demo.ch', 'POST', '/api/calendars', { label: 'Privé', colour: '#2f9e44' });
    expect(privateOne.statusCode, privateOne.body).toBe(201);
    await booked('monitor@demo.ch', 'Dentiste', at('14:00', '15:00', day), { calendarId: privateOne.json().data.id });
    await booked('monitor@demo.ch', 'Leçon Favre', at('16:00', '17:00', day));
    const head = await ownerId('head@demo.ch');
    const shared = await call('monitor@demo.ch', 'PUT', `/api/calendars/${monitorMain?.id}/shares/${head}`, {
      access: 'write',
    });
    expect(shared.statusCode, shared.body).toBe(200);

    // The head books into the monitor's main calendar: the monitor's time is taken, not his own.
    const hidden = await book('head@demo.ch', 'Pour Marco', at('14:30', '15:30', day), { calendarId: monitorMain?.id });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().error.details.clash).toEqual({
      title: null,
      start: '2028-03-17T13:00:00.000Z',
      end: '2028-03-17T14:00:00.000Z',
    });
    expect(hidden.json().error.message).toBe(
      'The instructor already has an appointment at that time: 17.03.2028 14:00–15:00',
    );
    const seen = await book('head@demo.ch', 'Pour Marco', at('16:30', '17:30', day), { calendarId: monitorMain?.id });
    expect(seen.json().error.details.clash.title).toBe('Leçon Favre');
    await booked('head@demo.ch', 'Pour Marco', at('10:00', '11:00', day), { calendarId: monitorMain?.id });
  });

  describe('under fifty parallel bookings of one hour', () => {
    let second: FastifyInstance | undefined;
    afterAll(() => second?.close());

    it('books exactly one and refuses 49 with the clash named; across two server processes on PostgreSQL', async () => {
      // On PostgreSQL a second server, with its own pool, books through its own connections: the
      // constraint, not the first server's locks, decides between them. PGlite has one connection.
      const { url } = t();
      if (url) {
        second = await buildApp({
          config: testConfig(),
          database: await openPostgres(url, 4),
          secrets: new Secrets(randomBytes(32)),
        });
      }
      const apps = [t().app, second ?? t().app];
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          book('head@demo.ch', `Course ${index}`, at('16:00', '17:00', '2028-03-20'), {}, apps[index % 2]),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const winner = answers.find((answer) => answer.statusCode === 201)?.json().data.title;
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json().error).toMatchObject({ code: 'monitor_busy', details: { clash: { title: winner } } });
      }
      expect(await storedOn('head@demo.ch', '2028-03-20')).toHaveLength(1);

      const confirmed = await book('head@demo.ch', 'Voulu', at('16:00', '17:00', '2028-03-20'), {
        allowOverlap: true,
      });
      expect(confirmed.statusCode).toBe(201);
    });
  });
});
