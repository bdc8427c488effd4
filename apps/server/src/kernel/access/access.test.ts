import { randomUUID } from 'node:crypto';
import { EMPLOYEE_RIGHTS, type EmployeeStanding, NO_LICENCES } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { appointments, calendarShares, calendars, lessons, studentMonitors, students, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import type { Actor } from '../actor';
import { checkAccess, findOwnStudentRecords, type Permission, requireAccess } from './access';

/**
 * Every permission × every kind of caller, on the demo data: the student's owner (a monitor),
 * the head of the same school, a monitor of the same school holding read-only shares, an
 * employee of the school (every student of it, to read and write, never as owner), the same
 * employee once his access ended, the learner driver whose account the student record is, and
 * another school's head. `ok` passes; 404 is "no such record" (nothing leaks), 403 a holding too weak,
 * `external` the 403 of a write into an external (CalDAV) calendar.
 */
const CALLERS = ['owner', 'head', 'colleague', 'employee', 'formerEmployee', 'learner', 'otherHead'] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = 'ok' | 404 | 403 | 'external';

const UNREACHED = { employee: 404, formerEmployee: 404, learner: 404, otherHead: 404 } as const;

/** The record each case names, filled in once the rows exist. */
const ids = { student: '', lesson: '', calendar: '', appointment: '', external: '', externalAppointment: '' };

const CASES: { permission: Permission; record: keyof typeof ids; expect: Record<Caller, Outcome> }[] = [
  // Students: the head sees every student of his school as its owner, a working employee every one
  // to read and write; the colleague has a read-only share.
  {
    permission: 'student.read',
    record: 'student',
    expect: { owner: 'ok', head: 'ok', colleague: 'ok', ...UNREACHED, employee: 'ok' },
  },
  {
    permission: 'student.write',
    record: 'student',
    expect: { owner: 'ok', head: 'ok', colleague: 403, ...UNREACHED, employee: 'ok' },
  },
  {
    permission: 'student.own',
    record: 'student',
    expect: { owner: 'ok', head: 'ok', colleague: 403, ...UNREACHED, employee: 403 },
  },
  {
    permission: 'lesson.write',
    record: 'lesson',
    expect: { owner: 'ok', head: 'ok', colleague: 403, ...UNREACHED, employee: 'ok' },
  },
  // Calendars are personal: the head holds the owner's calendar only through its write share.
  {
    permission: 'calendar.book',
    record: 'calendar',
    expect: { owner: 'ok', head: 'ok', colleague: 403, ...UNREACHED },
  },
  { permission: 'calendar.own', record: 'calendar', expect: { owner: 'ok', head: 403, colleague: 403, ...UNREACHED } },
  {
    permission: 'appointment.read',
    record: 'appointment',
    expect: { owner: 'ok', head: 'ok', colleague: 'ok', ...UNREACHED },
  },
  {
    permission: 'appointment.write',
    record: 'appointment',
    expect: { owner: 'ok', head: 'ok', colleague: 403, ...UNREACHED },
  },
  // An external calendar's events change at their source only.
  {
    permission: 'calendar.book',
    record: 'external',
    expect: { owner: 'external', head: 'external', colleague: 404, ...UNREACHED },
  },
  { permission: 'calendar.own', record: 'external', expect: { owner: 'ok', head: 403, colleague: 404, ...UNREACHED } },
  {
    permission: 'appointment.read',
    record: 'externalAppointment',
    expect: { owner: 'ok', head: 'ok', colleague: 404, ...UNREACHED },
  },
  {
    permission: 'appointment.write',
    record: 'externalAppointment',
    expect: { owner: 'external', head: 'external', colleague: 404, ...UNREACHED },
  },
];

let t: TestDatabase;
let db: Db;
const actors = {} as Record<Caller, Actor>;

async function actorOf(email: string): Promise<Actor> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return {
    userId: user.id,
    sessionId: randomUUID(),
    schoolId: user.schoolId,
    username: user.email,
    roles: [user.role],
    schoolHead: user.isSchoolHead,
    employee:
      user.role === 'employee' ? { rights: EMPLOYEE_RIGHTS, active: true, startsOn: '2026-01-01', endsOn: null } : null,
    licences: NO_LICENCES,
    twoFactorSetupRequired: false,
  };
}

async function outcomeOf(actor: Actor, permission: Permission, id: string): Promise<Outcome> {
  try {
    await requireAccess(db, actor, permission, id);
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'external_calendar') return 'external';
    expect(error.code).toBe(error.statusCode === 404 ? 'not_found' : 'forbidden');
    return error.statusCode as 404 | 403;
  }
}

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.database.db;
  actors.owner = await actorOf('monitor@demo.ch');
  actors.head = await actorOf('head@demo.ch');
  actors.employee = await actorOf('employee@demo.ch');
  actors.formerEmployee = {
    ...actors.employee,
    employee: { ...(actors.employee.employee as EmployeeStanding), active: false },
  };
  actors.learner = await actorOf('student@demo.ch');
  actors.otherHead = await actorOf('ceresio@demo.ch');
  const schoolId = actors.owner.schoolId as string;
  const [colleague] = await db
    .insert(users)
    .values({
      schoolId,
      email: 'colleague@demo.ch',
      passwordHash: 'x',
      role: 'monitor',
      firstname: 'C',
      name: 'Ollègue',
    })
    .returning();
  actors.colleague = await actorOf((colleague as { email: string }).email);

  const [student] = await db
    .insert(students)
    .values({ schoolId, userId: actors.learner.userId, name: 'Access', firstname: 'Test' })
    .returning();
  ids.student = (student as { id: string }).id;
  await db.insert(studentMonitors).values([
    { studentId: ids.student, monitorId: actors.owner.userId, access: 'owner', status: 'active' },
    { studentId: ids.student, monitorId: actors.colleague.userId, access: 'read', status: 'active' },
  ]);
  ids.lesson = randomUUID();
  await db.insert(lessons).values({
    id: ids.lesson,
    schoolId,
    monitorId: actors.owner.userId,
    studentId: ids.student,
    startedAt: new Date('2026-03-02T08:00:00Z'),
  });

  const calendar = async (provider: 'local' | 'caldav') => {
    const [row] = await db
      .insert(calendars)
      .values({ ownerId: actors.owner.userId, schoolId, label: `Access ${provider}`, colour: '#228be6', provider })
      .returning();
    return (row as { id: string }).id;
  };
  const appointment = async (calendarId: string) => {
    const [row] = await db
      .insert(appointments)
      .values({
        schoolId,
        ownerId: actors.owner.userId,
        calendarId,
        startsAt: new Date('2026-03-02T08:00:00Z'),
        endsAt: new Date('2026-03-02T09:00:00Z'),
      })
      .returning();
    return (row as { id: string }).id;
  };
  ids.calendar = await calendar('local');
  ids.appointment = await appointment(ids.calendar);
  ids.external = await calendar('caldav');
  ids.externalAppointment = await appointment(ids.external);
  await db.insert(calendarShares).values([
    { calendarId: ids.calendar, monitorId: actors.head.userId, access: 'write' },
    { calendarId: ids.calendar, monitorId: actors.colleague.userId, access: 'read' },
    { calendarId: ids.external, monitorId: actors.head.userId, access: 'write' },
  ]);
});

afterAll(() => t?.dispose());

describe('requireAccess', () => {
  for (const { permission, record, expect: expected } of CASES) {
    it(`${permission} on the ${record}`, async () => {
      const got: Record<string, Outcome> = {};
      for (const caller of CALLERS) got[caller] = await outcomeOf(actors[caller], permission, ids[record]);
      expect(got).toEqual(expected);
    });
  }

  it('answers an unknown id with a 404 for every permission', async () => {
    for (const { permission } of CASES) expect(await outcomeOf(actors.head, permission, randomUUID())).toBe(404);
  });

  it('answers the record and how the actor holds it', async () => {
    expect((await requireAccess(db, actors.head, 'student.read', ids.student)).access).toBe('owner');
    expect((await requireAccess(db, actors.colleague, 'student.read', ids.student)).access).toBe('read');
    expect((await requireAccess(db, actors.employee, 'student.read', ids.student)).access).toBe('write');
    expect((await requireAccess(db, actors.head, 'calendar.book', ids.calendar)).access).toBe('write');
    expect((await requireAccess(db, actors.owner, 'lesson.write', ids.lesson)).studentId).toBe(ids.student);
  });
});

describe('checkAccess', () => {
  it('keeps the ids the actor may use, whatever the order and repeats', async () => {
    const unknown = randomUUID();
    const asked = [unknown, ids.student, ids.student];
    expect(await checkAccess(db, actors.colleague, 'student.read', asked)).toEqual(new Set([ids.student]));
    expect(await checkAccess(db, actors.colleague, 'student.write', asked)).toEqual(new Set());
    expect(await checkAccess(db, actors.otherHead, 'student.read', asked)).toEqual(new Set());
    expect(
      await checkAccess(db, actors.owner, 'appointment.write', [ids.appointment, ids.externalAppointment]),
    ).toEqual(new Set([ids.appointment]));
    expect(await checkAccess(db, actors.owner, 'student.read', [])).toEqual(new Set());
  });
});

describe('the learner driver', () => {
  it('reads his own record through findOwnStudentRecords, not through the monitors’ permissions', async () => {
    const own = await findOwnStudentRecords(db, actors.learner.userId);
    expect(own.map((row) => row.id)).toContain(ids.student);
  });
});
