import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client';
import type { Deps } from '../../kernel/deps';
import { defineJob, type JobDefinition } from '../../kernel/job-definition';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import { createJobRunner, DEAD_LETTERS, type JobRunner } from './job-runner';

const log = pino({ level: 'silent' });

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

  async function runner(definitions: JobDefinition[], options: { database?: Database; work?: boolean } = {}) {
    const created = createJobRunner({
      database: options.database ?? t.database,
      log,
      work: options.work ?? false,
      pollingIntervalSeconds: 0.5,
    });
    await created.start(definitions);
    await created.startWorkers(() => ({ db: t.database.db }) as unknown as Deps);
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
