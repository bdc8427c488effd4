import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { JobFailure, JobQueueCounts, JobsStatus } from '@ds/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

const DELIVER = 'communications.deliver';

/** A port nothing listens on: the product's mails fail to connect there, and are tried again later. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('product administration: the background jobs', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    await enrolTwoFactor(t.app, 'admin@demo.ch');
    admin = bearer(await tokenFor(t.app, 'admin@demo.ch'));
    // What the demo left due runs first: the counts below move by this test's jobs only.
    await t.app.jobRunner.drain();
  });
  afterAll(() => t.dispose());

  const status = async (): Promise<JobsStatus> => {
    const response = await t.app.inject({ url: '/api/admin/jobs', headers: admin });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const deliveries = (of: JobsStatus): JobQueueCounts => {
    const counts = of.queues.find((queue) => queue.queue === DELIVER);
    if (!counts) throw new Error('no delivery queue');
    return counts;
  };
  const retry = (id: string, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers });
  const sql = async <Row>(text: string, values: unknown[] = []) =>
    (await t.database.executeSql(text, values)).rows as Row[];

  it("is the product administrator's alone", async () => {
    for (const email of ['head@demo.ch', 'fre@demo.ch', 'monitor@demo.ch', 'employee@demo.ch', 'student@demo.ch']) {
      const headers = bearer(await tokenFor(t.app, email));
      const read = await t.app.inject({ url: '/api/admin/jobs', headers });
      expect(read.statusCode, email).toBe(403);
      expect(read.json().error.code).toBe('forbidden');
      expect((await retry(randomUUID(), headers)).statusCode, email).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/jobs' })).statusCode).toBe(401);
  });

  it('counts every work queue by state: due now, later, retrying', async () => {
    const before = deliveries(await status());
    expect((await status()).queues.map((queue) => queue.queue)).not.toContain('dead-letters');
    for (const username of ['head@demo.ch', 'monitor@demo.ch']) {
      const asked = await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { username } });
      expect(asked.statusCode).toBe(200);
    }
    await t.app.jobs.enqueue(t.database.db, [
      { name: DELIVER, data: { messageId: randomUUID() }, startAfter: new Date(Date.now() + 86_400_000) },
    ]);
    expect(deliveries(await status())).toEqual({
      ...before,
      queued: before.queued + 2,
      scheduled: before.scheduled + 1,
    });

    // Nothing listens for the mails: both tries fail and wait for the next.
    await t.app.jobRunner.drain();
    const after = await status();
    expect(deliveries(after)).toEqual({ ...before, scheduled: before.scheduled + 1, retrying: before.retrying + 2 });
    const latest = after.failures.filter((failure) => failure.queue === DELIVER).slice(0, 2);
    expect(latest).toEqual([
      {
        id: expect.any(String),
        queue: DELIVER,
        state: 'retrying',
        attempts: 1,
        error: 'connection',
        failedAt: expect.any(String),
      },
      {
        id: expect.any(String),
        queue: DELIVER,
        state: 'retrying',
        attempts: 1,
        error: 'connection',
        failedAt: expect.any(String),
      },
    ]);
    expect(Date.now() - Date.parse(latest[0]?.failedAt ?? '')).toBeLessThan(60_000);
  });

  it('shows a given-up job without its data, and sends it back to its queue for one more try, once', async () => {
    const before = deliveries(await status());
    // A job its service cannot read: the query fails and, on its last try, the job is given up.
    const personal = 'jean.dupont@example.ch';
    await t.app.jobs.enqueue(t.database.db, [{ name: DELIVER, data: { messageId: personal } }]);
    const [job] = await sql<{ id: string }>(`SELECT id FROM pgboss.job WHERE data->>'messageId' = $1`, [personal]);
    if (!job) throw new Error('job not added');
    await sql('UPDATE pgboss.job SET retry_limit = 0 WHERE id = $1', [job.id]);
    await t.app.jobRunner.drain();

    const given = await status();
    expect(deliveries(given)).toEqual({ ...before, givenUp: before.givenUp + 1 });
    const failure = given.failures.find((entry) => entry.id === job.id) as JobFailure;
    expect(failure).toMatchObject({ queue: DELIVER, state: 'givenUp', attempts: 1 });
    expect(failure.error).toBeTruthy();
    expect(JSON.stringify(given)).not.toContain(personal);

    expect((await retry(job.id)).statusCode).toBe(204);
    expect(deliveries(await status())).toEqual({ ...before, retrying: before.retrying + 1 });
    const again = await retry(job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('job_not_given_up');
    expect((await retry(randomUUID())).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'administration.job_retried'), eq(auditEvents.outcome, 'success')));
    expect(audit?.details).toEqual({ jobId: job.id, queue: DELIVER });

    // One more try, due now, and no more: it fails again and is given up again.
    await t.app.jobRunner.drain();
    const [row] = await sql<{ state: string; retry_count: number; retry_limit: number }>(
      'SELECT state, retry_count, retry_limit FROM pgboss.job WHERE id = $1',
      [job.id],
    );
    expect(row).toEqual({ state: 'failed', retry_count: 1, retry_limit: 1 });
    const last = (await status()).failures.find((entry) => entry.id === job.id);
    expect(last).toMatchObject({ state: 'givenUp', attempts: 2 });
  });
});
