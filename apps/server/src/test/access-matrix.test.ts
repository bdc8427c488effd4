import { randomUUID } from 'node:crypto';
import { dayPlus, schoolDay } from '@ds/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { isOpenAccess } from '../kernel/route-access';
import { hashPassword } from '../lib/passwords';
import { addDemoEmployee } from './school-test-data';
import { bearer, enrolTwoFactor, tokenFor } from './sign-in';
import { copyOfDemoFiles, useTestApp } from './test-app';

/**
 * Every protected API route × every kind of caller. `ok` means the caller gets past access
 * control (any answer but an access refusal), `403` that it is refused (403 with one of the
 * access codes: forbidden, the admin licence, an employee's right turned off or his access
 * ended), and every route answers 401 without a token. A route missing from this table fails the
 * test: new routes must be added. Another school's head reaching a record is the fuzz test's and
 * each area's tests' (404).
 */
const CALLERS = [
  'guest',
  'user',
  'monitor',
  'employee',
  'employeeAllRights',
  'employeeNoRights',
  'employeeEnded',
  'fre',
  'admin',
  'otherSchoolMonitor',
] as const;
type Caller = (typeof CALLERS)[number];
type Expectation = 'ok' | 403;
type Expectations = Record<Caller, Expectation>;

/**
 * Signed in, whoever: the demo employee has some rights on and "create sessions" off; the others
 * have every right, none, or an access that ended yesterday (only his account stays open to him).
 */
const EVERYONE: Expectations = {
  guest: 'ok',
  user: 'ok',
  monitor: 'ok',
  employee: 'ok',
  employeeAllRights: 'ok',
  employeeNoRights: 'ok',
  employeeEnded: 'ok',
  fre: 'ok',
  admin: 'ok',
  otherSchoolMonitor: 'ok',
};
const NO_EMPLOYEE = { employee: 403, employeeAllRights: 403, employeeNoRights: 403, employeeEnded: 403 } as const;
/** Every employee while his access runs, none after it ended. */
const WORKING_EMPLOYEES = {
  employee: 'ok',
  employeeAllRights: 'ok',
  employeeNoRights: 'ok',
  employeeEnded: 403,
} as const;
/** Admin-licence routes: the admin licence or the fre role (the demo monitors have no admin licence). */
const ADMIN_LICENCE: Expectations = {
  ...EVERYONE,
  ...NO_EMPLOYEE,
  guest: 403,
  user: 403,
  monitor: 403,
  otherSchoolMonitor: 403,
};
/** Courses: admin licence; employees work under their school administrators' (the head's) licence. */
const COURSES: Expectations = { ...ADMIN_LICENCE, ...WORKING_EMPLOYEES };
/** Creating or changing a course: an employee's `createCourses` right (on for the demo employee). */
const COURSE_WRITERS: Expectations = { ...COURSES, employeeNoRights: 403 };
const MONITORS_AND_UP: Expectations = { ...EVERYONE, ...NO_EMPLOYEE, guest: 403, user: 403 };
/** Signed-in people reading their account's side (connection requests): an employee whose access ended too. */
const ACCOUNT_READERS: Expectations = { ...EVERYONE, guest: 403 };
/** A learner's own screens (dashboard, progress): no employee. */
const LEARNER_READERS: Expectations = { ...EVERYONE, ...NO_EMPLOYEE, guest: 403 };

/** The calendar: everyone signed in reads it; monitors and employees book in it. */
const CALENDAR_READERS: Expectations = { ...EVERYONE, ...WORKING_EMPLOYEES, guest: 403 };
const CALENDAR_WRITERS: Expectations = { ...CALENDAR_READERS, user: 403 };
/** Booking, changing, copying, deleting sessions: an employee's `createAppointments` right (off for the demo one). */
const BOOKERS: Expectations = { ...CALENDAR_WRITERS, employee: 403, employeeNoRights: 403 };
/** Student records: monitors, employees, fre and admin; the student role sees only himself elsewhere. */
const STUDENT_MANAGERS: Expectations = { ...CALENDAR_WRITERS };
/** Taking a student on (recording, importing): monitors, never employees. */
const STUDENT_CREATORS: Expectations = { ...STUDENT_MANAGERS, ...NO_EMPLOYEE };

/** School-wide records (examiners): the school head (the other school's monitor heads his own), fre and admin. */
const SCHOOL_HEADS: Expectations = { ...STUDENT_MANAGERS, ...NO_EMPLOYEE, monitor: 403 };

/** Lessons and the training cards they use: monitors and employees (and fre, admin), not students. */
const LESSON_GIVERS: Expectations = { ...CALENDAR_WRITERS };
/** Starting a lesson: an employee's `deliverTraining` right (on for the demo employee). */
const LESSON_STARTERS: Expectations = { ...LESSON_GIVERS, employeeNoRights: 403 };

/** The school's record and people: its members (employees read them) under the admin licence. */
const SCHOOL_READERS: Expectations = { ...ADMIN_LICENCE, ...WORKING_EMPLOYEES, monitor: 403, otherSchoolMonitor: 403 };
/** What administrators change: monitors (the service then wants an administrator), fre and admin. */
const SCHOOL_MANAGERS: Expectations = { ...ADMIN_LICENCE };
/** Members read the list and the logo, and leave, without the admin licence. */
const SCHOOL_MEMBERS: Expectations = { ...MONITORS_AND_UP, ...WORKING_EMPLOYEES };

/** The resource library: monitors and the school's working employees read it, not learners. */
const LIBRARY_READERS: Expectations = { ...CALENDAR_WRITERS };
/** Changing it: an employee's `shareResources` right (on for the demo employee). */
const LIBRARY_WRITERS: Expectations = { ...LIBRARY_READERS, employeeNoRights: 403 };
/** Learning resources: everyone signed in gets through (a monitor without the didactic licence is the service's 403). */
const LEARNING_READERS: Expectations = { ...CALENDAR_READERS };
/** Sending students to SARI or L2: an employee's `sariSync` or `sendToL2` right (both off for the demo employee). */
const REGISTRY_SENDERS: Expectations = { ...STUDENT_MANAGERS, employee: 403, employeeNoRights: 403 };
/** The theory test (spec §6: read by users and up, never employees); the didactic licence is the service's 403. */
const THEORY_TEST_READERS: Expectations = { ...LEARNER_READERS };

/** The product's own administration (plans, licence keys): its administrator alone, not fre. */
const PRODUCT_ADMIN: Expectations = {
  ...EVERYONE,
  ...NO_EMPLOYEE,
  guest: 403,
  user: 403,
  monitor: 403,
  fre: 403,
  otherSchoolMonitor: 403,
};

/** Subscribing: monitors (and fre, admin), not learners nor employees (they work under the school's licence). */
const SUBSCRIBERS: Expectations = { ...MONITORS_AND_UP };

/** The shop's articles (/shop-settings): monitors, fre and admin; employees sell the shared ones from /shop. */
const ARTICLE_SELLERS: Expectations = { ...MONITORS_AND_UP };
/** /shop: whoever reads the shop (learners buy there), employees while their access runs. */
const SHOP_READERS: Expectations = { ...CALENDAR_READERS };
/** Saved cards: their owners save, share and delete them (monitors, fre, admin); employees see the shared ones. */
const CARD_OWNERS: Expectations = { ...MONITORS_AND_UP };

/** Error codes of access control itself; any other answer means the caller got through. */
const ACCESS_REFUSALS = new Set([
  'unauthorized',
  'forbidden',
  'admin_licence_required',
  'two_factor_setup_required',
  'employee_right_disabled',
  'employee_inactive',
]);

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
  // Preferences (issue 28): the wizard for those who may read it (spec §6), the rest for anyone signed in.
  'PUT /api/account/setup': { expect: MONITORS_AND_UP, payload: {} },
  'PUT /api/account/quick-actions': { expect: EVERYONE, payload: {} },
  'POST /api/account/logo': { expect: EVERYONE, payload: {} },
  'DELETE /api/account/logo': { expect: EVERYONE },
  'GET /api/account/licence-photo': { expect: EVERYONE },
  'POST /api/account/licence-photo': { expect: EVERYONE, payload: {} },
  'DELETE /api/account/licence-photo': { expect: EVERYONE },
  'GET /api/licences': { expect: MONITORS_AND_UP },
  'GET /api/courses': { expect: COURSES },
  'POST /api/courses': { expect: COURSE_WRITERS, payload: {} },
  'GET /api/courses/:id': { expect: COURSES, url: `/api/courses/${someId}` },
  'PUT /api/courses/:id': { expect: COURSE_WRITERS, url: `/api/courses/${someId}`, payload: {} },
  'POST /api/courses/:id/disable': { expect: COURSE_WRITERS, url: `/api/courses/${someId}/disable` },
  'POST /api/courses/:id/enable': { expect: COURSE_WRITERS, url: `/api/courses/${someId}/enable` },
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
  'GET /api/subscription-plans': { expect: PRODUCT_ADMIN },
  'GET /api/subscription-plans/offered': { expect: SUBSCRIBERS },
  'POST /api/subscription-orders': { expect: SUBSCRIBERS, payload: {} },
  'GET /api/subscription-orders': { expect: SUBSCRIBERS },
  'GET /api/subscription-orders/:id/invoice.pdf': { expect: SUBSCRIBERS },
  'GET /api/admin/subscription-orders': { expect: PRODUCT_ADMIN },
  'POST /api/admin/subscription-orders/:id/payment': { expect: PRODUCT_ADMIN },
  'GET /api/saved-cards': { expect: SHOP_READERS },
  'POST /api/card-registrations': { expect: CARD_OWNERS, payload: {} },
  'GET /api/card-registrations/:token': { expect: SHOP_READERS, url: `/api/card-registrations/${'A'.repeat(43)}` },
  'PUT /api/saved-cards/:id/shared': { expect: CARD_OWNERS, url: `/api/saved-cards/${someId}/shared`, payload: {} },
  'DELETE /api/saved-cards/:id': { expect: CARD_OWNERS, url: `/api/saved-cards/${someId}` },
  'GET /api/admin/learners': { expect: PRODUCT_ADMIN },
  'POST /api/admin/learners/:id/message': { expect: PRODUCT_ADMIN, payload: {} },
  'POST /api/admin/learners/:id/link': { expect: PRODUCT_ADMIN, payload: {} },
  'POST /api/subscription-plans': { expect: PRODUCT_ADMIN, payload: {} },
  'PUT /api/subscription-plans/:id': { expect: PRODUCT_ADMIN, payload: {} },
  'PUT /api/subscription-plans/:id/disabled': { expect: PRODUCT_ADMIN, payload: {} },
  'PUT /api/subscription-plans/:id/terms': { expect: PRODUCT_ADMIN },
  'POST /api/subscription-plans/:id/key-batches': { expect: PRODUCT_ADMIN, payload: {} },
  // Vouchers: the admin licence (or fre), sellers not employees; another seller's voucher is the service's 404.
  'GET /api/vouchers': { expect: ADMIN_LICENCE },
  'POST /api/vouchers': { expect: ADMIN_LICENCE, payload: {} },
  'GET /api/vouchers/:id': { expect: ADMIN_LICENCE, url: `/api/vouchers/${someId}` },
  'POST /api/vouchers/:id/corrections': {
    expect: ADMIN_LICENCE,
    url: `/api/vouchers/${someId}/corrections`,
    payload: {},
  },
  'PUT /api/vouchers/:id/disabled': { expect: ADMIN_LICENCE, url: `/api/vouchers/${someId}/disabled` },
  // The preferential theory-exam price: a school's administrator asks (the service wants him), the product administrator decides.
  'GET /api/theory-price-requests': { expect: ADMIN_LICENCE },
  'POST /api/theory-price-requests': { expect: ADMIN_LICENCE, payload: {} },
  'POST /api/theory-price-requests/:id/decision': {
    expect: PRODUCT_ADMIN,
    url: `/api/theory-price-requests/${someId}/decision`,
    payload: {},
  },
  'GET /api/admin/clients': { expect: PRODUCT_ADMIN },
  'GET /api/admin/clients/:id': { expect: PRODUCT_ADMIN, url: `/api/admin/clients/${someId}` },
  'PUT /api/admin/users/:id/blocked': { expect: PRODUCT_ADMIN, url: `/api/admin/users/${someId}/blocked`, payload: {} },
  'POST /api/admin/clients/:id/sms-credits': {
    expect: PRODUCT_ADMIN,
    url: `/api/admin/clients/${someId}/sms-credits`,
    payload: {},
  },
  'GET /api/admin/jobs': { expect: PRODUCT_ADMIN },
  'POST /api/admin/jobs/:id/retry': { expect: PRODUCT_ADMIN, url: `/api/admin/jobs/${someId}/retry` },
  'GET /api/articles': { expect: ARTICLE_SELLERS },
  'POST /api/articles': { expect: ARTICLE_SELLERS, payload: {} },
  'PUT /api/articles/:id': { expect: ARTICLE_SELLERS, payload: {} },
  'PUT /api/articles/:id/disabled': { expect: ARTICLE_SELLERS, payload: {} },
  'PUT /api/articles/:id/logo': { expect: ARTICLE_SELLERS },
  // The sales lists: whoever sells; every order (scope=all) is the product administrator's, the service's 403.
  'GET /api/shop-orders': { expect: ARTICLE_SELLERS },
  'GET /api/shop-orders/export': { expect: ARTICLE_SELLERS, url: '/api/shop-orders/export?format=x' },
  // Booking: the monitor's rules and his students' bookings with the calendar; a learner's side as his dashboard.
  'GET /api/booking/policy': { expect: CALENDAR_WRITERS },
  'PUT /api/booking/policy': { expect: CALENDAR_WRITERS, payload: {} },
  'PUT /api/booking/courses/:id/readiness': {
    expect: CALENDAR_WRITERS,
    url: `/api/booking/courses/${someId}/readiness`,
    payload: {},
  },
  'GET /api/booking/monitor-bookings': { expect: CALENDAR_WRITERS },
  'POST /api/booking/bookings/:id/confirm': {
    expect: CALENDAR_WRITERS,
    url: `/api/booking/bookings/${someId}/confirm`,
  },
  'POST /api/booking/bookings/:id/monitor-cancel': {
    expect: CALENDAR_WRITERS,
    url: `/api/booking/bookings/${someId}/monitor-cancel`,
    payload: {},
  },
  'POST /api/booking/bookings/:id/waive': { expect: CALENDAR_WRITERS, url: `/api/booking/bookings/${someId}/waive` },
  'GET /api/booking/offers': { expect: LEARNER_READERS },
  'GET /api/booking/slots': { expect: LEARNER_READERS },
  'GET /api/booking/my': { expect: LEARNER_READERS },
  'POST /api/booking/bookings': { expect: LEARNER_READERS, payload: {} },
  'POST /api/booking/bookings/:id/cancel': { expect: LEARNER_READERS, url: `/api/booking/bookings/${someId}/cancel` },
  'POST /api/booking/waitlist': { expect: LEARNER_READERS, payload: {} },
  'DELETE /api/booking/waitlist/:id': { expect: LEARNER_READERS, url: `/api/booking/waitlist/${someId}` },
  // Accounting: a monitor's right under the admin licence (the finance licence is the service's 403); no employee.
  'GET /api/accounting/turnover': { expect: ADMIN_LICENCE },
  'GET /api/accounting/turnover/export': { expect: ADMIN_LICENCE, url: '/api/accounting/turnover/export?format=x' },
  // Open bills, lesson invoices and billing terms: the same (another school's invoice is the service's 404).
  'GET /api/accounting/open-bills': { expect: ADMIN_LICENCE },
  'POST /api/accounting/lessons/:id/payment': {
    expect: ADMIN_LICENCE,
    url: `/api/accounting/lessons/${someId}/payment`,
    payload: {},
  },
  'POST /api/accounting/charges/:id/payment': {
    expect: ADMIN_LICENCE,
    url: `/api/accounting/charges/${someId}/payment`,
    payload: {},
  },
  'POST /api/accounting/invoices': { expect: ADMIN_LICENCE, payload: {} },
  'GET /api/accounting/invoices/:id/invoice.pdf': {
    expect: ADMIN_LICENCE,
    url: `/api/accounting/invoices/${someId}/invoice.pdf`,
  },
  'POST /api/accounting/invoices/:id/payment': {
    expect: ADMIN_LICENCE,
    url: `/api/accounting/invoices/${someId}/payment`,
    payload: {},
  },
  'POST /api/accounting/invoices/:id/cancel': {
    expect: ADMIN_LICENCE,
    url: `/api/accounting/invoices/${someId}/cancel`,
  },
  'GET /api/accounting/settings': { expect: ADMIN_LICENCE },
  'PUT /api/accounting/settings': { expect: ADMIN_LICENCE, payload: {} },
  'GET /api/shop': { expect: SHOP_READERS },
  // An invoice's payment: recorded by its seller (the service's 404 for anyone else).
  'POST /api/shop-orders/:id/payment': { expect: ARTICLE_SELLERS, url: `/api/shop-orders/${someId}/payment` },
  'GET /api/account/purchases': { expect: EVERYONE },
  'GET /api/account/purchases/:id/invoice.pdf': {
    expect: EVERYONE,
    url: `/api/account/purchases/${someId}/invoice.pdf`,
  },
  'GET /api/resources': { expect: LIBRARY_READERS },
  'POST /api/resources': { expect: LIBRARY_WRITERS, payload: {} },
  'POST /api/resources/upload': { expect: LIBRARY_WRITERS },
  'PUT /api/resources/:id': { expect: LIBRARY_WRITERS, payload: {} },
  'DELETE /api/resources/:id': { expect: LIBRARY_WRITERS },
  'PUT /api/resources/:id/sharing': { expect: LIBRARY_WRITERS, payload: {} },
  'GET /api/learning/resources': { expect: LEARNING_READERS },
  // SARI and L2: my SARI account (monitors and up, never employees), a course's participants, sendings.
  'GET /api/account/sari-credentials': { expect: MONITORS_AND_UP },
  'PUT /api/account/sari-credentials': { expect: MONITORS_AND_UP, payload: {} },
  'DELETE /api/account/sari-credentials': { expect: MONITORS_AND_UP },
  'POST /api/account/sari-credentials/test': { expect: MONITORS_AND_UP },
  'GET /api/courses/:id/participants': { expect: COURSES, url: `/api/courses/${someId}/participants` },
  'POST /api/courses/:id/sari-submissions': {
    expect: REGISTRY_SENDERS,
    url: `/api/courses/${someId}/sari-submissions`,
    payload: {},
  },
  'POST /api/registry-submissions/:id/resend': {
    expect: STUDENT_MANAGERS,
    url: `/api/registry-submissions/${someId}/resend`,
  },
  'POST /api/registry-submissions/:id/withdraw': {
    expect: REGISTRY_SENDERS,
    url: `/api/registry-submissions/${someId}/withdraw`,
  },
  'POST /api/students/:id/l2-submission': { expect: REGISTRY_SENDERS, url: `/api/students/${someId}/l2-submission` },
  'GET /api/students/:id/registry-submissions': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/${someId}/registry-submissions`,
  },
  'GET /api/account/theory-credentials': { expect: THEORY_TEST_READERS },
  'PUT /api/account/theory-credentials': { expect: THEORY_TEST_READERS, payload: {} },
  'DELETE /api/account/theory-credentials': { expect: THEORY_TEST_READERS },
  'POST /api/account/theory-credentials/test': { expect: THEORY_TEST_READERS },
  'GET /api/theory-test': { expect: THEORY_TEST_READERS },
  'POST /api/theory-test/session': { expect: THEORY_TEST_READERS, payload: {} },
  'GET /api/theory-test/students': { expect: STUDENT_MANAGERS },
  'GET /api/communication-settings': { expect: ADMIN_LICENCE },
  'PUT /api/communication-settings': { expect: ADMIN_LICENCE, payload: {} },
  'POST /api/communication-settings/effects': { expect: ADMIN_LICENCE, payload: {} },
  'POST /api/communication-settings/smtp-test': { expect: ADMIN_LICENCE, payload: { to: 'x' } },
  'POST /api/communication-settings/imap-test': { expect: ADMIN_LICENCE },
  'POST /api/communication-settings/sms-test': { expect: ADMIN_LICENCE },
  'GET /api/communication-settings/microsoft/connect': { expect: ADMIN_LICENCE },
  'POST /api/communication-settings/microsoft/consent': { expect: ADMIN_LICENCE, payload: {} },
  'DELETE /api/communication-settings/microsoft': { expect: ADMIN_LICENCE },
  'GET /api/sms-credits': { expect: ADMIN_LICENCE },
  'GET /api/communication-logs': { expect: ADMIN_LICENCE },
  'POST /api/communication-logs/:id/resend': {
    expect: ADMIN_LICENCE,
    url: `/api/communication-logs/${someId}/resend`,
  },
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
  'POST /api/lessons': { expect: LESSON_STARTERS, payload: {} },
  'GET /api/lessons/ongoing': { expect: LESSON_GIVERS },
  'GET /api/students/:id/progress': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/progress` },
  'GET /api/students/:id/lessons': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/lessons` },
  'PUT /api/lessons/:id/payment': {
    expect: STUDENT_MANAGERS,
    url: `/api/lessons/${someId}/payment`,
    payload: {},
  },
  'GET /api/my-progress': { expect: LEARNER_READERS },
  'GET /api/my-lessons': { expect: LEARNER_READERS },
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
  'POST /api/appointments': { expect: BOOKERS, payload: {} },
  'GET /api/appointments': { expect: CALENDAR_READERS },
  'GET /api/appointments/:id': { expect: CALENDAR_READERS, url: `/api/appointments/${someId}` },
  'PUT /api/appointments/:id': { expect: BOOKERS, url: `/api/appointments/${someId}`, payload: {} },
  'PUT /api/appointments/:id/paid': {
    expect: CALENDAR_WRITERS,
    url: `/api/appointments/${someId}/paid`,
    payload: {},
  },
  'DELETE /api/appointments/:id': { expect: BOOKERS, url: `/api/appointments/${someId}` },
  'POST /api/appointments/:id/copy': {
    expect: BOOKERS,
    url: `/api/appointments/${someId}/copy`,
    payload: {},
  },
  'GET /api/appointment-locations': { expect: CALENDAR_READERS },
  'GET /api/free-slots': { expect: CALENDAR_WRITERS },
  'GET /api/bookable-courses': { expect: CALENDAR_READERS },
  'GET /api/calendars': { expect: CALENDAR_READERS },
  'GET /api/my-day': { expect: CALENDAR_READERS },
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
  // The Google calendar link: whoever holds calendars links his own (no Google configured here: 400).
  'POST /api/calendar/google/consent': { expect: CALENDAR_WRITERS },
  'POST /api/calendar/google/link': { expect: CALENDAR_WRITERS, payload: {} },
  'GET /api/calendar/google/link': { expect: CALENDAR_WRITERS },
  'GET /api/calendar/google/calendars': { expect: CALENDAR_WRITERS },
  'PUT /api/calendar/google/link': { expect: CALENDAR_WRITERS, payload: {} },
  'DELETE /api/calendar/google/link': { expect: CALENDAR_WRITERS, payload: {} },
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
  'POST /api/students': { expect: STUDENT_CREATORS, payload: {} },
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
  'GET /api/students/:id/licence-photo': { expect: STUDENT_MANAGERS, url: `/api/students/${someId}/licence-photo` },
  'GET /api/examiners': { expect: STUDENT_MANAGERS },
  'POST /api/examiners': { expect: STUDENT_MANAGERS, payload: {} },
  'PUT /api/examiners/:examinerId': { expect: SCHOOL_HEADS, url: `/api/examiners/${someId}`, payload: {} },
  'POST /api/examiners/:examinerId/disable': { expect: SCHOOL_HEADS, url: `/api/examiners/${someId}/disable` },
  'POST /api/examiners/:examinerId/enable': { expect: SCHOOL_HEADS, url: `/api/examiners/${someId}/enable` },
  // Connection requests: every signed-in person reaches them; the services then refuse a
  // monitor who sends a student's request and anyone but a school's monitor who invites.
  'GET /api/monitors/search': { expect: ACCOUNT_READERS, url: '/api/monitors/search?q=Ros' },
  'GET /api/link-requests': { expect: ACCOUNT_READERS },
  'POST /api/link-requests': {
    expect: { ...MONITORS_AND_UP, user: 'ok', monitor: 403, fre: 403, admin: 403, otherSchoolMonitor: 403 },
    payload: { monitorId: someId },
  },
  'POST /api/link-requests/invite': {
    expect: { ...MONITORS_AND_UP, fre: 403, admin: 403 },
    payload: { email: 'matrix-invite@example.ch', firstname: 'Mia', name: 'Matrix' },
  },
  'POST /api/link-requests/:id/answer': {
    expect: ACCOUNT_READERS,
    url: `/api/link-requests/${someId}/answer`,
    payload: { accept: true },
  },
  'GET /api/me/monitors': { expect: ACCOUNT_READERS },
  'GET /api/dashboard': { expect: LEARNER_READERS },
  'GET /api/cities': { expect: EVERYONE, url: '/api/cities?q=10' },
  'POST /api/students/import': { expect: STUDENT_CREATORS },
  'POST /api/students/import/:id/commit': { expect: STUDENT_CREATORS, url: `/api/students/import/${someId}/commit` },
  'GET /api/students/import/:id/rows': { expect: STUDENT_CREATORS, url: `/api/students/import/${someId}/rows` },
  'GET /api/students/import/:id/errors.xlsx': {
    expect: STUDENT_MANAGERS,
    url: `/api/students/import/${someId}/errors.xlsx`,
  },
  // A bad sort makes the answer a JSON 400 once access is granted (a workbook is not JSON).
  'GET /api/students/export.xlsx': { expect: STUDENT_MANAGERS, url: '/api/students/export.xlsx?sort=x' },
  'GET /api/school': { expect: SCHOOL_READERS },
  'POST /api/school': { expect: SCHOOL_MANAGERS, payload: {} },
  'PUT /api/school': { expect: SCHOOL_MANAGERS, payload: {} },
  'PUT /api/school/logo': { expect: SCHOOL_MANAGERS },
  'DELETE /api/school/logo': { expect: SCHOOL_MANAGERS },
  'GET /api/school/logo': { expect: SCHOOL_MEMBERS },
  'GET /api/school/members': { expect: SCHOOL_MEMBERS },
  'GET /api/school/history': { expect: SCHOOL_MANAGERS },
  'PUT /api/school/members/:userId/administrator': {
    expect: SCHOOL_MANAGERS,
    url: `/api/school/members/${someId}/administrator`,
    payload: {},
  },
  'PUT /api/school/employees/:userId': {
    expect: SCHOOL_MANAGERS,
    url: `/api/school/employees/${someId}`,
    payload: {},
  },
  'DELETE /api/school/employees/:userId': { expect: SCHOOL_MANAGERS, url: `/api/school/employees/${someId}` },
  'POST /api/school/members/:userId/appointments-handover': {
    expect: SCHOOL_MANAGERS,
    url: `/api/school/members/${someId}/appointments-handover`,
    payload: {},
  },
  // An invalid body stops the request once access is granted: nobody leaves a school here.
  'POST /api/school/leave': { expect: SCHOOL_MEMBERS, payload: { students: 'x' } },
  'POST /api/school/invitations': { expect: SCHOOL_MANAGERS, payload: {} },
  'DELETE /api/school/invitations/:id': { expect: SCHOOL_MANAGERS, url: `/api/school/invitations/${someId}` },
  'POST /api/invitations/:token/accept': { expect: EVERYONE, url: `/api/invitations/${'x'.repeat(43)}/accept` },
};

const CALLER_EMAILS: Record<Exclude<Caller, 'guest'>, string> = {
  user: 'student@demo.ch',
  monitor: 'monitor@demo.ch',
  employee: 'employee@demo.ch',
  employeeAllRights: 'all-rights@demo.ch',
  employeeNoRights: 'no-rights@demo.ch',
  employeeEnded: 'ended@demo.ch',
  fre: 'fre@demo.ch',
  admin: 'admin@demo.ch',
  otherSchoolMonitor: 'ceresio@demo.ch',
};

describe('access matrix', () => {
  // Callers remove their own files (the demo's logo and licence photo): on a copy of the demo's store.
  const t = useTestApp({ FILES_DIR: copyOfDemoFiles() });
  beforeAll(async () => {
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    const db = t().database.db;
    await addDemoEmployee(db, CALLER_EMAILS.employeeAllRights);
    await addDemoEmployee(db, CALLER_EMAILS.employeeNoRights, { rights: [] });
    await addDemoEmployee(db, CALLER_EMAILS.employeeEnded, { endsOn: dayPlus(schoolDay(new Date()), -1) });
  });

  it('lists every protected route', () => {
    const protectedRoutes = t()
      .app.apiRoutes.filter((route) => !isOpenAccess(route.access))
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
        // A 204 has no body to name a refusal.
        const code = response.body ? response.json().error?.code : undefined;
        outcomes[caller] = ACCESS_REFUSALS.has(code) ? response.statusCode : 'ok';
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
