import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { startL2Simulator } from '../integrations/l2/l2-simulator';
import { DEMO_SARI_ACCOUNT, DEMO_SARI_COURSE_ID } from '../integrations/sari/sari-demo';
import { demoSariSimulatorOptions, startSariSimulator } from '../integrations/sari/sari-simulator';
import { startTheoryExamSimulator, THEORY_DEMO_ACCOUNTS } from '../integrations/theory-exam/theory-exam-simulator';
import { autologinProof } from '../modules/identity';
import { lastMessageTo, linkToken } from './outbox';
import { bearer, tokenFor } from './sign-in';
import { studentPayload } from './student-test-data';
import { createTestApp, logLines, type TestApp } from './test-app';

describe('logs', () => {
  const { lines, logStream } = logLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream });
  });
  afterAll(() => t.dispose());

  it('never hold a password, a token or a code, but record each sign-in as one audit line', async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const login = await post('/api/auth/login', { username: 'head@demo.ch', password: DEMO_PASSWORD, remember: true });
    const { token } = login.json();
    const { autologinId, autologinToken } = login.json().data;
    const { token1 } = (await post('/api/auth/prelogin', { username: 'head@demo.ch' })).json().data;
    const proof = autologinProof(autologinToken, token1);
    const again = await post('/api/auth/autologin', { token: proof, username: 'head@demo.ch', autologinId });
    await t.app.inject({ url: `/api/auth/me?token=${token}`, headers: bearer(token) });
    await post('/api/auth/reset', { username: 'monitor@demo.ch' });
    const resetToken = linkToken((await lastMessageTo(t.app, 'monitor@demo.ch', 'email')).body, 'reset');
    await post('/api/auth/reset/code', { token: resetToken });
    const code = (await lastMessageTo(t.app, '+41790000002', 'sms')).body.match(/\d{6}/)?.[0] ?? '';
    await post('/api/auth/reset/confirm', { token: resetToken, code, password: 'Wrong' });

    const log = lines.join('');
    const secrets = [
      DEMO_PASSWORD,
      token,
      autologinToken,
      again.json().token,
      again.json().data.autologinToken,
      token1,
      proof,
      resetToken,
      code,
    ];
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log.includes(secret), 'a secret reached the log').toBe(false);
    }
    const audit = lines.map((line) => JSON.parse(line)).filter((entry) => entry.audit);
    expect(audit.find((entry) => entry.audit.action === 'login')?.audit).toMatchObject({
      outcome: 'success',
      username: 'head@demo.ch',
      ip: '127.0.0.1',
      at: expect.stringMatching(/Z$/),
    });
    expect(audit.find((entry) => entry.audit.action === 'login').audit.schoolId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never hold a person’s data when the database refuses a write, only the rule and where', async () => {
    // A check that every new student breaks: PostgreSQL's answer lists the failing row.
    await t.database.db.execute(sql`alter table students add constraint students_refuse_all check (false) not valid`);
    const person = {
      name: 'Zwahlen-Quarti',
      firstname: 'Ottilie',
      birthDate: '2004-07-19',
      faber: '987654321',
      mobile: '+41 79 765 43 21',
      street: 'Chemin des Grillons',
      houseNumber: '17 bis',
      email: 'ottilie.zwahlen@example.org',
    };
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/students',
      payload: studentPayload(person),
      headers: bearer(await tokenFor(t.app, 'head@demo.ch')),
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    for (const value of [...Object.values(person), '765 43 21', '41797654321', '19.07.2004']) {
      expect(log.includes(value), `${value} reached the log`).toBe(false);
    }
    const error = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error')?.err;
    expect(error).toMatchObject({ sqlState: '23514', constraint: 'students_refuse_all', table: 'students' });
    expect(error.query).toMatch(/insert into "students"/);
    expect(error.stack).toMatch(/^\s+at /);
    await t.database.db.execute(sql`alter table students drop constraint students_refuse_all`);
  });

  it('never hold a SARI secret, password or token, nor the FABER number and birth date sent to SARI or L2', async () => {
    const sari = await startSariSimulator({ ...demoSariSimulatorOptions(), tokenLifetimeSeconds: 60 });
    const l2 = await startL2Simulator();
    const app = await createTestApp(
      { LOG_LEVEL: 'debug', SARI_API_URL: sari.url, L2_API_URL: l2.url, L2_API_KEY: l2.apiKey },
      { logStream },
    );
    try {
      const token = await tokenFor(app.app, 'head@demo.ch');
      const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
        app.app.inject({ method, url, payload, headers: bearer(token) });
      await call('PUT', '/api/account/sari-credentials', DEMO_SARI_ACCOUNT);
      await call('POST', '/api/account/sari-credentials/test');
      const student = studentPayload();
      const created = await call('POST', '/api/students', student);
      const studentId = created.json().data.id;
      const [course] = (
        await app.database.executeSql('SELECT id FROM courses WHERE sari_id = $1', [DEMO_SARI_COURSE_ID])
      ).rows as Array<{ id: string }>;
      await call('POST', `/api/courses/${course?.id}/sari-submissions`, { studentIds: [studentId] });
      await call('POST', `/api/students/${studentId}/l2-submission`);
      sari.expireTokens();
      await app.app.jobRunner.drain();
      const [tokens] = (
        await app.database.executeSql('SELECT access_token_sealed, refresh_token_sealed FROM sari_accounts', [])
      ).rows as Array<{ access_token_sealed: string; refresh_token_sealed: string }>;
      const log = lines.join('');
      expect(log).toContain('registryCall');
      for (const secret of [
        DEMO_SARI_ACCOUNT.clientSecret,
        DEMO_SARI_ACCOUNT.password,
        app.secrets.decrypt(tokens?.access_token_sealed ?? ''),
        app.secrets.decrypt(tokens?.refresh_token_sealed ?? ''),
        l2.apiKey,
        student.faber,
        student.birthDate,
      ]) {
        expect(log.includes(secret), 'a secret or a person reached the log').toBe(false);
      }
    } finally {
      await app.dispose();
      await sari.close();
      await l2.close();
    }
  });
});

describe('logs of the theory-exam service’s calls', () => {
  it('never hold the user’s password, his licence code, the partner key or the single-use address', async () => {
    const simulator = await startTheoryExamSimulator();
    const { lines, logStream } = logLines();
    const t = await createTestApp(
      { LOG_LEVEL: 'debug', THEORY_SERVICE_URL: simulator.url, THEORY_SERVICE_API_KEY: simulator.apiKey },
      { logStream },
    );
    try {
      const headers = bearer(await tokenFor(t.app, 'student@demo.ch'));
      const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers, payload });
      const [account] = THEORY_DEMO_ACCOUNTS;
      await call('PUT', '/api/account/theory-credentials', account);
      await call('POST', '/api/account/theory-credentials/test');
      const [licence] = (await call('GET', '/api/theory-test')).json().data.licences;
      const session = await call('POST', '/api/theory-test/session', { licenceId: licence.id });
      expect(session.statusCode, session.body).toBe(200);

      const log = lines.join('');
      expect(log).toContain('"operation":"open-session"');
      for (const secret of [account.password, licence.code, simulator.apiKey, session.json().data.url]) {
        expect(log.includes(secret), 'a secret reached the log').toBe(false);
      }
    } finally {
      await t.dispose();
      await simulator.close();
    }
  });
});
