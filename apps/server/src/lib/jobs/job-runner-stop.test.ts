import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../kernel/deps';
import { defineJob } from '../../kernel/job-definition';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import { createJobRunner } from './job-runner';

describe('stopping the job workers (SIGTERM)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.dispose());

  it('takes no new job, waits for the one in hand and records it done before it ends', async () => {
    const started: number[] = [];
    let finish = () => {};
    const inHand = new Promise<void>((resolve) => (finish = resolve));
    const runner = createJobRunner({
      database: t.database,
      log: pino({ level: 'silent' }),
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    await runner.start([
      defineJob<{ n: number }>({
        name: 'test.stopping',
        run: async (_deps, jobs) => {
          started.push(...jobs.map((job) => job.data.n));
          await inHand;
          return undefined;
        },
      }),
    ]);
    await runner.startWorkers(() => ({ db: t.database.db }) as unknown as Deps);
    await runner.enqueue(t.database.db, [{ name: 'test.stopping', data: { n: 1 } }]);
    runner.nudge('test.stopping');
    const deadline = Date.now() + 10_000;
    while (started.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([1]);

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await runner.enqueue(t.database.db, [{ name: 'test.stopping', data: { n: 2 } }]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(stopped).toBe(false);
    finish();
    await stopping;

    expect(started).toEqual([1]);
    expect(await runner.counts('test.stopping')).toEqual({ completed: 1, created: 1 });
  }, 20_000);
});
