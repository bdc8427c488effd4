import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST';

interface Named {
  id: string;
  name: string;
  firstname: string;
}

/** The week listed below: Monday 7 to Monday 14 September 2026, Swiss time. */
const FROM = '2026-09-07T00:00:00+02:00';
const TO = '2026-09-14T00:00:00+02:00';
const windowUrl = `/api/appointments?from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

describe('the appointments of a window', () => {
  const t = useTestApp();
  const call = async (method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, 'head@demo.ch')) });
  const book = async (payload: object) => {
    const response = await call('POST', '/api/appointments', payload);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string };
  };
  const titlesListed = async () =>
    ((await call('GET', windowUrl)).json().data as { title: string }[]).map((entry) => entry.title);

  it('lists what overlaps the window, however long before it started', async () => {
    await book({
      title: 'Stage de trois jours',
      start: '2026-09-05T00:00:00+02:00',
      end: '2026-09-08T00:00:00+02:00',
      allDay: true,
    });
    await book({ title: 'Course de nuit', start: '2026-09-06T22:00:00+02:00', end: '2026-09-07T01:00:00+02:00' });
    await book({
      title: 'Jusqu’à minuit',
      start: '2026-09-06T22:00:00+02:00',
      end: '2026-09-07T00:00:00+02:00',
      allowOverlap: true,
    });
    await book({ title: 'Leçon du lundi', start: '2026-09-07T08:00:00+02:00', end: '2026-09-07T09:30:00+02:00' });
    await book({ title: 'Semaine suivante', start: '2026-09-14T00:00:00+02:00', end: '2026-09-14T01:00:00+02:00' });
    expect(await titlesListed()).toEqual(['Stage de trois jours', 'Course de nuit', 'Leçon du lundi']);
  });

  it('gives every appointment of a list its own infrastructures, vehicles and students, each in order', async () => {
    const held = (await call('GET', '/api/students?pageSize=100')).json().data as Named[];
    const wanted = ['Martin', 'Dubois', 'Favre'].map((name) => held.find((student) => student.name === name));
    if (wanted.some((student) => !student)) throw new Error('the demo students Martin, Dubois and Favre are missing');
    const [martin, dubois, favre] = wanted as Named[];
    const vehicles = (await call('GET', '/api/vehicles')).json().data as { id: string; plate: string }[];
    const infrastructures = [];
    for (const name of ['Zone B', 'Atelier A']) {
      infrastructures.push((await call('POST', '/api/infrastructures', { name, price: 0 })).json().data as Named);
    }
    const plan = [
      { title: 'Fenêtre 1', day: '08', students: [martin, dubois], infrastructures, vehicles },
      {
        title: 'Fenêtre 2',
        day: '09',
        students: [favre, martin],
        infrastructures: infrastructures.slice(0, 1),
        vehicles: [],
      },
      { title: 'Fenêtre 3', day: '10', students: [], infrastructures: [], vehicles: vehicles.slice(1) },
    ];
    for (const entry of plan) {
      await book({
        title: entry.title,
        start: `2026-09-${entry.day}T10:00:00+02:00`,
        end: `2026-09-${entry.day}T11:00:00+02:00`,
        studentIds: entry.students.map((student) => student?.id),
        infrastructureIds: entry.infrastructures.map((infrastructure) => infrastructure.id),
        vehicleIds: entry.vehicles.map((vehicle) => vehicle.id),
      });
    }
    const listed = (await call('GET', windowUrl)).json().data as {
      title: string;
      students: Named[];
      infrastructures: { name: string }[];
      vehicles: { plate: string }[];
    }[];
    const byTitle = (title: string) => listed.find((entry) => entry.title === title);
    const sorted = <T>(list: T[], key: (item: T) => string) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    for (const entry of plan) {
      const shown = byTitle(entry.title);
      expect(shown?.students.map((student) => student.id)).toEqual(
        sorted(entry.students as Named[], (student) => `${student.name} ${student.firstname}`).map(({ id }) => id),
      );
      expect(shown?.infrastructures.map((infrastructure) => infrastructure.name)).toEqual(
        sorted(entry.infrastructures, ({ name }) => name).map(({ name }) => name),
      );
      expect(shown?.vehicles.map((vehicle) => vehicle.plate)).toEqual(
        sorted(entry.vehicles, ({ plate }) => plate).map(({ plate }) => plate),
      );
    }
    // The list says what a single appointment says.
    for (const entry of listed) {
      const single = await call('GET', `/api/appointments/${(entry as unknown as { id: string }).id}`);
      expect(single.json().data).toEqual(entry);
    }
  });
});
