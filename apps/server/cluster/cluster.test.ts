import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingOffers, BookingSlots } from '@ds/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/server-bundle';
import { lessonCoursePayload } from '../src/test/course-test-data';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../src/test/postgres-databases';
import { type S3TestServer, startS3Server } from '../src/test/s3-server';
import { freePort } from '../src/test/server-process';
import { type SmtpCapture, startSmtpCapture } from '../src/test/smtp-capture';
import { studentPayload } from '../src/test/student-test-data';
import { type BookingLoad, call, type RunningLoad, signIn, startBookingLoad } from './cluster-load';
import { type Cluster, startCluster } from './server-cluster';

/**
 * The production shape (docs/operations.md): two server processes of the built bundle started
 * together on one empty PostgreSQL database, files in an S3-compatible store, mail to an SMTP
 * server, nginx from Debian in front. PostgreSQL pass only: PGlite serves one process.
 */
const BASE_URL = process.env.DATABASE_URL;
const PASSWORD = 'Demo-Pass-2026!';

describe.skipIf(!BASE_URL)('two server processes behind nginx on one PostgreSQL database', () => {
  const name = uniqueDatabaseName('ds_cluster');
  let database: pg.Client;
  let s3: S3TestServer;
  let smtp: SmtpCapture;
  let runDir: string;
  let cluster: Cluster;
  const output: string[] = [];

  beforeAll(async () => {
    await buildServer();
    const url = await createDatabase(BASE_URL ?? '', name);
    database = new pg.Client({ connectionString: url });
    await database.connect();
    s3 = await startS3Server();
    smtp = await startSmtpCapture();
    runDir = await mkdtemp(join(tmpdir(), 'ds-cluster-'));
    const port = await freePort();
    cluster = await startCluster({
      processes: 2,
      port,
      runDir,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: url,
        DATA_DIR: join(runDir, 'unused'),
        SECRET_KEY: randomBytes(32).toString('hex'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: 'true',
        SEED_DEMO: 'true',
        PROVIDER_SIMULATORS: 'false',
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
        JOBS_POLLING_SECONDS: '0.5',
        SIGN_IN_FAILURES_PER_ACCOUNT_IP: '4',
        ...s3.env,
      },
      output: (line) => output.push(line),
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.slice(-40).join('\n')}`);
    });
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.end();
    await smtp?.close();
    await s3?.close();
    await dropDatabase(BASE_URL ?? '', name);
    if (runDir) await rm(runDir, { recursive: true, force: true });
  }, 60_000);

  const processUrl = (index: number) => cluster.processes[index]?.url ?? '';
  const first = () => processUrl(0);
  const second = () => processUrl(1);
  const rows = async <T>(text: string, values: unknown[] = []) => (await database.query(text, values)).rows as T[];
  const missing = async (ids: string[]) =>
    ids.length -
    ((await rows<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE id = ANY($1::uuid[])', [ids]))[0]
      ?.n ?? 0);

  it('migrates and seeds the empty database once though both processes started together', async () => {
    expect(await rows(`SELECT count(*)::int AS n FROM users WHERE email = 'head@demo.ch'`)).toEqual([{ n: 1 }]);
    const health = await call(cluster.url, 'GET', '/api/health');
    expect(health.body?.data).toMatchObject({ status: 'ok', db: 'postgres' });
    // Metrics are not served to the public through the proxy.
    expect((await call(cluster.url, 'GET', '/metrics')).status).toBe(404);
  });

  it('accepts a session opened through one process on the other and through nginx', async () => {
    const token = await signIn(first(), 'monitor@demo.ch', PASSWORD);
    for (const base of [second(), cluster.url]) {
      const me = await call(base, 'GET', '/api/auth/me', { token });
      expect(me.status).toBe(200);
    }
    expect((await call(second(), 'POST', '/api/auth/logout', { token, body: {} })).status).toBeLessThan(300);
    expect((await call(first(), 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('counts sign-in failures made through either process against one limit', async () => {
    const attempt = (base: string, password: string) =>
      call(base, 'POST', '/api/auth/login', { body: { username: 'fre@demo.ch', password } });
    for (let i = 0; i < 4; i++) {
      expect((await attempt(i % 2 === 0 ? first() : second(), `Wrong-${i}-Pass!`)).status).toBe(401);
    }
    expect((await attempt(first(), PASSWORD)).status).toBe(429);
    expect((await attempt(second(), PASSWORD)).status).toBe(429);
    expect((await attempt(cluster.url, PASSWORD)).status).toBe(429);
  });

  it('serves a file uploaded through one process from the other and through nginx', async () => {
    const token = await signIn(cluster.url, 'head@demo.ch', PASSWORD);
    const pdf = Buffer.from(
      `%PDF-1.4\n% cluster ${randomBytes(8).toString('hex')}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`,
    );
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cluster.pdf');
    const uploaded = await fetch(`${first()}/api/resources/upload?type=document`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { file: { url: string } } };
    for (const base of [second(), cluster.url]) {
      const read = await fetch(`${base}${data.file.url}`);
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer())).toEqual(pdf);
    }
  });

  it('sends a reminder that falls due once, though both processes work the queue', async () => {
    const token = await signIn(cluster.url, 'head@demo.ch', PASSWORD);
    const post = async (path: string, body: unknown) => {
      const answer = await call(cluster.url, 'POST', path, { token, body });
      if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body?.data?.id as string;
    };
    const reminderId = await post('/api/reminders', {
      name: 'Cluster same day',
      text: 'Rappel pour {firstname}: {lesson} le {date} à {start}.',
      channels: ['email'],
      daysBefore: 0,
    });
    const courseId = await post(
      '/api/courses',
      lessonCoursePayload({ label: 'Leçon cluster', abbreviation: 'CLU', emailReminderId: reminderId }),
    );
    const email = `cluster.${randomBytes(4).toString('hex')}@example.com`;
    const studentId = await post('/api/students', studentPayload({ email, language: 'fr' }));
    // A same-day reminder leaves two hours before: this one falls due 20 seconds from now.
    const start = new Date(Date.now() + 2 * 3_600_000 + 20_000);
    await post('/api/appointments', {
      title: 'Leçon',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      courseId,
      studentIds: [studentId],
      allowOverlap: true,
    });
    const deadline = Date.now() + 60_000;
    while (smtp.to(email).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Both processes had time to take it again, had it been left to take.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.to(email)).toHaveLength(1);
    expect(
      await rows(`SELECT status, attempts FROM messages WHERE recipient = $1 AND kind = 'reminder'`, [email]),
    ).toEqual([{ status: 'sent', attempts: 1 }]);
  }, 90_000);

  it('books one slot once when fifty bookings of it arrive at once through both processes', async () => {
    const token = await signIn(cluster.url, 'head@demo.ch', PASSWORD);
    const slot = { start: '2030-03-05T15:00:00+01:00', end: '2030-03-05T16:00:00+01:00' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(index % 2 === 0 ? first() : second(), 'POST', '/api/appointments', {
          token,
          body: { title: `Race ${index}`, ...slot },
        }),
      ),
    );
    const statuses = answers.map((answer) => `${answer.status} ${answer.body?.error?.code ?? ''}`.trim());
    expect(statuses.filter((status) => status === '201')).toHaveLength(1);
    expect(statuses.filter((status) => status === '409 monitor_busy')).toHaveLength(49);
  });

  it('books one slot once when fifty students book it at once through both processes', async () => {
    // Fifty learners of the head's, with the demo password (its hash copied from student@demo.ch).
    await database.query(`
      WITH head AS (SELECT id, school_id FROM users WHERE email = 'head@demo.ch'),
      source AS (SELECT password_hash, confirmed_at FROM users WHERE email = 'student@demo.ch'),
      learners AS (
        INSERT INTO users (email, password_hash, role, firstname, name, language, confirmed_at)
        SELECT 'race' || i || '@example.com', source.password_hash, 'user', 'Race', 'Student ' || i, 'fr', source.confirmed_at
        FROM generate_series(1, 50) AS i, source RETURNING id, email),
      records AS (
        INSERT INTO students (school_id, user_id, name, firstname, email)
        SELECT head.school_id, learners.id, 'Student', 'Race', learners.email FROM learners, head RETURNING id)
      INSERT INTO student_monitors (student_id, monitor_id, access) SELECT records.id, head.id, 'owner' FROM records, head`);
    const tokens: string[] = [];
    for (let i = 1; i <= 50; i++)
      tokens.push(await signIn(i % 2 === 0 ? first() : second(), `race${i}@example.com`, PASSWORD));
    const offers = await call(cluster.url, 'GET', '/api/booking/offers', { token: tokens[0] });
    const head = (offers.body?.data as BookingOffers | undefined)?.monitors[0];
    const course = head?.courses[0];
    const slots = await call(
      cluster.url,
      'GET',
      `/api/booking/slots?monitorId=${head?.monitorId}&courseId=${course?.id}&lengthMinutes=45&days=28`,
      { token: tokens[0] },
    );
    const slot = (slots.body?.data as BookingSlots | undefined)?.slots.at(-1);
    expect(slot).toBeDefined();
    const answers = await Promise.all(
      tokens.map((token, index) =>
        call(index % 2 === 0 ? first() : second(), 'POST', '/api/booking/bookings', {
          token,
          body: { monitorId: head?.monitorId, courseId: course?.id, start: slot?.start, lengthMinutes: 45 },
        }),
      ),
    );
    const statuses = answers.map((answer) => `${answer.status} ${answer.body?.error?.code ?? ''}`.trim());
    expect(statuses.filter((status) => status === '201')).toHaveLength(1);
    expect(statuses.filter((status) => status === '409 slot_taken')).toHaveLength(49);
    expect(
      await rows(`SELECT count(*)::int AS n FROM self_bookings WHERE starts_at = $1 AND state <> 'cancelled'`, [
        slot?.start,
      ]),
    ).toEqual([{ n: 1 }]);
  }, 120_000);

  /** Bookings and reads through nginx while `during` runs, from a second before to a second after. */
  async function underLoad(label: string, during: (load: RunningLoad) => Promise<void>): Promise<BookingLoad> {
    const token = await signIn(cluster.url, 'head@demo.ch', PASSWORD);
    const load = startBookingLoad({ base: cluster.url, token, writers: 4, readers: 2, label });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await during(load);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await load.stop();
    }
    return load.progress;
  }

  it('restarts both processes one by one under load without failing a request', async () => {
    const before = cluster.processes.map((running) => running.child.pid);
    const load = await underLoad('rolling', () => cluster.rollingRestart());
    expect(cluster.processes.map((running) => running.child.pid)).not.toEqual(expect.arrayContaining(before));
    expect(load.acknowledged.length).toBeGreaterThan(20);
    expect(load.statuses).toEqual({ 200: expect.any(Number), 201: load.acknowledged.length });
    expect(await missing(load.acknowledged)).toBe(0);
  }, 180_000);

  it('goes on through the other process when one is killed mid-load, losing no acknowledged booking', async () => {
    let acknowledgedAtKill = 0;
    let acknowledgedAfter = 0;
    const load = await underLoad('kill', async ({ progress }) => {
      await cluster.kill(1, 'SIGKILL');
      acknowledgedAtKill = progress.acknowledged.length;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      acknowledgedAfter = progress.acknowledged.length;
    });
    expect(acknowledgedAfter - acknowledgedAtKill).toBeGreaterThan(5);
    // Only requests in the killed process's hands failed (502, unacknowledged); nginx sent the rest to the other.
    const failed = Object.entries(load.statuses).filter(([status]) => !['200', '201'].includes(status));
    expect(failed.every(([status]) => status === '502')).toBe(true);
    expect(failed.reduce((sum, [, n]) => sum + n, 0)).toBeLessThanOrEqual(6);
    expect(await missing(load.acknowledged)).toBe(0);
    await cluster.restart(1);
    expect((await call(second(), 'GET', '/api/health/ready')).status).toBe(200);
  }, 120_000);
});
