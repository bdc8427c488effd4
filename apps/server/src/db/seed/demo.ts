import { and, asc, eq, getTableName, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/passwords';
import { createMainCalendar } from '../../modules/calendar';
import { storedLicenceKey } from '../../modules/identity';
import type { Db } from '../client';
import * as schema from '../schema';
import { calendarShares, courses, licences, schools, studentMonitors, students, users } from '../schema';
import { seedDemoAppointments } from './demo-appointments';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoCommunications } from './demo-communications';
import { seedDemoLessons } from './demo-lessons';
import { seedDemoLessonsYear } from './demo-lessons-year';
import { seedDemoLinkRequests } from './demo-link-requests';
import { seedDemoPlans } from './demo-plans';
import { seedDemoSchoolMembers } from './demo-school';
import { seedDemoStudents } from './demo-students';
import { seedDemoVouchers } from './demo-vouchers';

/** Password of every demo login (README). */
export const DEMO_PASSWORD = 'Demo-Pass-2026!';

/** The two demo schools' records, complete: an invoice could be written from each. */
export const DEMO_SCHOOLS = {
  demo: {
    name: 'Auto-école Démo',
    street: 'Avenue de la Gare',
    houseNumber: '1',
    postcode: '1003',
    city: 'Lausanne',
    phone: '+41213123456',
    email: 'contact@auto-ecole-demo.ch',
    website: 'https://www.auto-ecole-demo.ch',
    vatNumber: 'CHE-116.281.710 TVA',
    iban: 'CH4431999123000889012',
    defaultLanguage: 'fr',
  },
  other: {
    name: 'Scuola guida Ceresio',
    street: 'Via Nassa',
    houseNumber: '5',
    postcode: '6900',
    city: 'Lugano',
    phone: '+41919234567',
    email: 'info@scuolaguida-ceresio.ch',
    website: null,
    vatNumber: null,
    iban: 'CH9300762011623852957',
    defaultLanguage: 'it',
  },
};

type DemoUser = {
  email: string;
  role: string;
  firstname: string;
  name: string;
  language: string;
  school: keyof typeof DEMO_SCHOOLS | null;
  isSchoolHead?: boolean;
  mobile?: string;
  /** A monitor's own FABER number: an import's fourth column names him by it. */
  faber?: string;
};

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@demo.ch', role: 'admin', firstname: 'Anna', name: 'Admin', language: 'fr', school: null },
  { email: 'fre@demo.ch', role: 'fre', firstname: 'Fritz', name: 'Frei', language: 'de', school: null },
  {
    email: 'head@demo.ch',
    role: 'monitor',
    firstname: 'Hélène',
    name: 'Chef',
    language: 'fr',
    school: 'demo',
    isSchoolHead: true,
    mobile: '+41790000001',
    faber: '10000001',
  },
  {
    email: 'monitor@demo.ch',
    role: 'monitor',
    firstname: 'Marco',
    name: 'Rossi',
    language: 'it',
    school: 'demo',
    mobile: '+41790000002',
    faber: '10000002',
  },
  { email: 'employee@demo.ch', role: 'employee', firstname: 'Eva', name: 'Meier', language: 'de', school: 'demo' },
  {
    email: 'student@demo.ch',
    role: 'user',
    firstname: 'Sophie',
    name: 'Martin',
    language: 'fr',
    school: 'demo',
    mobile: '+41790000003',
  },
  // A learner who signed up alone (no school yet) and asked the head to take him on.
  { email: 'learner@demo.ch', role: 'user', firstname: 'Noah', name: 'Weber', language: 'de', school: null },
  {
    email: 'ceresio@demo.ch',
    role: 'monitor',
    firstname: 'Luca',
    name: 'Bernasconi',
    language: 'it',
    school: 'other',
    isSchoolHead: true,
    mobile: '+41790000004',
    faber: '20000001',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Licence keys: the head's active licence, his previous one that ends in two weeks, and a batch of
 * the Basic plan's keys left to activate from /account/subscriptions.
 */
export const DEMO_LICENCE_KEYS = {
  headActive: 'HEAD-2026-DEMO-0001',
  headEnding: 'HEAD-2025-DEMO-0009',
  toActivate: ['ADMN-2026-DEMO-0002', 'ADMN-2026-DEMO-0003', 'ADMN-2026-DEMO-0004', 'ADMN-2026-DEMO-0005'],
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/** Removes every row of every table (reference data included; the caller seeds it again). */
export async function clearDatabase(db: Db): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} CASCADE`));
}

/** The students a monitor manages: those with a login first, then by name. */
async function ownedStudentIds(db: Db, monitorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(studentMonitors, eq(studentMonitors.studentId, students.id))
    .where(
      and(eq(studentMonitors.monitorId, monitorId), eq(studentMonitors.access, 'owner'), isNull(students.archivedAt)),
    )
    .orderBy(sql`${students.userId} is null`, asc(students.name), asc(students.firstname));
  return rows.map((row) => row.id);
}

/** A monitor's own personal lesson course (every monitor gets one at sign-up). */
async function lessonCourseOf(db: Db, monitorId: string): Promise<string> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.ownerId, monitorId), eq(courses.individual, true)))
    .limit(1);
  if (!course) throw new Error('the demo monitor has no lesson course');
  return course.id;
}

export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [demo, other] = await tx.insert(schools).values([DEMO_SCHOOLS.demo, DEMO_SCHOOLS.other]).returning();
    const schoolIds = { demo: demo?.id, other: other?.id };
    const rows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ school, ...user }) => ({
          ...user,
          passwordHash,
          schoolId: school ? schoolIds[school] : null,
          confirmedAt: now,
          // Set up already: the wizard opens by itself for new accounts only.
          setupDoneAt: now,
        })),
      )
      .returning({
        id: users.id,
        email: users.email,
        schoolId: users.schoolId,
        language: users.language,
        role: users.role,
      });
    const head = rows.find((row) => row.email === 'head@demo.ch');
    if (!head) throw new Error('the demo head is missing');
    const otherMonitors = rows.filter((row) => row.role === 'monitor' && row !== head);
    const calendarOwners = rows.filter((row) => row.role === 'monitor' || row.role === 'employee');
    // One after the other: a transaction is one connection, which runs one query at a time.
    const mainCalendars: Awaited<ReturnType<typeof createMainCalendar>>[] = [];
    for (const owner of calendarOwners) mainCalendars.push(await createMainCalendar(tx, owner));
    const headCalendar = mainCalendars.find((calendar) => calendar.ownerId === head.id);
    if (!headCalendar) throw new Error('the head has no main calendar');
    const catalogue = await seedDemoCatalogue(tx, head, otherMonitors);
    await seedDemoStudents(tx, rows);
    const monitor = rows.find((row) => row.email === 'monitor@demo.ch');
    if (!monitor) throw new Error('the demo monitor is missing');
    const teacherOf = async (user: typeof head) => ({
      ...user,
      calendarId: mainCalendars.find((calendar) => calendar.ownerId === user.id)?.id ?? headCalendar.id,
      lessonId: await lessonCourseOf(tx, user.id),
      studentIds: await ownedStudentIds(tx, user.id),
    });
    const teachers = { head: await teacherOf(head), monitor: await teacherOf(monitor) };
    await seedDemoAppointments(tx, teachers, catalogue, now);
    await seedDemoLessons(tx, [teachers.head, teachers.monitor], now);
    await seedDemoLessonsYear(
      tx,
      [{ ...teachers.head, chargedInfrastructureId: catalogue.groundId }, teachers.monitor],
      now,
    );
    await tx.insert(calendarShares).values({ calendarId: headCalendar.id, monitorId: monitor.id, access: 'read' });
    await seedDemoSchoolMembers(tx, rows, mainCalendars, now);
    await seedDemoLinkRequests(tx, rows);
    await tx.insert(licences).values([
      {
        ...storedLicenceKey(DEMO_LICENCE_KEYS.headActive),
        modules: ['admin', 'didactic', 'finance', 'statistics'],
        durationDays: 365,
        monthlySms: 100,
        userId: head.id,
        activatedAt: now,
        endsAt: new Date(now.getTime() + 365 * DAY_MS),
      },
      {
        ...storedLicenceKey(DEMO_LICENCE_KEYS.headEnding),
        modules: ['admin', 'didactic'],
        durationDays: 365,
        userId: head.id,
        activatedAt: new Date(now.getTime() - 351 * DAY_MS),
        endsAt: new Date(now.getTime() + 14 * DAY_MS),
      },
      ...DEMO_LICENCE_KEYS.toActivate.map((key) => ({
        ...storedLicenceKey(key),
        modules: ['admin'],
        durationDays: 365,
      })),
    ]);
    await seedDemoCommunications(tx, head, now);
    await seedDemoPlans(tx, DEMO_LICENCE_KEYS);
    await seedDemoVouchers(tx, head, now);
  });
}
