import { describe, expect, it } from 'vitest';
import {
  DEMO_SARI_ACCOUNT,
  DEMO_SARI_CLOSED_COURSE_ID,
  DEMO_SARI_COURSE_ID,
  DEMO_SARI_ENROLLED,
  DEMO_SARI_UNKNOWN_FABER,
} from '../../../integrations/sari/sari-demo';
import { useRegistriesApp } from '../../../test/registries';
import { addDemoEmployee } from '../../../test/school-test-data';
import { createStudentAs } from '../../../test/student-test-data';
import { syncEndedSessions } from './registry-auto-sync.service';
import { REGISTRY_SEND_QUEUE } from './registry-send.service';

/**
 * SARI and L2 through the API, the job queue drained by the test, against both simulators over
 * HTTP: the account and its test, a course's participants, sending, every documented refusal,
 * an expired token, a registry that does not answer (retried, then given up and shown), L2, the
 * auto-sync, and who may do what.
 */
describe('SARI and L2 registrations', () => {
  const unknownFaber = '55999999';
  const unknownAtL2 = '55999998';
  const { env, call, sql, saveDemoAccount, drainWithRetriesDue, rowOf } = useRegistriesApp({
    sari: { unknownFabers: [unknownFaber] },
    l2: { unknownFabers: [unknownAtL2] },
  });
  const app = () => env.t.app;

  describe('my SARI account', () => {
    it('is saved with its secret and password sealed, never answered, and required the first time', async () => {
      expect((await call('head@demo.ch', 'GET', '/api/account/sari-credentials')).json().data).toBeNull();
      const incomplete = await call('head@demo.ch', 'PUT', '/api/account/sari-credentials', {
        username: 'API_X',
        clientId: '1_x',
      });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().error.details.map((detail: { field: string }) => detail.field)).toEqual([
        'body.clientSecret',
        'body.password',
      ]);
      const control = await saveDemoAccount({ username: 'API\u0007' });
      expect(control.statusCode).toBe(400);
      expect(control.json().error.details[0].field).toBe('body.username');

      const saved = await saveDemoAccount();
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({
        username: DEMO_SARI_ACCOUNT.username,
        clientId: DEMO_SARI_ACCOUNT.clientId,
        secretSet: true,
        passwordSet: true,
        verifiedAt: null,
        refusedAt: null,
      });
      expect(saved.body).not.toContain(DEMO_SARI_ACCOUNT.clientSecret);
      const [stored] = await sql<{ secret_sealed: string; password_sealed: string }>(
        'SELECT secret_sealed, password_sealed FROM sari_accounts',
      );
      expect(stored?.secret_sealed).not.toContain(DEMO_SARI_ACCOUNT.clientSecret);
      expect(env.t.secrets.decrypt(stored?.password_sealed ?? '')).toBe(DEMO_SARI_ACCOUNT.password);
      // Left out, the kept secret and password stay.
      expect(
        (
          await call('head@demo.ch', 'PUT', '/api/account/sari-credentials', {
            username: DEMO_SARI_ACCOUNT.username,
            clientId: DEMO_SARI_ACCOUNT.clientId,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('tests the connection: accepted, or refused and recorded (422)', async () => {
      const accepted = await call('head@demo.ch', 'POST', '/api/account/sari-credentials/test');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data.version).toBe('connection-test');
      expect((await call('head@demo.ch', 'GET', '/api/account/sari-credentials')).json().data.verifiedAt).toBe(
        accepted.json().data.verifiedAt,
      );

      await saveDemoAccount({ password: 'not-the-password' });
      const refused = await call('head@demo.ch', 'POST', '/api/account/sari-credentials/test');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('sari_credentials_refused');
      expect((await call('head@demo.ch', 'GET', '/api/account/sari-credentials')).json().data.refusedAt).not.toBeNull();

      env.sari.failNext(1);
      const unavailable = await call('head@demo.ch', 'POST', '/api/account/sari-credentials/test');
      expect(unavailable.statusCode).toBe(502);
      expect(unavailable.json().error.code).toBe('registry_unavailable');
      await saveDemoAccount();
    });

    it('is refused to employees and learners, and another school’s head has none of ours', async () => {
      await addDemoEmployee(env.t.database.db, 'sari.employee@example.com');
      expect((await call('sari.employee@example.com', 'GET', '/api/account/sari-credentials')).statusCode).toBe(403);
      expect(
        (await call('student@demo.ch', 'PUT', '/api/account/sari-credentials', DEMO_SARI_ACCOUNT)).statusCode,
      ).toBe(403);
      expect((await call('ceresio@demo.ch', 'GET', '/api/account/sari-credentials')).json().data).toBeNull();
      expect((await call('ceresio@demo.ch', 'DELETE', '/api/account/sari-credentials')).statusCode).toBe(404);
    });
  });

  describe('sending to SARI', () => {
    it('lists the course’s participants with the demo’s rows: Léa registered, Chloé refused', async () => {
      const response = await call('head@demo.ch', 'GET', `/api/courses/${env.courseId}/participants`);
      expect(response.statusCode).toBe(200);
      const { course, participants } = response.json().data;
      expect(course).toMatchObject({ id: env.courseId, sariId: DEMO_SARI_COURSE_ID });
      expect(participants.length).toBeGreaterThan(2);
      const byFaber = new Map(participants.map((p: { faber: string }) => [p.faber, p]));
      expect(byFaber.get(DEMO_SARI_ENROLLED.faber)).toMatchObject({ submission: { status: 'registered' } });
      expect(byFaber.get(DEMO_SARI_UNKNOWN_FABER)).toMatchObject({
        submission: { status: 'refused', reason: 'PERSON_NOT_FOUND' },
      });
      // Like the courses, under the admin licence (monitor@demo.ch and the other school's head have none);
      // past it, a course not one's own is a 404.
      expect((await call('monitor@demo.ch', 'GET', `/api/courses/${env.courseId}/participants`)).statusCode).toBe(403);
      expect((await call('ceresio@demo.ch', 'GET', `/api/courses/${env.courseId}/participants`)).statusCode).toBe(403);
      expect((await call('fre@demo.ch', 'GET', `/api/courses/${env.courseId}/participants`)).statusCode).toBe(404);
      expect((await call('student@demo.ch', 'GET', `/api/courses/${env.courseId}/participants`)).statusCode).toBe(403);
    });

    it('queues the students, then registers the known one and shows SARI’s refusal of the other', async () => {
      const known = await createStudentAs(app, 'head@demo.ch');
      const unknown = await createStudentAs(app, 'head@demo.ch', { faber: unknownFaber });
      const sent = await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
        studentIds: [known, unknown],
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data.map((row: { status: string }) => row.status)).toEqual(['queued', 'queued']);
      await env.t.app.jobRunner.drain();
      expect(await rowOf(known)).toMatchObject({ status: 'registered', reason: null, attempts: 1 });
      expect(await rowOf(unknown)).toMatchObject({ status: 'refused', reason: 'PERSON_NOT_FOUND' });
      expect(env.sari.course(DEMO_SARI_COURSE_ID)?.participants.map((person) => person.faber)).toContain(
        (await sql<{ faber: string }>('SELECT faber FROM students WHERE id = $1', [known]))[0]?.faber,
      );

      const listed = await call('head@demo.ch', 'GET', `/api/students/${unknown}/registry-submissions`);
      expect(listed.json().data).toEqual([
        expect.objectContaining({
          registry: 'sari',
          courseLabel: 'Cours de sensibilisation (VKU)',
          status: 'refused',
          reason: 'PERSON_NOT_FOUND',
        }),
      ]);

      // A registered row is not sent again; a refused one is, in place.
      const registeredRow = await rowOf(known);
      const again = await call('head@demo.ch', 'POST', `/api/registry-submissions/${registeredRow?.id}/resend`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('not_resendable');
      const refusedRow = await rowOf(unknown);
      const resent = await call('head@demo.ch', 'POST', `/api/registry-submissions/${refusedRow?.id}/resend`);
      expect(resent.json().data).toMatchObject({ id: refusedRow?.id, status: 'queued', reason: null, attempts: 0 });
      await env.t.app.jobRunner.drain();
      expect(await rowOf(unknown)).toMatchObject({ id: refusedRow?.id, status: 'refused', reason: 'PERSON_NOT_FOUND' });
    });

    it('says each of SARI’s refusals: already enrolled, course closed, unknown course, licence expired', async () => {
      const enrolledThere = await createStudentAs(app, 'head@demo.ch');
      const [{ faber, birth } = { faber: '', birth: '' }] = await sql<{ faber: string; birth: string }>(
        `SELECT faber, birth_date::text AS birth FROM students WHERE id = $1`,
        [enrolledThere],
      );
      env.sari
        .course(DEMO_SARI_COURSE_ID)
        ?.participants.push({ faber, birthDate: birth, firstname: 'A', lastname: 'B', confirmed: null });
      const expired = await createStudentAs(app, 'head@demo.ch', { faber: '55888888' });
      env.sari.addCustomer({
        faber: '55888888',
        birthDate: '2006-05-17',
        firstname: 'Amélie',
        lastname: 'Testeur',
        licenceExpired: true,
      });
      await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
        studentIds: [enrolledThere, expired],
      });
      await env.t.app.jobRunner.drain();
      expect(await rowOf(enrolledThere)).toMatchObject({ status: 'refused', reason: 'PERSON_ALREADY_ADDED' });
      expect(await rowOf(expired)).toMatchObject({ status: 'refused', reason: 'LICENSE_EXPIRED' });

      for (const [sariId, reason] of [
        [DEMO_SARI_CLOSED_COURSE_ID, 'COURSE_NOT_ALLOWED_OR_ENABLED'],
        ['777', 'COURSE_NOT_FOUND'],
      ] as const) {
        await sql('UPDATE courses SET sari_id = $1 WHERE id = $2', [sariId, env.courseId]);
        const student = await createStudentAs(app, 'head@demo.ch');
        await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, { studentIds: [student] });
        await env.t.app.jobRunner.drain();
        expect(await rowOf(student)).toMatchObject({ status: 'refused', reason });
      }
      await sql('UPDATE courses SET sari_id = $1 WHERE id = $2', [DEMO_SARI_COURSE_ID, env.courseId]);
    });

    it('refuses at once a student without a FABER number or birth date, and a course without a SARI id', async () => {
      const noBirthDate = await createStudentAs(app, 'head@demo.ch');
      await sql('UPDATE students SET birth_date = NULL WHERE id = $1', [noBirthDate]);
      const sent = await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
        studentIds: [noBirthDate],
      });
      expect(sent.json().data).toEqual([expect.objectContaining({ status: 'refused', reason: 'identity_missing' })]);
      expect(await env.t.app.jobRunner.drain()).toBe(0);

      const [lesson] = await sql<{ id: string }>(
        `SELECT c.id FROM courses c JOIN users u ON u.id = c.owner_id WHERE u.email = 'head@demo.ch' AND c.sari_id IS NULL LIMIT 1`,
      );
      const withoutId = await call('head@demo.ch', 'POST', `/api/courses/${lesson?.id}/sari-submissions`, {
        studentIds: [noBirthDate],
      });
      expect(withoutId.statusCode).toBe(409);
      expect(withoutId.json().error.code).toBe('course_without_sari_id');
    });

    it('refreshes an expired token and sends', async () => {
      const student = await createStudentAs(app, 'head@demo.ch');
      env.sari.expireTokens();
      const before = env.sari.calls().length;
      await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, { studentIds: [student] });
      await env.t.app.jobRunner.drain();
      expect(await rowOf(student)).toMatchObject({ status: 'registered' });
      expect(
        env.sari
          .calls()
          .slice(before)
          .map((entry) => [entry.grant ?? entry.path.split('/')[3], entry.status]),
      ).toEqual([
        ['customer', 401],
        ['refresh_token', 200],
        ['customer', 200],
        ['personcourse', 200],
      ]);
    });

    it('retries a registry that does not answer, and after the last try shows it failed', async () => {
      const student = await createStudentAs(app, 'head@demo.ch');
      const sent = await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
        studentIds: [student],
      });
      env.sari.delayNext(1, 1_000);
      await env.t.app.jobRunner.drain();
      expect(await rowOf(student)).toMatchObject({ status: 'queued', reason: 'registry_unavailable', attempts: 1 });
      expect(await env.t.app.jobRunner.counts(REGISTRY_SEND_QUEUE)).toMatchObject({ retry: 1 });
      // A 503, then a 503, then a timeout: four tries in all, the last one gives up.
      env.sari.failNext(1);
      await drainWithRetriesDue();
      env.sari.failNext(1);
      await drainWithRetriesDue();
      expect(await rowOf(student)).toMatchObject({ status: 'queued', attempts: 3 });
      env.sari.delayNext(1, 1_000);
      await drainWithRetriesDue();
      expect(await rowOf(student)).toMatchObject({ status: 'failed', reason: 'registry_unavailable', attempts: 4 });
      const shown = await call('head@demo.ch', 'GET', `/api/students/${student}/registry-submissions`);
      expect(shown.json().data[0]).toMatchObject({
        id: sent.json().data[0].id,
        status: 'failed',
        reason: 'registry_unavailable',
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      // Sent again by hand once SARI answers.
      await call('head@demo.ch', 'POST', `/api/registry-submissions/${sent.json().data[0].id}/resend`);
      await env.t.app.jobRunner.drain();
      expect(await rowOf(student)).toMatchObject({ status: 'registered', attempts: 1 });
    });

    it('shows our own failure (a secret the server key no longer opens) after the last try, without a secret in the log', async () => {
      await sql(`UPDATE sari_accounts SET secret_sealed = 'v1.AAAA.AAAA.AAAA'`);
      const student = await createStudentAs(app, 'head@demo.ch');
      await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, { studentIds: [student] });
      await env.t.app.jobRunner.drain();
      expect(await rowOf(student)).toMatchObject({ status: 'queued', reason: 'send_error', attempts: 1 });
      for (let tries = 0; tries < 3; tries += 1) await drainWithRetriesDue();
      expect(await rowOf(student)).toMatchObject({ status: 'failed', reason: 'send_error', attempts: 4 });
      await saveDemoAccount();
    });

    it('sends through the school administrator’s account when the course’s owner has none, else refuses', async () => {
      const [monitorCourse] = await sql<{ id: string }>(
        `UPDATE courses SET sari_id = $1 WHERE id = (SELECT c.id FROM courses c JOIN users u ON u.id = c.owner_id
           WHERE u.email = 'monitor@demo.ch' ORDER BY c.label LIMIT 1) RETURNING id`,
        [DEMO_SARI_COURSE_ID],
      );
      const student = await createStudentAs(app, 'monitor@demo.ch');
      await call('monitor@demo.ch', 'POST', `/api/courses/${monitorCourse?.id}/sari-submissions`, {
        studentIds: [student],
      });
      await env.t.app.jobRunner.drain();
      expect(await rowOf(student)).toMatchObject({ status: 'registered' });

      await sql('DELETE FROM sari_accounts');
      const another = await createStudentAs(app, 'monitor@demo.ch');
      await call('monitor@demo.ch', 'POST', `/api/courses/${monitorCourse?.id}/sari-submissions`, {
        studentIds: [another],
      });
      await env.t.app.jobRunner.drain();
      expect(await rowOf(another)).toMatchObject({ status: 'refused', reason: 'account_missing' });
      await saveDemoAccount();
    });

    it('auto-syncs the students of a session that ended, once', async () => {
      const [session] = await sql<{ id: string; ends_at: Date }>(
        `SELECT id, ends_at FROM appointments WHERE course_id = $1 AND ends_at < now() ORDER BY ends_at DESC LIMIT 1`,
        [env.courseId],
      );
      if (!session) throw new Error('no past VKU session');
      const after = new Date(new Date(session.ends_at).getTime() + 3_600_000);
      expect(await syncEndedSessions({ db: env.t.database.db, jobs: env.t.app.jobs }, after)).toBe(0);
      await sql('UPDATE courses SET auto_sari_sync = true WHERE id = $1', [env.courseId]);
      const waiting = await sql<{ student_id: string }>(
        `SELECT s.student_id FROM appointment_students s WHERE s.appointment_id = $1 AND NOT EXISTS (
           SELECT 1 FROM registry_submissions r WHERE r.student_id = s.student_id AND r.course_id = $2)`,
        [session.id, env.courseId],
      );
      expect(waiting.length).toBeGreaterThan(0);
      expect(await syncEndedSessions({ db: env.t.database.db, jobs: env.t.app.jobs }, after)).toBe(waiting.length);
      await env.t.app.jobRunner.drain();
      for (const { student_id } of waiting) expect(await rowOf(student_id)).toMatchObject({ status: 'registered' });
      expect(await syncEndedSessions({ db: env.t.database.db, jobs: env.t.app.jobs }, after)).toBe(0);
    });

    it('needs the sariSync right of an employee; another school’s students are a 404; bad input a 400', async () => {
      const student = await createStudentAs(app, 'head@demo.ch');
      await addDemoEmployee(env.t.database.db, 'no.sari@example.com', { rights: ['sendToL2'] });
      const refused = await call('no.sari@example.com', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
        studentIds: [student],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'employee_right_disabled', details: { right: 'sariSync' } });
      const other = await createStudentAs(app, 'ceresio@demo.ch');
      const foreign = await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
        studentIds: [other],
      });
      expect(foreign.statusCode).toBe(404);
      expect((await call('head@demo.ch', 'GET', `/api/students/${other}/registry-submissions`)).statusCode).toBe(404);
      const empty = await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
        studentIds: [],
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.details[0].field).toBe('body.studentIds');
      const wrongSession = await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
        studentIds: [student],
        appointmentId: crypto.randomUUID(),
      });
      expect(wrongSession.statusCode).toBe(400);
      expect(wrongSession.json().error.details[0].field).toBe('body.appointmentId');
    });
  });

  describe('sending to L2', () => {
    it('registers a student with the product’s key, refuses an unknown one, retries and gives up', async () => {
      const student = await createStudentAs(app, 'head@demo.ch');
      const sent = await call('head@demo.ch', 'POST', `/api/students/${student}/l2-submission`);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data).toMatchObject({ registry: 'l2', status: 'queued', courseId: null });
      await env.t.app.jobRunner.drain();
      const listed = (await call('head@demo.ch', 'GET', `/api/students/${student}/registry-submissions`)).json().data;
      expect(listed[0]).toMatchObject({ registry: 'l2', status: 'registered' });
      expect(listed[0].externalReference).toMatch(/^L2-\d+$/);
      expect((await call('head@demo.ch', 'POST', `/api/students/${student}/l2-submission`)).json().error.code).toBe(
        'not_resendable',
      );

      const unknown = await createStudentAs(app, 'head@demo.ch', { faber: unknownAtL2 });
      await call('head@demo.ch', 'POST', `/api/students/${unknown}/l2-submission`);
      await env.t.app.jobRunner.drain();
      expect(await rowOf(unknown, 'l2')).toMatchObject({ status: 'refused', reason: 'PERSON_NOT_FOUND' });

      const late = await createStudentAs(app, 'head@demo.ch');
      await call('head@demo.ch', 'POST', `/api/students/${late}/l2-submission`);
      env.l2.failNext(4);
      await env.t.app.jobRunner.drain();
      for (let tries = 0; tries < 3; tries += 1) await drainWithRetriesDue();
      expect(await rowOf(late, 'l2')).toMatchObject({ status: 'failed', reason: 'registry_unavailable', attempts: 4 });
    });

    it('needs the sendToL2 right of an employee and the student held; another school’s is a 404', async () => {
      const student = await createStudentAs(app, 'head@demo.ch');
      await addDemoEmployee(env.t.database.db, 'no.l2@example.com', { rights: ['sariSync'] });
      const refused = await call('no.l2@example.com', 'POST', `/api/students/${student}/l2-submission`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.details).toEqual({ right: 'sendToL2' });
      expect(
        (await call('sari.employee@example.com', 'POST', `/api/students/${student}/l2-submission`)).statusCode,
      ).toBe(200);
      expect((await call('ceresio@demo.ch', 'POST', `/api/students/${student}/l2-submission`)).statusCode).toBe(404);
      const row = await rowOf(student, 'l2');
      expect((await call('ceresio@demo.ch', 'POST', `/api/registry-submissions/${row?.id}/resend`)).statusCode).toBe(
        404,
      );
      expect(
        (await call('head@demo.ch', 'POST', `/api/registry-submissions/${crypto.randomUUID()}/resend`)).statusCode,
      ).toBe(404);
    });
  });
});
