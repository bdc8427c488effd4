import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { hashPassword } from '../lib/passwords';
import { bearer, enrolTwoFactor, tokenFor } from './sign-in';
import { useTestApp } from './test-app';

/**
 * Every protected API route × every kind of caller. `ok` means the caller gets past access
 * control (any answer but 401/403), `403` that it is refused, and every route answers 401
 * without a token. A route missing from this table fails the test: new routes must be added.
 */
const CALLERS = ['guest', 'user', 'monitor', 'employee', 'fre', 'admin', 'otherSchoolMonitor'] as const;
type Caller = (typeof CALLERS)[number];
type Expectation = 'ok' | 403;

const EVERYONE: Record<Caller, Expectation> = {
  guest: 'ok',
  user: 'ok',
  monitor: 'ok',
  employee: 'ok',
  fre: 'ok',
  admin: 'ok',
  otherSchoolMonitor: 'ok',
};
/** Admin-licence routes: the admin licence or the fre role (the demo monitors have no admin licence). */
const ADMIN_LICENCE: Record<Caller, Expectation> = {
  guest: 403,
  user: 403,
  monitor: 403,
  employee: 403,
  fre: 'ok',
  admin: 'ok',
  otherSchoolMonitor: 403,
};
const MONITORS_AND_UP: Record<Caller, Expectation> = {
  guest: 403,
  user: 403,
  monitor: 'ok',
  employee: 403,
  fre: 'ok',
  admin: 'ok',
  otherSchoolMonitor: 'ok',
};

/** The calendar: everyone signed in reads it; monitors and employees book in it. */
const CALENDAR_READERS: Record<Caller, Expectation> = { ...EVERYONE, guest: 403 };
const CALENDAR_WRITERS: Record<Caller, Expectation> = { ...EVERYONE, guest: 403, user: 403 };
/** Student records: monitors, employees, fre and admin; the student role sees only himself elsewhere. */
const STUDENT_MANAGERS: Record<Caller, Expectation> = { ...EVERYONE, guest: 403, user: 403 };

/** School-wide records (examiners): the school head (the other school's monitor heads his own), fre and admin. */
const SCHOOL_HEADS: Record<Caller, Expectation> = { ...STUDENT_MANAGERS, monitor: 403, employee: 403 };

/** Lessons and the training cards they use: monitors and employees (and fre, admin), not students. */
const LESSON_GIVERS: Record<Caller, Expectation> = { ...EVERYONE, guest: 403, user: 403 };

/** Error codes of access control itself; any other answer means the caller got through. */
const ACCESS_REFUSALS = new Set(['unauthorized', 'forbidden', 'admin_licence_required', 'two_factor_setup_required']);

const someId = randomUUID();
const MATRIX: Record<string, { expect: Record<Caller, Expectation>; payload?: object; url?: string }> = {
  'POST /api/auth/logout': { expect: EVERYONE, payload: {} },
  'GET /api/auth/me': { expect: EVERYONE },
  'PUT /api/auth/changelang': { expect: EVERYONE, payload: { language: 'it' } },
  'GET /api/accounts/me': { expect: EVERYONE },
  'PATCH /api/accounts/me': {
    expect: EVERYONE,
    payload: { gender: null, firstname: 'A', name: 'B', mobile: null, address: null, postcode: '8000', city: 'Zürich' },
  },
  'POST /api/accounts/me/password': {
    expect: EVERYONE,
    payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Matrix-Pass-2026' },
  },
  'GET /api/accounts/me/security': { expect: EVERYONE },
  'DELETE /api/accounts/me/sessions/:id': { expect: EVERYONE, url: `/api/accounts/me/sessions/${someId}` },
  'DELETE /api/accounts/me/devices/:id': { expect: EVERYONE, url: `/api/accounts/me/devices/${someId}` },
  'POST /api/accounts/me/two-factor': { expect: EVERYONE },
  'POST /api/accounts/me/two-factor/confirm': { expect: EVERYONE, payload: { otp: '000000' } },
  // The administrator passes access control, then the rule that he must keep two-factor refuses.
  'DELETE /api/accounts/me/two-factor': { expect: { ...EVERYONE, admin: 403 }, payload: { password: DEMO_PASSWORD } },
  'GET /api/licences': { expect: MONITORS_AND_UP },
  'GET /api/courses': { expect: ADMIN_LICENCE },
  'POST /api/courses': { expect: ADMIN_LICENCE, payload: {} },
  'GET /api/courses/:id': { expect: ADMIN_LICENCE, url: `/api/courses/${someId}` },
  'PUT /api/courses/:id': { expect: ADMIN_LICENCE, url: `/api/courses/${someId}`, payload: {} },
  'POST /api/courses/:id/disable': { expect: ADMIN_LICENCE, url: `/api/courses/${someId}/disable` },
  'POST /api/courses/:id/enable': { expect: ADMIN_LICENCE, url: `/api/courses/${someId}/enable` },
  'GET /api/infrastructures': { expect: ADMIN_LICENCE },
  'POST /api/infrastructures': { expect: ADMIN_LICENCE, payload: {} },
  'PUT /api/infrastructures/:id': { expect: ADMIN_LICENCE, url: `/api/infrastructures/${someId}`, payload: {} },
  'PUT /api/infrastructures/:id/access-map': {
    expect: ADMIN_LICENCE,
    url: `/api/infrastructures/${someId}/access-map`,
  },
  'GET /api/infrastructures/:id/access-map': {
    expect: ADMIN_LICENCE,
    url: `/api/infrastructures/${someId}/access-map`,
  },
  'GET /api/infrastructure-types': { expect: ADMIN_LICENCE },
  'POST /api/infrastructure-types': { expect: ADMIN_LICENCE, payload: {} },
  'PUT /api/infrastructure-types/:id': {
    expect: ADMIN_LICENCE,
    url: `/api/infrastructure-types/${someId}`,
    payload: {},
  },
  'GET /api/vehicles': { expect: ADMIN_LICENCE },
  'POST /api/vehicles': { expect: ADMIN_LICENCE, payload: {} },
  'PUT /api/vehicles/:id': { expect: ADMIN_LICENCE, url: `/api/vehicles/${someId}`, payload: {} },
  'GET /api/reminders': { expect: ADMIN_LICENCE },
  'POST /api/reminders': { expect: ADMIN_LICENCE, payload: {} },
  'PUT /api/reminders/:id': { expect: ADMIN_LICENCE, url: `/api/reminders/${someId}`, payload: {} },
  'DELETE /api/reminders/:id': { expect: ADMIN_LICENCE, url: `/api/reminders/${someId}` },
  'GET /api/training-cards': { expect: LESSON_GIVERS },
  'GET /api/students/:id/training-card': { expect: LESSON_GIVERS, url: `/api/students/${someId}/training-card` },
  'GET /api/training-cards/:id': { expect: LESSON_GIVERS, url: `/api/training-cards/${someId}` },
  'POST /api/training-cards': { expect: ADMIN_LICENCE, payload: {} },
  'PUT /api/training-cards/:id': { expect: ADMIN_LICENCE, url: `/api/training-cards/${someId}`, payload: {} },
  'DELETE /api/training-cards/:id': { expect: ADMIN_LICENCE, url: `/api/training-cards/${someId}` },
  'POST /api/training-cards/:id/copy': {
    expect: ADMIN_LICENCE,
    url: `/api/training-cards/${someId}/copy`,
    payload: {},
  },
  'PUT /api/accounts/me/training-card-level': { expect: LESSON_GIVERS, payload: {} },
  'POST /api/lessons': { expect: LESSON_GIVERS, payload: {} },
  'GET /api/lessons/ongoing': { expect: LESSON_GIVERS },
  'GET /api/students/:id/progress': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/progress` },
  'GET /api/students/:id/lessons': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/lessons` },
  'PUT /api/lessons/:id/payment': {
    expect: STUDENT_MANAGERS,
    url: `/api/lessons/${someId}/payment`,
    payload: {},
  },
  'GET /api/my-progress': { expect: { ...EVERYONE, guest: 403 } },
  'GET /api/my-lessons': { expect: { ...EVERYONE, guest: 403 } },
  'PUT /api/lessons/:id/work': { expect: LESSON_GIVERS, url: `/api/lessons/${someId}/work`, payload: {} },
  'POST /api/lessons/:id/end': { expect: LESSON_GIVERS, url: `/api/lessons/${someId}/end`, payload: {} },
  'POST /api/training-cards/:id/domains': {
    expect: ADMIN_LICENCE,
    url: `/api/training-cards/${someId}/domains`,
    payload: {},
  },
  'PUT /api/training-cards/:id/domains/order': {
    expect: ADMIN_LICENCE,
    url: `/api/training-cards/${someId}/domains/order`,
    payload: {},
  },
  'PUT /api/training-card-domains/:id': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-domains/${someId}`,
    payload: {},
  },
  'DELETE /api/training-card-domains/:id': { expect: ADMIN_LICENCE, url: `/api/training-card-domains/${someId}` },
  'POST /api/training-card-domains/:id/themes': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-domains/${someId}/themes`,
    payload: {},
  },
  'PUT /api/training-card-domains/:id/themes/order': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-domains/${someId}/themes/order`,
    payload: {},
  },
  'PUT /api/training-card-themes/:id': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-themes/${someId}`,
    payload: {},
  },
  'DELETE /api/training-card-themes/:id': { expect: ADMIN_LICENCE, url: `/api/training-card-themes/${someId}` },
  'POST /api/training-card-themes/:id/objectives': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-themes/${someId}/objectives`,
    payload: {},
  },
  'PUT /api/training-card-themes/:id/objectives/order': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-themes/${someId}/objectives/order`,
    payload: {},
  },
  'PUT /api/training-card-objectives/:id': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-objectives/${someId}`,
    payload: {},
  },
  'DELETE /api/training-card-objectives/:id': { expect: ADMIN_LICENCE, url: `/api/training-card-objectives/${someId}` },
  'POST /api/training-card-themes/:id/skills': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-themes/${someId}/skills`,
    payload: {},
  },
  'PUT /api/training-card-themes/:id/skills/order': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-themes/${someId}/skills/order`,
    payload: {},
  },
  'PUT /api/training-card-skills/:id': {
    expect: ADMIN_LICENCE,
    url: `/api/training-card-skills/${someId}`,
    payload: {},
  },
  'DELETE /api/training-card-skills/:id': { expect: ADMIN_LICENCE, url: `/api/training-card-skills/${someId}` },
  'GET /api/routes': { expect: ADMIN_LICENCE },
  'POST /api/routes': { expect: ADMIN_LICENCE, payload: {} },
  'PUT /api/routes/:id': { expect: ADMIN_LICENCE, url: `/api/routes/${someId}`, payload: {} },
  'DELETE /api/routes/:id': { expect: ADMIN_LICENCE, url: `/api/routes/${someId}` },
  'POST /api/appointments': { expect: CALENDAR_WRITERS, payload: {} },
  'GET /api/appointments': { expect: CALENDAR_READERS },
  'GET /api/appointments/:id': { expect: CALENDAR_READERS, url: `/api/appointments/${someId}` },
  'PUT /api/appointments/:id': { expect: CALENDAR_WRITERS, url: `/api/appointments/${someId}`, payload: {} },
  'PUT /api/appointments/:id/paid': {
    expect: CALENDAR_WRITERS,
    url: `/api/appointments/${someId}/paid`,
    payload: {},
  },
  'DELETE /api/appointments/:id': { expect: CALENDAR_WRITERS, url: `/api/appointments/${someId}` },
  'POST /api/appointments/:id/copy': {
    expect: CALENDAR_WRITERS,
    url: `/api/appointments/${someId}/copy`,
    payload: {},
  },
  'GET /api/appointment-locations': { expect: CALENDAR_READERS },
  'GET /api/free-slots': { expect: CALENDAR_WRITERS },
  'GET /api/bookable-courses': { expect: CALENDAR_READERS },
  'GET /api/calendars': { expect: CALENDAR_READERS },
  'GET /api/my-day': { expect: { ...EVERYONE, guest: 403 } },
  'POST /api/calendars': { expect: CALENDAR_WRITERS, payload: {} },
  'PUT /api/calendars/:id': { expect: CALENDAR_WRITERS, url: `/api/calendars/${someId}`, payload: {} },
  'DELETE /api/calendars/:id': { expect: CALENDAR_WRITERS, url: `/api/calendars/${someId}` },
  'GET /api/calendars/:id/shares': { expect: CALENDAR_WRITERS, url: `/api/calendars/${someId}/shares` },
  'PUT /api/calendars/:id/shares/:monitorId': {
    expect: CALENDAR_WRITERS,
    url: `/api/calendars/${someId}/shares/${someId}`,
    payload: {},
  },
  'DELETE /api/calendars/:id/shares/:monitorId': {
    expect: CALENDAR_WRITERS,
    url: `/api/calendars/${someId}/shares/${someId}`,
  },
  'POST /api/external-calendars/discover': { expect: CALENDAR_WRITERS, payload: {} },
  'POST /api/external-calendars': { expect: CALENDAR_WRITERS, payload: {} },
  'PUT /api/external-calendars/:id': {
    expect: CALENDAR_WRITERS,
    url: `/api/external-calendars/${someId}`,
    payload: {},
  },
  'DELETE /api/external-calendars/:id': { expect: CALENDAR_WRITERS, url: `/api/external-calendars/${someId}` },
  'POST /api/external-calendars/:id/refresh': {
    expect: CALENDAR_WRITERS,
    url: `/api/external-calendars/${someId}/refresh`,
  },
  'GET /api/availability': { expect: CALENDAR_READERS },
  // Phone sync: app passwords and ICS feeds, for those who hold calendars.
  'GET /api/accounts/me/app-passwords': { expect: CALENDAR_WRITERS },
  'POST /api/accounts/me/app-passwords': { expect: CALENDAR_WRITERS, payload: { label: 'Matrix' } },
  'DELETE /api/accounts/me/app-passwords/:id': {
    expect: CALENDAR_WRITERS,
    url: `/api/accounts/me/app-passwords/${someId}`,
  },
  'GET /api/calendar-feeds': { expect: CALENDAR_WRITERS },
  'POST /api/calendars/:id/feed': { expect: CALENDAR_WRITERS, url: `/api/calendars/${someId}/feed` },
  'DELETE /api/calendars/:id/feed': { expect: CALENDAR_WRITERS, url: `/api/calendars/${someId}/feed` },
  'POST /api/licences/activate': { expect: MONITORS_AND_UP, payload: { key: 'ZZZZ-0000-ZZZZ-0000' } },
  'GET /api/students': { expect: STUDENT_MANAGERS },
  'POST /api/students': { expect: STUDENT_MANAGERS, payload: {} },
  'GET /api/students/:id': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}` },
  'PUT /api/students/:id': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}`, payload: {} },
  'PUT /api/students/:id/training': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/training`, payload: {} },
  'POST /api/students/:id/archive': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/archive` },
  'POST /api/students/:id/unarchive': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/unarchive` },
  'POST /api/students/:id/transfer': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/transfer`,
    payload: { monitorId: someId },
  },
  'POST /api/students/:id/shares': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/shares`,
    payload: { monitorId: someId, access: 'read' },
  },
  'PUT /api/students/:id/shares/:monitorId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/shares/${someId}`,
    payload: { access: 'read' },
  },
  'DELETE /api/students/:id/shares/:monitorId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/shares/${someId}`,
  },
  'GET /api/students/:id/events': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/events` },
  'GET /api/school-monitors': { expect: STUDENT_MANAGERS },
  'GET /api/students/:id/licences': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/licences` },
  'POST /api/students/:id/licences': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/licences`,
    payload: {},
  },
  'PUT /api/students/:id/licences/:licenceId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/licences/${someId}`,
    payload: {},
  },
  'DELETE /api/students/:id/licences/:licenceId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/licences/${someId}`,
  },
  'GET /api/students/:id/exams': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/exams` },
  'POST /api/students/:id/exams': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/exams`, payload: {} },
  'PUT /api/students/:id/exams/:examId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/exams/${someId}`,
    payload: {},
  },
  'DELETE /api/students/:id/exams/:examId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/exams/${someId}`,
  },
  'GET /api/students/:id/comments': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/comments` },
  'POST /api/students/:id/comments': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/comments`,
    payload: {},
  },
  'DELETE /api/students/:id/comments/:commentId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/comments/${someId}`,
  },
  'GET /api/students/:id/tasks': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/tasks` },
  'POST /api/students/:id/tasks': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/tasks`, payload: {} },
  'PUT /api/students/:id/tasks/:taskId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/tasks/${someId}`,
    payload: {},
  },
  'DELETE /api/students/:id/tasks/:taskId': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/tasks/${someId}`,
  },
  'GET /api/students/:id/communications': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/communications`,
  },
  'POST /api/students/:id/credentials': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/credentials` },
  'GET /api/students/:id/print.pdf': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/print.pdf` },
  'GET /api/examiners': { expect: STUDENT_MANAGERS },
  'POST /api/examiners': { expect: STUDENT_MANAGERS, payload: {} },
  'PUT /api/examiners/:examinerId': { expect: SCHOOL_HEADS, url: `/api/examiners/${someId}`, payload: {} },
  'POST /api/examiners/:examinerId/disable': { expect: SCHOOL_HEADS, url: `/api/examiners/${someId}/disable` },
  'POST /api/examiners/:examinerId/enable': { expect: SCHOOL_HEADS, url: `/api/examiners/${someId}/enable` },
  // Connection requests: every signed-in person reaches them; the services then refuse a
  // monitor who sends a student's request and anyone but a school's monitor who invites.
  'GET /api/monitors/search': { expect: { ...EVERYONE, guest: 403 }, url: '/api/monitors/search?q=Ros' },
  'GET /api/link-requests': { expect: { ...EVERYONE, guest: 403 } },
  'POST /api/link-requests': {
    expect: { guest: 403, user: 'ok', monitor: 403, employee: 403, fre: 403, admin: 403, otherSchoolMonitor: 403 },
    payload: { monitorId: someId },
  },
  'POST /api/link-requests/invite': {
    expect: { ...MONITORS_AND_UP, fre: 403, admin: 403 },
    payload: { email: 'matrix-invite@example.ch', firstname: 'Mia', name: 'Matrix' },
  },
  'POST /api/link-requests/:id/answer': {
    expect: { ...EVERYONE, guest: 403 },
    url: `/api/link-requests/${someId}/answer`,
    payload: { accept: true },
  },
  'GET /api/me/monitors': { expect: { ...EVERYONE, guest: 403 } },
  'GET /api/dashboard': { expect: { ...EVERYONE, guest: 403 } },
  'GET /api/cities': { expect: EVERYONE, url: '/api/cities?q=10' },
  'POST /api/students/import': { expect: STUDENT_MANAGERS },
  'POST /api/students/import/:id/commit': { expect: STUDENT_MANAGERS, url: `/api/students/import/${someId}/commit` },
  'GET /api/students/import/:id/rows': { expect: STUDENT_MANAGERS, url: `/api/students/import/${someId}/rows` },
  'GET /api/students/import/:id/errors.xlsx': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/import/${someId}/errors.xlsx`,
  },
  // A bad sort makes the answer a JSON 400 once access is granted (a workbook is not JSON).
  'GET /api/students/export.xlsx': { expect: STUDENT_MANAGERS, url: '/api/students/export.xlsx?sort=x' },
};

const CALLER_EMAILS: Record<Exclude<Caller, 'guest'>, string> = {
  user: 'student@demo.ch',
  monitor: 'monitor@demo.ch',
  employee: 'employee@demo.ch',
  fre: 'fre@demo.ch',
  admin: 'admin@demo.ch',
  otherSchoolMonitor: 'ceresio@demo.ch',
};

describe('access matrix', () => {
  const t = useTestApp();
  beforeAll(() => enrolTwoFactor(t().app, 'admin@demo.ch'));

  it('lists every protected route', () => {
    const protectedRoutes = t()
      .app.apiRoutes.filter((route) => route.access !== 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(protectedRoutes.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    const [method = 'GET', path = ''] = route.split(' ');
    const request = (headers: Record<string, string>) =>
      t().app.inject({ method: method as 'GET', url: entry.url ?? path, headers, payload: entry.payload });

    it(`${route}: 401 without a token`, async () => {
      expect((await request({})).statusCode).toBe(401);
    });

    it(`${route}: ${CALLERS.map((caller) => `${caller} ${entry.expect[caller]}`).join(', ')}`, async () => {
      const outcomes: Record<string, Expectation | number> = {};
      for (const caller of CALLERS) {
        const token = caller === 'guest' ? await guestToken() : await tokenFor(t().app, CALLER_EMAILS[caller]);
        const response = await request(bearer(token));
        outcomes[caller] = ACCESS_REFUSALS.has(response.json().error?.code) ? response.statusCode : 'ok';
      }
      expect(outcomes).toEqual(entry.expect);
    });
  }

  async function guestToken(): Promise<string> {
    const email = `guest-${randomUUID()}@demo.ch`;
    await t()
      .database.db.insert(users)
      .values({
        email,
        role: 'guest',
        firstname: 'G',
        name: 'Guest',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        confirmedAt: new Date(),
      });
    return tokenFor(t().app, email);
  }
});
