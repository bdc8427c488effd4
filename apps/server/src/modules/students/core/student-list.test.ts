import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentMonitors, students } from '../../../db/schema';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

interface Line {
  id: string;
  name: string;
  firstname: string;
  faber: string;
  archived: boolean;
  pending: boolean;
  passed: boolean;
  access: string;
  monitor: { email: string } | null;
}

/** Every student here is named …Quokka, so the demo students never get in the way of a search. */
const QUOKKAS = [
  {
    name: 'Zürcher-Quokka',
    firstname: 'Élodie',
    faber: '123.456.78',
    birthDate: '2004-03-01',
    mobile: '+41 79 555 11 22',
  },
  {
    name: 'Bianchi-Quokka',
    firstname: 'Luca',
    faber: '20000000001',
    birthDate: '2006-07-15',
    mobile: '+41 76 555 33 44',
  },
  { name: 'Bianchi-Quokka', firstname: 'Anna', faber: '300000001', birthDate: '2001-01-20', mobile: null },
  { name: 'Dubois-Quokka', firstname: 'Marc', faber: '400000000001', birthDate: '2005-11-30', mobile: null },
  { name: 'Aebi-Quokka', firstname: 'Nora', faber: '50000001', birthDate: '2003-05-05', mobile: null },
];

describe('student list', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const ids: Record<string, string> = {};
  const list = async (email: string, query: string) => {
    const response = await call(email, 'GET', `/api/students?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Line[]; page: { total: number; offset: number; limit: number } };
  };
  const namesOf = (lines: Line[]) => lines.map((line) => `${line.name} ${line.firstname}`);

  beforeAll(async () => {
    for (const quokka of QUOKKAS) {
      ids[quokka.firstname] = await createStudentAs(() => t().app, 'head@demo.ch', {
        ...quokka,
        email: `${quokka.firstname.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@quokka.example.com`,
      });
    }
  });

  it('serves the demo monitor his 20 students and the read-only one shared with him', async () => {
    const everything = await list('monitor@demo.ch', 'archived=true&pageSize=100');
    expect(everything.page.total).toBe(21);
    expect(everything.data.filter((line) => line.access === 'read')).toHaveLength(1);
    expect(everything.data.filter((line) => line.pending)).toHaveLength(2);
  });

  it('finds a student by name or first name without accents, case or word order', async () => {
    for (const q of ['zurcher-quokka', 'ZÜRCHER-QUOKKA', 'elodie', 'Élodie Zürcher-Quokka', 'quokka zurcher']) {
      expect(namesOf((await list('head@demo.ch', `q=${encodeURIComponent(q)}`)).data), q).toEqual([
        'Zürcher-Quokka Élodie',
      ]);
    }
  });

  it('finds a student by FABER typed with dots or spaces, by e-mail and by mobile as dialled', async () => {
    for (const q of [
      '123.456.78',
      '123 456 78',
      '12345678',
      'elodie@quokka',
      '079 555 11 22',
      '+41 79 555',
      '0795551122',
    ]) {
      expect(namesOf((await list('head@demo.ch', `q=${encodeURIComponent(q)}`)).data), q).toEqual([
        'Zürcher-Quokka Élodie',
      ]);
    }
    expect((await list('head@demo.ch', `q=${encodeURIComponent('%')}`)).page.total).toBe(0);
    expect((await list('head@demo.ch', 'q=nobody-like-this')).data).toEqual([]);
  });

  it('pages the list with the total of every match, and pages never overlap', async () => {
    const first = await list('head@demo.ch', 'q=quokka&pageSize=2&page=1');
    expect(first.page).toEqual({ total: 5, offset: 0, limit: 2 });
    const second = await list('head@demo.ch', 'q=quokka&pageSize=2&page=2');
    const third = await list('head@demo.ch', 'q=quokka&pageSize=2&page=3');
    expect(third.page).toEqual({ total: 5, offset: 4, limit: 2 });
    const seen = [...first.data, ...second.data, ...third.data].map((line) => line.id);
    expect(new Set(seen).size).toBe(5);
    const beyond = await list('head@demo.ch', 'q=quokka&pageSize=2&page=9');
    expect(beyond).toEqual({ data: [], page: { total: 5, offset: 16, limit: 2 } });

    const everything = await list('head@demo.ch', 'pageSize=100');
    expect(everything.page.total).toBe(35 + QUOKKAS.length); // the demo's 40 less its 5 archived, and ours
    const bad = await call('head@demo.ch', 'GET', '/api/students?pageSize=101');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('querystring.pageSize');
  });

  it('sorts by name then first name, FABER, birth date or creation, both ways', async () => {
    const sorted = async (sort: string, direction: string) =>
      namesOf((await list('head@demo.ch', `q=quokka&sort=${sort}&direction=${direction}`)).data);
    expect(await sorted('name', 'asc')).toEqual([
      'Aebi-Quokka Nora',
      'Bianchi-Quokka Anna',
      'Bianchi-Quokka Luca',
      'Dubois-Quokka Marc',
      'Zürcher-Quokka Élodie',
    ]);
    expect(await sorted('name', 'desc')).toEqual([
      'Zürcher-Quokka Élodie',
      'Dubois-Quokka Marc',
      'Bianchi-Quokka Luca',
      'Bianchi-Quokka Anna',
      'Aebi-Quokka Nora',
    ]);
    expect((await list('head@demo.ch', 'q=quokka&sort=faber')).data.map((line) => line.faber)).toEqual([
      '12345678',
      '20000000001',
      '300000001',
      '400000000001',
      '50000001',
    ]);
    expect(await sorted('birthDate', 'desc')).toEqual([
      'Bianchi-Quokka Luca',
      'Dubois-Quokka Marc',
      'Zürcher-Quokka Élodie',
      'Aebi-Quokka Nora',
      'Bianchi-Quokka Anna',
    ]);
    expect((await sorted('createdAt', 'desc'))[0]).toBe('Aebi-Quokka Nora');
  });

  it('hides archived students unless asked, and can hide pending and passed ones', async () => {
    await call('head@demo.ch', 'POST', `/api/students/${ids.Marc}/archive`);
    const db = t().database.db;
    await db
      .update(studentMonitors)
      .set({ status: 'pending' })
      .where(eq(studentMonitors.studentId, ids.Luca ?? ''));
    await db
      .update(students)
      .set({ passedAt: new Date() })
      .where(eq(students.id, ids.Nora ?? ''));

    const flagsOf = (lines: Line[]) =>
      Object.fromEntries(lines.map((line) => [line.firstname, [line.archived, line.pending, line.passed]]));
    expect(flagsOf((await list('head@demo.ch', 'q=quokka')).data)).toEqual({
      Élodie: [false, false, false],
      Luca: [false, true, false],
      Anna: [false, false, false],
      Nora: [false, false, true],
    });
    expect((await list('head@demo.ch', 'q=quokka&archived=true')).page.total).toBe(5);
    expect(namesOf((await list('head@demo.ch', 'q=quokka&pending=false&passed=false')).data)).toEqual([
      'Bianchi-Quokka Anna',
      'Zürcher-Quokka Élodie',
    ]);
    expect((await call('head@demo.ch', 'GET', '/api/students?archived=maybe')).statusCode).toBe(400);
  });

  it('shows a monitor his own and shared students only, the head and the employees the whole school, another school nothing', async () => {
    const mine = await createStudentAs(() => t().app, 'monitor@demo.ch', { name: 'Monitor-Quokka' });
    const monitors = (await call('head@demo.ch', 'GET', '/api/school-monitors')).json().data;
    const marco = monitors.find((monitor: { email: string }) => monitor.email === 'monitor@demo.ch');
    await call('head@demo.ch', 'POST', `/api/students/${ids.Anna}/shares`, { monitorId: marco.id, access: 'write' });

    const monitorView = (await list('monitor@demo.ch', 'q=quokka')).data;
    expect(monitorView.map((line) => [line.firstname, line.access, line.monitor?.email])).toEqual([
      ['Anna', 'write', 'head@demo.ch'],
      ['Amélie', 'owner', 'monitor@demo.ch'],
    ]);
    const headView = (await list('head@demo.ch', 'q=quokka')).data;
    expect(headView.find((line) => line.id === mine)).toMatchObject({
      access: 'owner',
      monitor: { email: 'monitor@demo.ch' },
    });
    expect((await list('ceresio@demo.ch', 'q=quokka')).page.total).toBe(0);
    const employeeView = await list('employee@demo.ch', 'q=quokka');
    expect(employeeView.page.total).toBe(headView.length);
    expect(employeeView.data.every((line) => line.access === 'write')).toBe(true);
  });
});
