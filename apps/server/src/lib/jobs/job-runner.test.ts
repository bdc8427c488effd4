import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client';
import type { Deps } from '../../kernel/deps';
import { defineJob, type JobDefinition } from '../../kernel/job-definition';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import { requestLogFields, runForRequests } from '../request-context';
import { createJobRunner, DEAD_LETTERS, type JobRunner } from './job-runner';

const log = pino({ level: 'silent' });

/** A logger like the app's (lib/logger.ts: the request context's ids on each line) whose lines the test reads. */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino(
    { level: 'info', mixin: (_object, _level, self) => requestLogFields(() => self.bindings()) },
    stream,
  );
  return { lines, logger };
}

describe('the job queue (pg-boss on the application database)', () => {
  let t: TestDatabase;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await t.dispose();
  });

  async function runner(
    definitions: JobDefinition[],
    options: { database?: Database; work?: boolean; log?: pino.Logger } = {},
  ) {
    const created = createJobRunner({
      database: options.database ?? t.database,
      log: options.log ?? log,
      work: options.work ?? false,
      pollingIntervalSeconds: 0.5,
    });
    await created.start(definitions);
    await created.startWorkers(() => ({ db: t.database.db, log: options.log ?? log }) as unknown as Deps);
    runners.push(created);
    return created;
  }

  it('adds a job only when the transaction that asks for it commits', async () => {
    const ran: string[] = [];
    const queue = await runner([
      defineJob<{ label: string }>({
        name: 'test.commit',
        run: async (_deps, jobs) => {
          ran.push(...jobs.map((job) => job.data.label));
          return undefined;
        },
      }),
    ]);
    await t.database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, [{ name: 'test.commit', data: { label: 'rolled back' } }]);
        throw new Error('abandon');
      })
      .catch(() => {});
    await t.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, [{ name: 'test.commit', data: { label: 'committed' } }]);
    });
    await queue.drain();
    expect(ran).toEqual(['committed']);
  });

  it('keeps a job for later: not before its time, and across a restart of the process', async () => {
    const ran: string[] = [];
    const definition = defineJob<{ label: string }>({
      name: 'test.later',
      run: async (_deps, jobs) => {
        ran.push(...jobs.map((job) => job.data.label));
        return undefined;
      },
    });
    const first = await runner([definition]);
    await first.enqueue(t.database.db, [
      { name: 'test.later', data: { label: 'tomorrow' }, startAfter: new Date(Date.now() + 86_400_000) },
      { name: 'test.later', data: { label: 'now' } },
    ]);
    await first.stop();
    const second = await runner([definition]);
    await second.drain();
    expect(ran).toEqual(['now']);
    expect((await second.counts('test.later')).created).toBe(1);
  });

  it('retries a failed job with backoff, then leaves it in the dead letters after its last try', async () => {
    const tries: Array<{ retryCount: number; lastTry: boolean }> = [];
    const queue = await runner([
      defineJob<object>({
        name: 'test.failing',
        retryLimit: 1,
        retryDelaySeconds: 1,
        run: async (_deps, jobs) => {
          tries.push(...jobs.map(({ retryCount, lastTry }) => ({ retryCount, lastTry })));
          return { retry: jobs.map(({ id }) => ({ id, reason: 'the gateway is down' })) };
        },
      }),
      defineJob<object>({
        name: 'test.throwing',
        retryLimit: 0,
        run: async () => {
          throw new Error('broken');
        },
      }),
    ]);
    await queue.enqueue(t.database.db, [
      { name: 'test.failing', data: {} },
      { name: 'test.throwing', data: {} },
    ]);
    await queue.drain();
    expect(tries).toEqual([{ retryCount: 0, lastTry: false }]);
    expect((await queue.counts('test.failing')).retry).toBe(1);
    // Not yet: the next try waits for its delay.
    await queue.drain();
    expect(tries).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    await queue.drain();
    expect(tries).toEqual([
      { retryCount: 0, lastTry: false },
      { retryCount: 1, lastTry: true },
    ]);
    expect(await queue.counts('test.failing')).toMatchObject({ failed: 1 });
    expect(await queue.counts('test.throwing')).toMatchObject({ failed: 1 });
    expect((await queue.counts(DEAD_LETTERS)).created).toBe(2);
  });

  it('carries the id of the request that added a job into its run: its log lines and the jobs it adds', async () => {
    const { lines, logger } = capturedLog();
    const handed: object[] = [];
    const queue: JobRunner = await runner(
      [
        defineJob<{ n: number }>({
          name: 'test.traced',
          batchSize: 10,
          retryLimit: 0,
          run: async (deps, jobs) => {
            handed.push(...jobs.map((job) => job.data));
            deps.log.info('traced batch');
            const first = jobs.filter((job) => job.data.n === 1);
            if (first.length) await queue.enqueue(deps.db, [{ name: 'test.traced-child', data: {} }]);
            return { retry: jobs.filter((job) => job.data.n === 3).map(({ id }) => ({ id, reason: 'refused' })) };
          },
        }),
        defineJob<object>({
          name: 'test.traced-child',
          run: async (deps) => {
            deps.log.info('traced child');
            return undefined;
          },
        }),
      ],
      { log: logger },
    );
    const add = (requestId: string | null, n: number) => {
      const enqueue = () => queue.enqueue(t.database.db, [{ name: 'test.traced', data: { n } }]);
      return requestId ? runForRequests([requestId], enqueue) : enqueue();
    };
    await add('request-a', 1);
    const { rows } = await t.database.executeSql(`SELECT data FROM pgboss.job WHERE name = 'test.traced'`);
    expect(rows).toEqual([{ data: { n: 1, _requestId: 'request-a' } }]);
    await queue.drain();
    // The service gets its data as it was added; the line it logs and the job it adds carry the request.
    expect(handed).toEqual([{ n: 1 }]);
    expect(lines.find((line) => line.msg === 'traced batch')).toMatchObject({ requestId: 'request-a' });
    expect(lines.find((line) => line.msg === 'traced child')).toMatchObject({ requestId: 'request-a' });

    lines.length = 0;
    await add('request-b', 2);
    await add('request-c', 3);
    await add(null, 4);
    await queue.drain();
    // One batch for three jobs: its lines name both requests; the failed try says which queue and why.
    const batch = lines.find((line) => line.msg === 'traced batch');
    expect(batch?.requestIds).toEqual(expect.arrayContaining(['request-b', 'request-c']));
    expect(batch?.requestId).toBeUndefined();
    expect(lines.find((line) => line.msg === 'job tries failed')).toMatchObject({
      queue: 'test.traced',
      reasons: ['refused'],
    });

    lines.length = 0;
    await add(null, 5);
    await queue.drain();
    expect(lines.find((line) => line.msg === 'traced batch')).not.toHaveProperty('requestId');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL only: three processes starting together create the same new queues, none fails (deadlock)',
    async () => {
      const definitions = Array.from({ length: 12 }, (_, n) =>
        defineJob({ name: `test.started-together-${n}`, run: async () => undefined }),
      );
      const databases = await Promise.all([1, 2, 3].map(() => openPostgres(t.url ?? '', 2)));
      try {
        const started = await Promise.allSettled(databases.map((database) => runner(definitions, { database })));
        expect(started.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      } finally {
        for (const created of runners.splice(0)) await created.stop();
        for (const database of databases) await database.close();
      }
    },
  );

  it('runs each job once with two processes working on the same database', async () => {
    const runs = new Map<number, number>();
    const definition = defineJob<{ n: number }>({
      name: 'test.shared',
      batchSize: 20,
      concurrency: 2,
      run: async (_deps, jobs) => {
        for (const job of jobs) runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return undefined;
      },
    });
    // On PostgreSQL the second worker has a pool of its own, as a second server process would.
    const second = t.url ? await openPostgres(t.url, 2) : t.database;
    const queue = await runner([definition], { work: true });
    await runner([definition], { work: true, database: second });
    await queue.enqueue(
      t.database.db,
      Array.from({ length: 400 }, (_, n) => ({ name: 'test.shared', data: { n } })),
    );
    queue.nudge('test.shared');
    const deadline = Date.now() + 30_000;
    while (runs.size < 400 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const created of runners.splice(0)) await created.stop();
    if (second !== t.database) await second.close();
    expect(runs.size).toBe(400);
    expect([...runs.values()].filter((count) => count > 1)).toEqual([]);
  });
});
