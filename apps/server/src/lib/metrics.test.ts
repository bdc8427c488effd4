import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

const log = pino({ level: 'silent' });
const counts = {
  queue: 'communications.deliver',
  queued: 3,
  scheduled: 7,
  running: 1,
  retrying: 2,
  givenUp: 4,
};

const linesOf = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`));

describe('createMetrics', () => {
  it('counts server errors apart, by route, and labels answers by their status class', async () => {
    const metrics = createMetrics({ queueCounts: async () => [], log });
    metrics.observe({ method: 'GET', route: '/api/students/:id', status: 200, seconds: 0.02 });
    metrics.observe({ method: 'GET', route: '/api/students/:id', status: 503, seconds: 1.5 });
    metrics.observe({ method: 'GET', route: '/api/students/:id', status: 500, seconds: 0.01 });
    const text = await metrics.registry.metrics();
    expect(linesOf(text, 'http_requests_total')).toEqual([
      'http_requests_total{method="GET",route="/api/students/:id",status_class="2xx"} 1',
      'http_requests_total{method="GET",route="/api/students/:id",status_class="5xx"} 2',
    ]);
    expect(linesOf(text, 'http_request_errors_total')).toEqual([
      'http_request_errors_total{method="GET",route="/api/students/:id"} 2',
    ]);
    expect(linesOf(text, 'http_request_duration_seconds_sum')).toContain(
      'http_request_duration_seconds_sum{method="GET",route="/api/students/:id",status_class="5xx"} 1.51',
    );
  });

  it('reads the job queues at each scrape, one series per queue and state', async () => {
    let read = 0;
    const metrics = createMetrics({
      queueCounts: async () => {
        read += 1;
        return [{ ...counts, queued: counts.queued + read }];
      },
      log,
    });
    await metrics.registry.metrics();
    expect(linesOf(await metrics.registry.metrics(), 'job_queue_jobs')).toEqual([
      'job_queue_jobs{queue="communications.deliver",state="queued"} 5',
      'job_queue_jobs{queue="communications.deliver",state="scheduled"} 7',
      'job_queue_jobs{queue="communications.deliver",state="running"} 1',
      'job_queue_jobs{queue="communications.deliver",state="retrying"} 2',
      'job_queue_jobs{queue="communications.deliver",state="given_up"} 4',
    ]);
  });

  it('still answers when the queues cannot be read: without their series', async () => {
    const metrics = createMetrics({
      queueCounts: async () => {
        throw new Error('database gone');
      },
      log,
    });
    const text = await metrics.registry.metrics();
    expect(linesOf(text, 'job_queue_jobs')).toEqual([]);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it("shows a PostgreSQL pool's connections and waiting queries, and no pool without one", async () => {
    const pooled = createMetrics({
      queueCounts: async () => [],
      poolStats: () => ({ total: 8, idle: 3, waiting: 2 }),
      log,
    });
    const text = await pooled.registry.metrics();
    expect(linesOf(text, 'db_pool_connections')).toEqual([
      'db_pool_connections{state="total"} 8',
      'db_pool_connections{state="idle"} 3',
    ]);
    expect(text).toContain('\ndb_pool_waiting_queries 2\n');
    expect(await createMetrics({ queueCounts: async () => [], log }).registry.metrics()).not.toContain('db_pool');
  });
});
