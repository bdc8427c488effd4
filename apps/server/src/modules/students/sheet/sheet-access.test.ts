import { dayPlus, schoolDay } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  studentComments,
  studentDrivingLicences,
  studentExams,
  studentMonitors,
  studentTasks,
  users,
} from '../../../db/schema';
import { addDemoEmployee } from '../../../test/school-test-data';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface SheetCall {
  method: Method;
  path: string;
  payload?: object;
}

const licence = { category: 'B', startDate: '2021-01-01' };
const exam = { date: '2026-01-01', type: 'theory', status: 'success' };
const task = { description: 'Réviser' };

/** Every student-scoped call of the sheet, with a valid payload; `:x` are replaced by real ids. */
const READS: SheetCall[] = [
  { method: 'GET', path: 'licences' },
  { method: 'GET', path: 'exams' },
  { method: 'GET', path: 'comments' },
  { method: 'GET', path: 'tasks' },
  { method: 'GET', path: 'communications' },
  { method: 'GET', path: 'print.pdf?lang=it' },
];
const WRITES: SheetCall[] = [
  { method: 'POST', path: 'licences', payload: licence },
  { method: 'PUT', path: 'licences/:licence', payload: { ...licence, version: 1 } },
  { method: 'DELETE', path: 'licences/:licence' },
  { method: 'POST', path: 'exams', payload: exam },
  { method: 'PUT', path: 'exams/:exam', payload: { ...exam, version: 1 } },
  { method: 'DELETE', path: 'exams/:exam' },
  { method: 'POST', path: 'comments', payload: { text: 'Bien' } },
  { method: 'DELETE', path: 'comments/:comment' },
  { method: 'POST', path: 'tasks', payload: task },
  { method: 'PUT', path: 'tasks/:task', payload: { ...task, version: 1 } },
  { method: 'DELETE', path: 'tasks/:task' },
  { method: 'POST', path: 'credentials' },
];

describe('access to the student sheet', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const ids: Record<string, string> = {};
  const url = (path: string) =>
    `/api/students/${ids.student}/${path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? '')}`;
  const counts = async () => {
    const db = t().database.db;
    return Promise.all(
      [studentDrivingLicences, studentExams, studentComments, studentTasks].map(
        async (table) =>
          (
            await db
              .select()
              .from(table)
              .where(eq(table.studentId, ids.student ?? ''))
          ).length,
      ),
    );
  };

  beforeAll(async () => {
    // The head manages the student; monitor@demo.ch has a read-only share of him.
    ids.student = await createStudentAs(() => t().app, 'head@demo.ch', { email: 'partage@example.com' });
    const base = `/api/students/${ids.student}`;
    ids.licence = (await call('head@demo.ch', 'POST', `${base}/licences`, licence)).json().data.id;
    ids.exam = (await call('head@demo.ch', 'POST', `${base}/exams`, exam)).json().data.id;
    ids.comment = (await call('head@demo.ch', 'POST', `${base}/comments`, { text: 'Du chef' })).json().data.id;
    ids.task = (await call('head@demo.ch', 'POST', `${base}/tasks`, task)).json().data.id;
    const [monitor] = await t().database.db.select().from(users).where(eq(users.email, 'monitor@demo.ch'));
    await t()
      .database.db.insert(studentMonitors)
      .values({ studentId: ids.student, monitorId: monitor?.id ?? '', access: 'read' });
  });

  it("answers 404 to another school's monitor on every call, changing nothing", async () => {
    const before = await counts();
    for (const { method, path, payload } of [...READS, ...WRITES]) {
      const response = await call('ceresio@demo.ch', method, url(path), payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets a read-only share read everything and change nothing (403)', async () => {
    const before = await counts();
    for (const { method, path } of READS) {
      expect((await call('monitor@demo.ch', method, url(path))).statusCode, `${method} ${path}`).toBe(200);
    }
    for (const { method, path, payload } of WRITES) {
      expect((await call('monitor@demo.ch', method, url(path), payload)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses every call to a student login (403), and to an employee once his access ended (403)', async () => {
    await addDemoEmployee(t().database.db, 'parti@demo.ch', { endsOn: dayPlus(schoolDay(new Date()), -1) });
    for (const { method, path, payload } of [...READS, ...WRITES]) {
      expect((await call('student@demo.ch', method, url(path), payload)).statusCode, `${method} ${path}`).toBe(403);
      const ended = await call('parti@demo.ch', method, url(path), payload);
      expect(ended.json().error.code, `${method} ${path}`).toBe('employee_inactive');
    }
    // A working employee reads the school's students' sheets.
    for (const { method, path } of READS) {
      expect((await call('employee@demo.ch', method, url(path))).statusCode, `${method} ${path}`).toBe(200);
    }
    for (const [method, path] of [
      ['GET', '/api/examiners'],
      ['POST', '/api/examiners'],
    ] as const) {
      expect((await call('student@demo.ch', method, path, { name: 'X' })).statusCode).toBe(403);
    }
  });
});
