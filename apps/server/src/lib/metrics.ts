import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import type { QueueCounts } from './jobs/job-status';

/** The job states the metrics name, as label values, and the count each reads. */
const JOB_STATES = [
  ['queued', 'queued'],
  ['scheduled', 'scheduled'],
  ['running', 'running'],
  ['retrying', 'retrying'],
  ['given_up', 'givenUp'],
] as const satisfies ReadonlyArray<readonly [string, keyof QueueCounts]>;

/** Latency buckets in seconds: from a cached read to a slow PDF or import. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  /** The job queues' counts, read at each scrape. */
  queueCounts(): Promise<QueueCounts[]>;
  /** The database pool's connections (PostgreSQL only). */
  poolStats?: () => PoolStats;
  log: FastifyBaseLogger;
}

export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/students/:id`), never the address with its ids. */
  route: string;
  status: number;
  seconds: number;
}

export interface Metrics {
  registry: Registry;
  observe(request: AnsweredRequest): void;
}

/**
 * The process's Prometheus metrics (docs/architecture.md, Observability), in a registry of its
 * own: HTTP requests and their latency per route and status class, server errors, the job
 * queues and the database pool as they are at the scrape, and Node's default process metrics.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method, route pattern and status class',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a server error (5xx), by method and route pattern',
    labelNames: ['method', 'route'],
    registers,
  });

  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of each queue by state (queued: due now; scheduled: due later; retrying: failed, tried again later; given_up: failed their last try)',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      try {
        for (const counts of await sources.queueCounts()) {
          for (const [state, key] of JOB_STATES) this.set({ queue: counts.queue, state }, counts[key]);
        }
      } catch (error) {
        // The process's other metrics still answer; the series missing says the queue was not read.
        sources.log.warn({ err: error }, 'job queues not read for the metrics');
      }
    },
  });

  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: "PostgreSQL pool's connections: total open, idle among them",
      labelNames: ['state'],
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers,
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  return {
    registry,
    observe({ method, route, status, seconds }) {
      const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` };
      requests.inc(labels);
      latency.observe(labels, seconds);
      if (status >= 500) errors.inc({ method, route });
    },
  };
}
