import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, theoryLicences, theoryServiceAccounts, users } from '../../../db/schema';
import { createTheoryExamClient } from '../../../integrations/theory-exam/theory-exam-client';
import {
  startTheoryExamSimulator,
  THEORY_DEMO_ACCOUNTS,
  type TheoryExamSimulator,
} from '../../../integrations/theory-exam/theory-exam-simulator';
import { DEAD_LETTERS } from '../../../lib/jobs/job-runner';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, logLines, type TestApp } from '../../../test/test-app';
import { storedLicenceKey } from '../../identity';
import { THEORY_PROGRESS, THEORY_PROGRESS_ROUND } from '..';

const STUDENT = THEORY_DEMO_ACCOUNTS[0];
const LEARNER = THEORY_DEMO_ACCOUNTS[1];

describe('theory-exam training service (issue 27 §3) against its simulator', () => {
  let simulator: TheoryExamSimulator;
  let t: TestApp;
  const { lines, logStream } = logLines();
  const tokens = new Map<string, string>();

  const call = async (email: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
    if (!tokens.has(email)) tokens.set(email, await tokenFor(t.app, email));
    return t.app.inject({ method, url, headers: bearer(tokens.get(email) ?? ''), payload });
  };
  const db = () => t.database.db;
  const licencesOf = async (email: string) => {
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    return db()
      .select()
      .from(theoryLicences)
      .where(eq(theoryLicences.holderId, user?.id ?? ''));
  };
  const studentLicenceId = async () => {
    const [licence] = (await licencesOf('student@demo.ch')).filter((row) => row.days === 30);
    if (!licence) throw new Error('the demo student has no 30-day licence');
    return licence.id;
  };

  beforeAll(async () => {
    simulator = await startTheoryExamSimulator();
    t = await createTestApp(
      {
        LOG_LEVEL: 'info',
        THEORY_SERVICE_URL: simulator.url,
        THEORY_SERVICE_API_KEY: simulator.apiKey,
        THEORY_SERVICE_TIMEOUT_MS: '300',
      },
      { logStream },
    );
  });
  afterAll(async () => {
    await t?.dispose();
    await simulator?.close();
  });

  it('shows the student his licences (the demo’s 30 days, not activated) and no credentials yet', async () => {
    const answer = await call('student@demo.ch', 'GET', '/api/theory-test');
    expect(answer.statusCode, answer.body).toBe(200);
    const { credentials, licences } = answer.json().data;
    expect(credentials).toEqual({ username: null, status: 'none', verifiedAt: null, refusedAt: null });
    expect(licences).toEqual([
      expect.objectContaining({ days: 30, status: 'not_activated', activatedAt: null, progressPercent: null }),
    ]);
    const session = await call('student@demo.ch', 'POST', '/api/theory-test/session', {
      licenceId: await studentLicenceId(),
    });
    expect(session.statusCode).toBe(409);
    expect(session.json().error.code).toBe('theory_credentials_missing');
  });

  it('refuses bad input naming the field, and control characters', async () => {
    const empty = await call('student@demo.ch', 'PUT', '/api/account/theory-credentials', {
      username: ' ',
      password: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.map((detail: { field: string }) => detail.field)).toEqual([
      'body.username',
      'body.password',
    ]);
    const control = await call('student@demo.ch', 'PUT', '/api/account/theory-credentials', {
      username: 'sophie\u0000',
      password: 'x',
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.details[0]).toMatchObject({ field: 'body.username', rule: 'control_character' });
    const badId = await call('student@demo.ch', 'POST', '/api/theory-test/session', { licenceId: 'nope' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details[0].field).toBe('body.licenceId');
  });

  it('records credentials the service refuses: 422 theory_credentials_invalid, refused until re-entered', async () => {
    const saved = await call('student@demo.ch', 'PUT', '/api/account/theory-credentials', {
      username: STUDENT.username,
      password: 'wrong-password',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ username: STUDENT.username, status: 'unchecked' });
    const check = await call('student@demo.ch', 'POST', '/api/account/theory-credentials/test');
    expect(check.statusCode).toBe(422);
    expect(check.json().error.code).toBe('theory_credentials_invalid');
    const state = (await call('student@demo.ch', 'GET', '/api/account/theory-credentials')).json().data;
    expect(state).toMatchObject({ status: 'refused', refusedAt: expect.any(String) });

    const calls = simulator.calls().length;
    const session = await call('student@demo.ch', 'POST', '/api/theory-test/session', {
      licenceId: await studentLicenceId(),
    });
    expect(session.statusCode).toBe(422);
    expect(session.json().error.code).toBe('theory_credentials_invalid');
    expect(simulator.calls()).toHaveLength(calls);
  });

  it('keeps the password sealed and never answers it; the right credentials are verified by "check"', async () => {
    const saved = await call('student@demo.ch', 'PUT', '/api/account/theory-credentials', STUDENT);
    expect(saved.json().data).toEqual({
      username: STUDENT.username,
      status: 'unchecked',
      verifiedAt: null,
      refusedAt: null,
    });
    expect(saved.body).not.toContain(STUDENT.password);
    const [row] = await db().select().from(theoryServiceAccounts);
    expect(row?.passwordSealed).not.toContain(STUDENT.password);
    const check = await call('student@demo.ch', 'POST', '/api/account/theory-credentials/test');
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ status: 'verified', refusedAt: null });
  });

  it('starts training: the licence activated for 30 days, a single-use address opening the quiz in French', async () => {
    const licenceId = await studentLicenceId();
    const answer = await call('student@demo.ch', 'POST', '/api/theory-test/session', { licenceId });
    expect(answer.statusCode, answer.body).toBe(200);
    const { url } = answer.json().data;
    const quiz = await fetch(url);
    expect(quiz.status).toBe(200);
    expect(await quiz.text()).toContain('Quelle est la vitesse maximale générale dans une localité ?');
    expect((await fetch(url)).status).toBe(410);

    const [licence] = (await licencesOf('student@demo.ch')).filter((row) => row.id === licenceId);
    expect(licence?.activatedAt).toBeInstanceOf(Date);
    expect((licence?.expiresAt?.getTime() ?? 0) - (licence?.activatedAt?.getTime() ?? 0)).toBe(30 * 86_400_000);
    const overview = (await call('student@demo.ch', 'GET', '/api/theory-test')).json().data;
    expect(overview.licences[0]).toMatchObject({ status: 'active', expiresAt: licence?.expiresAt?.toISOString() });

    const again = await call('student@demo.ch', 'POST', '/api/theory-test/session', { licenceId });
    expect(again.statusCode).toBe(200);
    const [same] = (await licencesOf('student@demo.ch')).filter((row) => row.id === licenceId);
    expect(same?.activatedAt).toEqual(licence?.activatedAt);
  });

  it('asks the service for a new partner token when its token expired', async () => {
    const issued = simulator.tokensIssued();
    simulator.expireTokens();
    const answer = await call('student@demo.ch', 'POST', '/api/theory-test/session', {
      licenceId: await studentLicenceId(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(simulator.tokensIssued()).toBe(issued + 1);
  });

  it('tells the user the service does not answer (503) on a timeout and on its 503', async () => {
    const licenceId = await studentLicenceId();
    simulator.delay(600);
    const slow = await call('student@demo.ch', 'POST', '/api/theory-test/session', { licenceId });
    simulator.delay(0);
    expect(slow.statusCode).toBe(503);
    expect(slow.json().error.code).toBe('theory_service_unavailable');
    simulator.failNext(1);
    const down = await call('student@demo.ch', 'POST', '/api/account/theory-credentials/test');
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('theory_service_unavailable');
    // Not the credentials' fault: they stay verified.
    expect((await call('student@demo.ch', 'GET', '/api/account/theory-credentials')).json().data.status).toBe(
      'verified',
    );
  });

  it('says when the service refuses a code (activated on another account): 409 theory_licence_refused', async () => {
    const [licence] = await licencesOf('learner@demo.ch');
    if (!licence) throw new Error('the demo learner has no licence');
    simulator.addAccount('someone@example.ch', 'Someone-1');
    const direct = createTheoryExamClient({
      url: simulator.url,
      apiKey: simulator.apiKey,
      log: { info: () => {}, warn: () => {} },
    });
    await direct.activateLicence({ username: 'someone@example.ch', password: 'Someone-1' }, licence);
    await call('learner@demo.ch', 'PUT', '/api/account/theory-credentials', LEARNER);
    const answer = await call('learner@demo.ch', 'POST', '/api/theory-test/session', { licenceId: licence.id });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('theory_licence_refused');
  });

  it('an expired licence opens nothing (403 theory_licence_required); another’s licence is unknown (404)', async () => {
    const [second] = (await licencesOf('learner@demo.ch')).slice(1);
    if (!second) throw new Error('the demo learner has two licences');
    await db()
      .update(theoryLicences)
      .set({ activatedAt: new Date('2025-01-01'), expiresAt: new Date('2025-01-02') })
      .where(eq(theoryLicences.id, second.id));
    const expired = await call('learner@demo.ch', 'POST', '/api/theory-test/session', { licenceId: second.id });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe('theory_licence_required');
    const overview = (await call('learner@demo.ch', 'GET', '/api/theory-test')).json().data;
    expect(overview.licences.map((licence: { status: string }) => licence.status).sort()).toEqual([
      'expired',
      'not_activated',
    ]);

    const others = await call('learner@demo.ch', 'POST', '/api/theory-test/session', {
      licenceId: await studentLicenceId(),
    });
    expect(others.statusCode).toBe(404);
  });

  it('asks a monitor without the didactic licence to subscribe; an employee and a student cannot read the students’ view', async () => {
    for (const url of ['/api/theory-test', '/api/theory-test/students']) {
      const answer = await call('monitor@demo.ch', 'GET', url);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('didactic_licence_required');
    }
    expect((await call('student@demo.ch', 'GET', '/api/theory-test/students')).statusCode).toBe(403);
    expect((await call('employee@demo.ch', 'GET', '/api/theory-test')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/theory-test' })).statusCode).toBe(401);
  });

  it('reads the progress every hour through the job queue; the head sees it, no one outside the school does', async () => {
    simulator.score(STUDENT.username, 80);
    await t.app.jobs.enqueue(db(), [{ name: THEORY_PROGRESS_ROUND, data: {} }]);
    await t.app.jobRunner.drain();
    const [licence] = (await licencesOf('student@demo.ch')).filter((row) => row.days === 30);
    expect(licence).toMatchObject({ progressPercent: 80, lastTrainedAt: expect.any(Date) });
    expect(licence?.progressReportedAt).toBeInstanceOf(Date);

    const students = (await call('head@demo.ch', 'GET', '/api/theory-test/students')).json().data;
    const sophie = students.find((student: { firstname: string }) => student.firstname === 'Sophie');
    expect(sophie).toMatchObject({ name: 'Martin' });
    expect(sophie.licences).toEqual([
      expect.objectContaining({
        days: 30,
        status: 'active',
        progressPercent: 80,
        progressReportedAt: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(students)).not.toContain(licence?.code);
    // Another school's head, once he holds the didactic licence, and a fre without a school see none of ours.
    const other = await call('ceresio@demo.ch', 'GET', '/api/theory-test/students');
    expect(other.statusCode).toBe(403);
    const [ceresio] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'ceresio@demo.ch'));
    await db()
      .insert(licences)
      .values({
        ...storedLicenceKey('CERE-2026-THEO-0001'),
        modules: ['didactic'],
        durationDays: 365,
        userId: ceresio?.id,
        activatedAt: new Date(),
        endsAt: new Date(Date.now() + 365 * 86_400_000),
      });
    const licensed = await call('ceresio@demo.ch', 'GET', '/api/theory-test/students');
    expect(licensed.statusCode).toBe(200);
    expect(licensed.body).not.toContain(sophie.studentId);
    const fre = await call('fre@demo.ch', 'GET', '/api/theory-test/students');
    expect(fre.statusCode).toBe(200);
    expect(fre.json().data).toEqual([]);
  });

  it('retries a progress read the service does not answer, then gives up to the dead letters', async () => {
    const licenceId = await studentLicenceId();
    const dead = (await t.app.jobRunner.counts(DEAD_LETTERS)).created ?? 0;
    simulator.failNext(1_000);
    await t.app.jobs.enqueue(db(), [{ name: THEORY_PROGRESS, data: { licenceId } }]);
    await t.app.jobRunner.drain();
    expect((await t.app.jobRunner.counts(THEORY_PROGRESS)).retry).toBe(1);
    for (let retry = 0; retry < 2; retry++) {
      await t.database.executeSql(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [
        THEORY_PROGRESS,
      ]);
      await t.app.jobRunner.drain();
    }
    simulator.failNext(0);
    expect((await t.app.jobRunner.counts(THEORY_PROGRESS)).failed).toBe(1);
    expect((await t.app.jobRunner.counts(DEAD_LETTERS)).created).toBe(dead + 1);
    expect(lines.join('')).toContain('theory-exam progress given up after the last try');
    const [licence] = await db()
      .select()
      .from(theoryLicences)
      .where(inArray(theoryLicences.id, [licenceId]));
    expect(licence?.progressPercent).toBe(80);
  });

  it('forgets the credentials on request', async () => {
    const removed = await call('student@demo.ch', 'DELETE', '/api/account/theory-credentials');
    expect(removed.statusCode).toBe(200);
    expect((await call('student@demo.ch', 'GET', '/api/account/theory-credentials')).json().data.status).toBe('none');
  });

  it('logs every call to the service without a password, a code, a token or the sign-in address', async () => {
    const log = lines.join('');
    expect(log).toContain('"operation":"open-session"');
    const codes = (await db().select({ code: theoryLicences.code }).from(theoryLicences)).map((row) => row.code);
    for (const secret of [STUDENT.password, LEARNER.password, 'wrong-password', simulator.apiKey, '/sso/', ...codes]) {
      expect(log).not.toContain(secret);
    }
  });
});
