import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SARI_COURSE_ID, DEMO_SARI_ENROLLED } from '../../../integrations/sari/sari-demo';
import { useRegistriesApp } from '../../../test/registries';
import { addDemoEmployee } from '../../../test/school-test-data';
import { createStudentAs } from '../../../test/student-test-data';
import { REGISTRY_SEND_QUEUE } from './registry-send.service';

/**
 * Withdrawing a student registered at SARI from his course, through the API with the job queue
 * drained by the test, against the SARI simulator over HTTP: withdrawn (the participant gone at
 * SARI, or already not there), refused once SARI confirmed him, SARI not answering (retried, then
 * back to registered with the reason), credentials refused, sent again afterwards, and who may
 * withdraw what.
 */
describe('withdrawing a student from his SARI course', () => {
  const { env, call, sql, saveDemoAccount, drainWithRetriesDue, rowOf } = useRegistriesApp();
  const app = () => env.t.app;
  beforeAll(() => saveDemoAccount());

  const fabersAtSari = () => env.sari.course(DEMO_SARI_COURSE_ID)?.participants.map((person) => person.faber) ?? [];

  /** A new student of head@demo.ch's, registered at SARI in the VKU course; his id, row id and FABER number. */
  async function registeredStudent() {
    const studentId = await createStudentAs(app, 'head@demo.ch');
    await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, { studentIds: [studentId] });
    await env.t.app.jobRunner.drain();
    const row = await rowOf(studentId);
    expect(row.status).toBe('registered');
    const [{ faber } = { faber: '' }] = await sql<{ faber: string }>('SELECT faber FROM students WHERE id = $1', [
      studentId,
    ]);
    return { studentId, rowId: row.id, faber };
  }

  const withdraw = (rowId: string, email = 'head@demo.ch') =>
    call(email, 'POST', `/api/registry-submissions/${rowId}/withdraw`);

  it('withdraws the demo’s Léa: withdrawing, then withdrawn and gone from SARI’s course', async () => {
    const [lea] = await sql<{ id: string; student_id: string }>(
      `SELECT r.id, r.student_id FROM registry_submissions r JOIN students s ON s.id = r.student_id
        WHERE s.faber = $1 AND r.registry = 'sari'`,
      [DEMO_SARI_ENROLLED.faber],
    );
    if (!lea) throw new Error('the demo has no row for Léa');
    expect(fabersAtSari()).toContain(DEMO_SARI_ENROLLED.faber);
    const answered = await withdraw(lea.id);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      id: lea.id,
      status: 'withdrawing',
      reason: null,
      attempts: 0,
      answeredAt: null,
    });
    expect(await env.t.app.jobRunner.counts(REGISTRY_SEND_QUEUE)).toMatchObject({ created: 1 });
    await env.t.app.jobRunner.drain();
    expect(await rowOf(lea.student_id)).toMatchObject({ status: 'withdrawn', reason: null, attempts: 1 });
    expect(fabersAtSari()).not.toContain(DEMO_SARI_ENROLLED.faber);
    const participants = (await call('head@demo.ch', 'GET', `/api/courses/${env.courseId}/participants`)).json().data;
    expect(
      participants.participants.find((p: { studentId: string }) => p.studentId === lea.student_id).submission,
    ).toMatchObject({ status: 'withdrawn', reason: null });
    expect((await withdraw(lea.id)).json().error.code).toBe('not_withdrawable');
  });

  it('keeps him registered with SARI’s reason once SARI confirmed him', async () => {
    const { studentId, rowId, faber } = await registeredStudent();
    expect(env.sari.confirmParticipant(DEMO_SARI_COURSE_ID, faber)).toBe(true);
    await withdraw(rowId);
    await env.t.app.jobRunner.drain();
    expect(await rowOf(studentId)).toMatchObject({ status: 'registered', reason: 'COURSEMEMBER_ALREADY_CONFIRMED' });
    expect(fabersAtSari()).toContain(faber);
    const listed = await call('head@demo.ch', 'GET', `/api/students/${studentId}/registry-submissions`);
    expect(listed.json().data[0]).toMatchObject({ status: 'registered', reason: 'COURSEMEMBER_ALREADY_CONFIRMED' });
  });

  it('takes a student SARI no longer has in the course as withdrawn', async () => {
    const { studentId, rowId, faber } = await registeredStudent();
    const course = env.sari.course(DEMO_SARI_COURSE_ID);
    course?.participants.splice(
      course.participants.findIndex((person) => person.faber === faber),
      1,
    );
    await withdraw(rowId);
    await env.t.app.jobRunner.drain();
    expect(await rowOf(studentId)).toMatchObject({ status: 'withdrawn', reason: null });
  });

  it('retries SARI when it does not answer, and after the last try shows him registered with the reason', async () => {
    const { studentId, rowId, faber } = await registeredStudent();
    await withdraw(rowId);
    env.sari.failNext(1);
    await env.t.app.jobRunner.drain();
    expect(await rowOf(studentId)).toMatchObject({
      status: 'withdrawing',
      reason: 'registry_unavailable',
      attempts: 1,
    });
    expect(await env.t.app.jobRunner.counts(REGISTRY_SEND_QUEUE)).toMatchObject({ retry: 1 });
    env.sari.failNext(3);
    for (let tries = 0; tries < 3; tries += 1) await drainWithRetriesDue();
    expect(await rowOf(studentId)).toMatchObject({
      status: 'registered',
      reason: 'registry_unavailable',
      attempts: 4,
    });
    expect(fabersAtSari()).toContain(faber);

    // Withdrawn once SARI answers again.
    await withdraw(rowId);
    await env.t.app.jobRunner.drain();
    expect(await rowOf(studentId)).toMatchObject({ status: 'withdrawn', reason: null, attempts: 1 });
    expect(fabersAtSari()).not.toContain(faber);
  });

  it('marks the account refused when SARI refuses its credentials, and keeps him registered', async () => {
    const { studentId, rowId } = await registeredStudent();
    await saveDemoAccount({ password: 'not-the-password' });
    await withdraw(rowId);
    await env.t.app.jobRunner.drain();
    expect(await rowOf(studentId)).toMatchObject({ status: 'registered', reason: 'credentials_refused' });
    expect((await call('head@demo.ch', 'GET', '/api/account/sari-credentials')).json().data.refusedAt).not.toBeNull();
    await saveDemoAccount();
  });

  it('sends a withdrawn student again, by hand or with others', async () => {
    const first = await registeredStudent();
    const second = await registeredStudent();
    await withdraw(first.rowId);
    await withdraw(second.rowId);
    await env.t.app.jobRunner.drain();
    expect(fabersAtSari()).not.toContain(first.faber);

    const resent = await call('head@demo.ch', 'POST', `/api/registry-submissions/${first.rowId}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ id: first.rowId, status: 'queued', reason: null, attempts: 0 });
    const sent = await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, {
      studentIds: [second.studentId],
    });
    expect(sent.json().data).toEqual([expect.objectContaining({ id: second.rowId, status: 'queued' })]);
    await env.t.app.jobRunner.drain();
    expect(await rowOf(first.studentId)).toMatchObject({ status: 'registered', reason: null });
    expect(await rowOf(second.studentId)).toMatchObject({ status: 'registered', reason: null });
    expect(fabersAtSari()).toEqual(expect.arrayContaining([first.faber, second.faber]));
  });

  it('withdraws only a registered SARI row (409), not an L2 one', async () => {
    const refused = await createStudentAs(app, 'head@demo.ch');
    await sql('UPDATE students SET birth_date = NULL WHERE id = $1', [refused]);
    await call('head@demo.ch', 'POST', `/api/courses/${env.courseId}/sari-submissions`, { studentIds: [refused] });
    const refusedAnswer = await withdraw((await rowOf(refused)).id);
    expect(refusedAnswer.statusCode).toBe(409);
    expect(refusedAnswer.json().error.code).toBe('not_withdrawable');

    const { rowId } = await registeredStudent();
    expect((await withdraw(rowId)).statusCode).toBe(200);
    expect((await withdraw(rowId)).json().error.code).toBe('not_withdrawable');
    await env.t.app.jobRunner.drain();

    const atL2 = await createStudentAs(app, 'head@demo.ch');
    await call('head@demo.ch', 'POST', `/api/students/${atL2}/l2-submission`);
    await env.t.app.jobRunner.drain();
    const l2Row = await rowOf(atL2, 'l2');
    expect(l2Row.status).toBe('registered');
    const l2Answer = await withdraw(l2Row.id);
    expect(l2Answer.statusCode).toBe(409);
    expect(l2Answer.json().error.code).toBe('not_withdrawable');
    expect(await rowOf(atL2, 'l2')).toMatchObject({ status: 'registered' });
  });

  it('needs the sariSync right of an employee; another school’s head gets a 404; a bad id a 400', async () => {
    const { studentId, rowId } = await registeredStudent();
    await addDemoEmployee(env.t.database.db, 'withdraw.no.sari@example.com', { rights: ['sendToL2'] });
    const forbidden = await withdraw(rowId, 'withdraw.no.sari@example.com');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toMatchObject({ code: 'employee_right_disabled', details: { right: 'sariSync' } });
    expect((await withdraw(rowId, 'ceresio@demo.ch')).statusCode).toBe(404);
    expect((await withdraw(rowId, 'student@demo.ch')).statusCode).toBe(403);
    expect((await withdraw(crypto.randomUUID())).statusCode).toBe(404);
    const bad = await call('head@demo.ch', 'POST', '/api/registry-submissions/not-an-id/withdraw');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('params.id');
    expect(await rowOf(studentId)).toMatchObject({ status: 'registered', reason: null });

    await addDemoEmployee(env.t.database.db, 'withdraw.sari@example.com', { rights: ['sariSync'] });
    const allowed = await withdraw(rowId, 'withdraw.sari@example.com');
    expect(allowed.statusCode).toBe(200);
    await env.t.app.jobRunner.drain();
    expect(await rowOf(studentId)).toMatchObject({ status: 'withdrawn' });
  });
});
