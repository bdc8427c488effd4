import { dayPlus, EMPLOYEE_RIGHTS, schoolDateTime, schoolDay } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, users } from '../../../db/schema';
import { DEMO_LICENCE_KEYS, DEMO_PASSWORD } from '../../../db/seed/demo';
import { lastMessageTo, linkToken } from '../../../test/outbox';
import { addDemoEmployee } from '../../../test/school-test-data';
import { callAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

const today = () => schoolDay(new Date());
const allRights = [...EMPLOYEE_RIGHTS];

describe("the school's people", () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  // The other school's head works under an admin licence too (the school's screens want it).
  beforeAll(async () => {
    const key = DEMO_LICENCE_KEYS.toActivate[0] as string;
    expect((await call('ceresio@demo.ch', 'POST', '/api/licences/activate', { key })).statusCode).toBe(200);
  });
  const members = async (email = 'head@demo.ch') => (await call(email, 'GET', '/api/school/members')).json().data;
  const memberOf = async (email: string) =>
    (await members()).members.find((member: { email: string }) => member.email === email);

  /** An hour's booking in the head's main calendar, which the demo employee may write. */
  const booking = async (email: string, day = dayPlus(today(), 30)) => {
    const calendars = (await call(email, 'GET', '/api/calendars')).json().data as {
      id: string;
      main: boolean;
      access: string;
      owner: { firstname: string };
    }[];
    const headCalendar = calendars.find((calendar) => calendar.owner.firstname === 'Hélène' && calendar.main);
    return call(email, 'POST', '/api/appointments', {
      title: 'Réunion',
      start: schoolDateTime(day, '06:00').toISOString(),
      end: schoolDateTime(day, '07:00').toISOString(),
      calendarId: headCalendar?.id,
      allowOverlap: true,
    });
  };

  it('lists administrators, instructors and employees with their terms; invitations for administrators only', async () => {
    const list = await members();
    expect(list.members.map((member: { email: string; kind: string }) => [member.email, member.kind])).toEqual([
      ['head@demo.ch', 'administrator'],
      ['employee@demo.ch', 'employee'],
      ['monitor@demo.ch', 'monitor'],
    ]);
    const employee = list.members[1];
    expect(employee.terms).toMatchObject({
      active: true,
      rights: ['createCourses', 'deliverTraining', 'shareResources'],
    });
    expect(list.invitations).toEqual([
      expect.objectContaining({ email: 'nouvelle.monitrice@demo.ch', kind: 'monitor', status: 'pending' }),
    ]);
    expect((await members('monitor@demo.ch')).invitations).toEqual([]);
    expect((await members('ceresio@demo.ch')).members.map((member: { email: string }) => member.email)).toEqual([
      'ceresio@demo.ch',
    ]);
  });

  it('invites a new employee, who creates his account from the e-mailed link, signs in and works on the school', async () => {
    const terms = { startsOn: today(), endsOn: null, rights: ['deliverTraining'] };
    const sent = await call('head@demo.ch', 'POST', '/api/school/invitations', {
      email: 'lea.secretaire@example.ch',
      kind: 'employee',
      terms,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await lastMessageTo(t().app, 'lea.secretaire@example.ch', 'email');
    expect(mail.subject).toBe('Invitation à rejoindre Auto-école Démo');
    expect(mail.body).toContain('comme employé ou employée');
    const token = linkToken(mail.body, 'invitations');

    const view = await t().app.inject({ url: `/api/invitations/${token}` });
    expect(view.json().data).toEqual({
      schoolName: 'Auto-école Démo',
      kind: 'employee',
      email: 'lea.secretaire@example.ch',
      status: 'pending',
      accountExists: false,
    });
    const weak = await t().app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/account`,
      payload: { firstname: 'Léa', name: 'Secrétaire', password: 'short', language: 'fr' },
    });
    expect(weak.statusCode).toBe(400);
    const created = await t().app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/account`,
      payload: { firstname: 'Léa', name: 'Secrétaire', password: 'Lea-Secretaire-2026', language: 'fr' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await t().app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/account`,
      payload: { firstname: 'Léa', name: 'Secrétaire', password: 'Lea-Secretaire-2026', language: 'fr' },
    });
    expect(again.json().error.code).toBe('invitation_closed');

    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'lea.secretaire@example.ch', password: 'Lea-Secretaire-2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.me).toMatchObject({
      roles: [{ name: 'employee' }],
      employee: { startsOn: today(), endsOn: null, rights: ['deliverTraining'], active: true },
      licenceAdmin: true,
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const school = (await t().app.inject({ url: '/api/students?pageSize=100', headers: bearerOf(login) })).json();
    const headsList = (await call('head@demo.ch', 'GET', '/api/students?pageSize=100')).json();
    expect(school.page.total).toBe(headsList.page.total);
    expect(school.data.every((student: { access: string }) => student.access === 'write')).toBe(true);
    expect(headers.authorization).toContain('Bearer');
    expect((await memberOf('lea.secretaire@example.ch')).kind).toBe('employee');
  });

  it('lets an existing account accept with its own address only, once, and not while it works at another school', async () => {
    const db = t().database.db;
    await db.insert(users).values({
      email: 'marc.libre@example.ch',
      role: 'monitor',
      firstname: 'Marc',
      name: 'Libre',
      passwordHash: (await db.select().from(users).where(eq(users.email, 'head@demo.ch')))[0]?.passwordHash ?? '',
      confirmedAt: new Date(),
    });
    await call('head@demo.ch', 'POST', '/api/school/invitations', { email: 'marc.libre@example.ch', kind: 'monitor' });
    const token = linkToken((await lastMessageTo(t().app, 'marc.libre@example.ch', 'email')).body, 'invitations');
    expect((await t().app.inject({ url: `/api/invitations/${token}` })).json().data.accountExists).toBe(true);

    const stranger = await call('monitor@demo.ch', 'POST', `/api/invitations/${token}/accept`);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('invitation_other_account');
    const accepted = await call('marc.libre@example.ch', 'POST', `/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await memberOf('marc.libre@example.ch')).kind).toBe('monitor');
    expect((await call('marc.libre@example.ch', 'POST', `/api/invitations/${token}/accept`)).json().error.code).toBe(
      'invitation_closed',
    );

    // Ceresio's head invites him too: he works at the demo school, so he must leave it first.
    await call('ceresio@demo.ch', 'POST', '/api/school/invitations', {
      email: 'marc.libre@example.ch',
      kind: 'monitor',
    });
    const other = linkToken((await lastMessageTo(t().app, 'marc.libre@example.ch', 'email')).body, 'invitations');
    const refused = await call('marc.libre@example.ch', 'POST', `/api/invitations/${other}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('already_in_school');
    expect(DEMO_PASSWORD).toBeTruthy();
  });

  it('refuses inviting a member, a learner as instructor, a bad address, or terms missing for an employee', async () => {
    const invite = (payload: object) => call('head@demo.ch', 'POST', '/api/school/invitations', payload);
    expect((await invite({ email: 'monitor@demo.ch', kind: 'administrator' })).json().error.code).toBe(
      'already_in_school',
    );
    expect((await invite({ email: 'student@demo.ch', kind: 'monitor' })).json().error.code).toBe(
      'invitation_role_mismatch',
    );
    const bad = await invite({ email: 'not-an-address', kind: 'monitor' });
    expect(bad.json().error.details[0].field).toBe('body.email');
    const noTerms = await invite({ email: 'someone@example.ch', kind: 'employee' });
    expect(noTerms.json().error.details[0].field).toBe('body.terms');
    const backwards = await invite({
      email: 'someone@example.ch',
      kind: 'employee',
      terms: { startsOn: '2026-12-01', endsOn: '2026-11-01', rights: [] },
    });
    expect(backwards.json().error.details[0].field).toBe('body.terms.endsOn');
    expect(
      (await call('monitor@demo.ch', 'POST', '/api/school/invitations', { email: 'x@example.ch', kind: 'monitor' }))
        .statusCode,
    ).toBe(403);
  });

  it('withdraws an invitation: its link stops working', async () => {
    const sent = await call('head@demo.ch', 'POST', '/api/school/invitations', {
      email: 'late@example.ch',
      kind: 'monitor',
    });
    const token = linkToken((await lastMessageTo(t().app, 'late@example.ch', 'email')).body, 'invitations');
    expect((await call('ceresio@demo.ch', 'DELETE', `/api/school/invitations/${sent.json().data.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('head@demo.ch', 'DELETE', `/api/school/invitations/${sent.json().data.id}`)).statusCode).toBe(
      200,
    );
    expect((await t().app.inject({ url: `/api/invitations/${token}` })).json().data.status).toBe('revoked');
  });

  it("enforces an employee's rights: create sessions off is a 403 naming the right, until the head turns it on", async () => {
    const refused = await booking('employee@demo.ch');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'employee_right_disabled',
      details: { right: 'createAppointments' },
    });

    const employee = await memberOf('employee@demo.ch');
    const change = await call('head@demo.ch', 'PUT', `/api/school/employees/${employee.userId}`, {
      startsOn: employee.terms.startsOn,
      endsOn: null,
      rights: [...employee.terms.rights, 'createAppointments'],
      version: employee.terms.version,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data.terms.rights).toContain('createAppointments');
    const stale = await call('head@demo.ch', 'PUT', `/api/school/employees/${employee.userId}`, {
      startsOn: employee.terms.startsOn,
      endsOn: null,
      rights: [],
      version: employee.terms.version,
    });
    expect(stale.json().error.code).toBe('stale_version');
    expect((await booking('employee@demo.ch')).statusCode).toBe(201);
  });

  it('refuses courses and lessons to an employee without those rights, and everything but his account once his access ended', async () => {
    const { id } = await addDemoEmployee(t().database.db, 'sans-droits@demo.ch', { rights: [] });
    const course = await call('sans-droits@demo.ch', 'POST', '/api/courses', {});
    expect(course.json().error).toMatchObject({ code: 'employee_right_disabled', details: { right: 'createCourses' } });
    const lesson = await call('sans-droits@demo.ch', 'POST', '/api/lessons', {});
    expect(lesson.json().error.details).toEqual({ right: 'deliverTraining' });

    await addDemoEmployee(t().database.db, 'fini@demo.ch', { endsOn: dayPlus(today(), -1) });
    const students = await call('fini@demo.ch', 'GET', '/api/students');
    expect(students.statusCode).toBe(403);
    expect(students.json().error.code).toBe('employee_inactive');
    const me = await call('fini@demo.ch', 'GET', '/api/auth/me');
    expect(me.json().data.employee).toMatchObject({ active: false, endsOn: dayPlus(today(), -1) });
    expect(id).toBeTruthy();
  });

  it('removes an employee: his access ends at once, what he made for the school stays with it', async () => {
    const { id } = await addDemoEmployee(t().database.db, 'partant@demo.ch', { rights: allRights });
    const made = await call('partant@demo.ch', 'POST', '/api/courses', {
      label: 'Cours du partant',
      abbreviation: 'CDP',
      category: 'B',
      icon: 'car',
      colour: '#1c5fb8',
      descriptions: { fr: 'Leçon', de: 'Lektion', it: 'Lezione', en: 'Lesson' },
      individual: true,
      durationMinutes: 60,
      price: 90,
      paymentModes: ['cash'],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await call('monitor@demo.ch', 'DELETE', `/api/school/employees/${id}`)).statusCode).toBe(403);
    // Another school's head reaches none of this school's employees.
    expect((await call('ceresio@demo.ch', 'DELETE', `/api/school/employees/${id}`)).statusCode).toBe(404);
    const terms = { startsOn: '2020-01-01', endsOn: null, rights: [], version: 1 };
    expect((await call('ceresio@demo.ch', 'PUT', `/api/school/employees/${id}`, terms)).statusCode).toBe(404);
    const removed = await call('head@demo.ch', 'DELETE', `/api/school/employees/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.terms).toMatchObject({ active: false, endsOn: dayPlus(today(), -1) });
    expect((await call('partant@demo.ch', 'GET', '/api/students')).json().error.code).toBe('employee_inactive');
    const [course] = await t().database.db.select().from(courses).where(eq(courses.id, made.json().data.id));
    const [head] = await t().database.db.select().from(users).where(eq(users.email, 'head@demo.ch'));
    expect(course?.ownerId).toBe(head?.id);
  });

  it("keeps the school's history for its administrators: who changed what, whom it concerned", async () => {
    const history = await call('head@demo.ch', 'GET', '/api/school/history');
    expect(history.statusCode).toBe(200);
    const lines = history.json().data as {
      action: string;
      actor: { firstname: string } | null;
      subject: string | null;
    }[];
    expect(lines).toContainEqual(
      expect.objectContaining({
        action: 'school.employee_terms',
        actor: { firstname: 'Hélène', name: 'Chef' },
        subject: 'Eva Meier',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ action: 'school.invitation_revoked', subject: 'late@example.ch' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ action: 'school.joined', actor: { firstname: 'Léa', name: 'Secrétaire' } }),
    );
    expect((await call('monitor@demo.ch', 'GET', '/api/school/history')).statusCode).toBe(403);
    expect((await call('employee@demo.ch', 'GET', '/api/school/history')).statusCode).toBe(403);
    const other = (await call('ceresio@demo.ch', 'GET', '/api/school/history')).json().data as { subject: string }[];
    expect(other.some((line) => line.subject === 'Eva Meier')).toBe(false);
  });

  it('keeps one administrator at least: the last one cannot step down', async () => {
    const head = await memberOf('head@demo.ch');
    const monitor = await memberOf('monitor@demo.ch');
    const alone = await call('head@demo.ch', 'PUT', `/api/school/members/${head.userId}/administrator`, {
      administrator: false,
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.code).toBe('last_administrator');
    const employee = await memberOf('employee@demo.ch');
    expect(
      (
        await call('head@demo.ch', 'PUT', `/api/school/members/${employee.userId}/administrator`, {
          administrator: true,
        })
      ).statusCode,
    ).toBe(400);
    const promoted = await call('head@demo.ch', 'PUT', `/api/school/members/${monitor.userId}/administrator`, {
      administrator: true,
    });
    expect(promoted.json().data.kind).toBe('administrator');
    const stepped = await call('head@demo.ch', 'PUT', `/api/school/members/${head.userId}/administrator`, {
      administrator: false,
    });
    expect(stepped.json().data.kind).toBe('monitor');
    // Back as they were (monitor@demo.ch has no admin licence to call the route himself).
    await t().database.db.update(users).set({ isSchoolHead: true }).where(eq(users.id, head.userId));
    await call('head@demo.ch', 'PUT', `/api/school/members/${monitor.userId}/administrator`, { administrator: false });
    expect((await memberOf('head@demo.ch')).kind).toBe('administrator');
    expect((await memberOf('monitor@demo.ch')).kind).toBe('monitor');
    expect(
      (
        await call('ceresio@demo.ch', 'PUT', `/api/school/members/${monitor.userId}/administrator`, {
          administrator: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

function bearerOf(login: { json(): { token: string } }) {
  return { authorization: `Bearer ${login.json().token}` };
}
