import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { sqlExecutor } from '../../db/sql-executor';
import type { Deps } from '../../kernel/deps';
import type { Job, JobDefinition, Poller } from '../../kernel/job-definition';
import type { JobQueue } from '../../kernel/jobs';
import { runForRequests } from '../request-context';
import { jobFailureMessage } from './job-failure-message';
import { splitRequestId, withRequestId } from './job-request-id';

/** Where pg-boss keeps its tables; its own migrations run at start (docs/adr/0006-job-queue-pg-boss.md). */
export const JOB_SCHEMA = 'pgboss';
/** Jobs that failed their last try wait here for a person (they are never run again by themselves). */
export const DEAD_LETTERS = 'dead-letters';
/**
 * How long a job that failed its last try stays in its queue, where the product administrator
 * sees it and may send it back (GET /api/admin/jobs); pg-boss's default is 12 hours.
 */
const GIVEN_UP_KEPT_SECONDS = 14 * 24 * 3600;
const SCHOOL_TIME_ZONE = 'Europe/Zurich';

function bossOn(database: Database, options: Partial<PgBoss.ConstructorOptions> = {}) {
  return new PgBoss({
    db: { executeSql: database.executeSql } as PgBoss.Db,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    ...options,
  });
}

/** Creates or upgrades the queue's tables (with the database's migrations, so a test template holds them). */
/** Held while the queues are created (`Database.exclusively`). */
const QUEUES_LOCK = 'driving-school.job-queues';

export async function installJobQueue(database: Database): Promise<void> {
  const boss = bossOn(database);
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

export interface JobRunner extends JobQueue {
  /** Migrates the queue's tables and creates the queues: jobs can be added from then on. */
  start(definitions: JobDefinition[], pollers?: Poller[]): Promise<void>;
  /** When `work` is on, starts this process's workers and the schedules. */
  startWorkers(deps: () => Deps): Promise<void>;
  /** Runs every due job of every queue in this process until none is left (tests, scripts). */
  drain(): Promise<number>;
  /** A queue's jobs by state (created, retry, active, completed, failed…), for checks and tests. */
  counts(name: string): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Whether this process runs jobs (workers, schedules, expiry of dead workers); off in API tests. */
  work: boolean;
  pollingIntervalSeconds?: number;
  /** How often pg-boss's maintenance (expiry of jobs whose process died, retention) runs. */
  maintenanceIntervalSeconds?: number;
  /**
   * How long stopping waits for the jobs in hand (10 s unless set); past it pg-boss hands them back
   * to the queue, failed once, though they may still be running.
   */
  stopTimeoutSeconds?: number;
}

/**
 * The job queue (pg-boss 10 on the application's own database, PostgreSQL or PGlite): jobs are
 * rows, so they survive restarts and kill -9; a worker takes a job with SKIP LOCKED, so two
 * processes never run the same job at once; a failed job is retried with backoff and, after its
 * last try, copied to the dead letters.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log } = options;
  const boss = bossOn(database, {
    supervise: options.work,
    schedule: options.work,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    archiveFailedAfterSeconds: GIVEN_UP_KEPT_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, JobDefinition>();
  let pollers: Poller[] = [];
  const timers: NodeJS.Timeout[] = [];
  const polling = new Map<string, Promise<void>>();
  const workerIds = new Map<string, string[]>();
  let depsOf: () => Deps = () => {
    throw new Error('job workers not started');
  };
  let started = false;

  const runBatch = async (definition: JobDefinition, jobs: PgBoss.JobWithMetadata<object>[]) => {
    const requestIds = new Set<string>();
    const handed: Job[] = jobs.map((job) => {
      const { data, requestId } = splitRequestId(job.data);
      if (requestId) requestIds.add(requestId);
      return { id: job.id, data, retryCount: job.retryCount, lastTry: job.retryCount >= job.retryLimit };
    });
    // Its log lines, and the jobs it adds, carry the ids of the requests that added the batch.
    return runForRequests([...requestIds], async () => {
      const queue = definition.name;
      const outcome = await definition.run(depsOf(), handed).catch((error: unknown) => {
        log.warn({ err: error, queue, jobIds: handed.map((job) => job.id) }, 'job batch failed');
        throw error;
      });
      const retry = outcome?.retry ?? [];
      for (const { id, reason } of retry) await boss.fail(queue, id, { reason });
      if (retry.length > 0) {
        const reasons = [...new Set(retry.map(({ reason }) => jobFailureMessage({ reason })))];
        log.warn({ queue, jobIds: retry.map(({ id }) => id), reasons }, 'job tries failed');
      }
      return new Set(retry.map(({ id }) => id));
    });
  };

  /** The dead letters' queue and one queue per definition, its retries and expiry as defined. */
  const createQueues = async (list: JobDefinition[]) => {
    await boss.createQueue(DEAD_LETTERS);
    for (const definition of list) {
      definitions.set(definition.name, definition);
      const queue = {
        name: definition.name,
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retryLimit ?? 2,
        retryDelay: definition.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        deadLetter: DEAD_LETTERS,
      };
      await boss.createQueue(definition.name, queue);
      await boss.updateQueue(definition.name, queue);
    }
  };

  /**
   * Runs a batch and records how each job ended before letting go of it. pg-boss's worker records
   * it too, but without waiting: stopping would then end before the record, the database closed
   * under it, and a job done would expire and run again. Its own record finds nothing left to do.
   */
  const runAndSettle = async (definition: JobDefinition, jobs: PgBoss.JobWithMetadata<object>[]) => {
    try {
      const retried = await runBatch(definition, jobs);
      const done = jobs.filter((job) => !retried.has(job.id)).map((job) => job.id);
      if (done.length) await boss.complete(definition.name, done);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      for (const job of jobs) await boss.fail(definition.name, job.id, { reason });
    }
  };

  return {
    async enqueue(db, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: job.name,
          data: withRequestId(job.data),
          startAfter: job.startAfter?.toISOString(),
          singletonKey: job.singletonKey,
        })),
        { db: sqlExecutor(db) as PgBoss.Db },
      );
    },

    nudge(name) {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },

    async start(list, pollerList = []) {
      pollers = pollerList;
      await boss.start();
      started = true;
      // Processes starting together on a fresh database would deadlock creating the same queues' partitions.
      await database.exclusively(QUEUES_LOCK, () => createQueues(list));
    },

    async startWorkers(deps) {
      depsOf = deps;
      if (!options.work) return;
      for (const poller of pollers) {
        const timer = setInterval(() => {
          if (polling.has(poller.name)) return;
          const round = (async () => {
            for (let taken = 1; taken > 0; ) taken = await poller.run(depsOf());
          })()
            .catch((error: unknown) => log.error({ err: error, poller: poller.name }, 'poller round failed'))
            .finally(() => polling.delete(poller.name));
          polling.set(poller.name, round);
        }, poller.everySeconds * 1000);
        timer.unref();
        timers.push(timer);
      }
      for (const definition of definitions.values()) {
        if (definition.schedule)
          await boss.schedule(definition.name, definition.schedule, {}, { tz: SCHOOL_TIME_ZONE });
        else await boss.unschedule(definition.name);
        const batchSize = definition.batchSize ?? 1;
        const ids: string[] = [];
        for (let worker = 0; worker < (definition.concurrency ?? 1); worker++) {
          const id = await boss.work<object>(
            definition.name,
            { batchSize, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async (jobs) => {
              await runAndSettle(definition, jobs);
              // A full batch means more may be waiting: fetch again at once rather than after the interval.
              if (jobs.length === batchSize) boss.notifyWorker(id);
            },
          );
          ids.push(id);
        }
        workerIds.set(definition.name, ids);
      }
    },

    async drain() {
      let ran = 0;
      for (let found = true; found; ) {
        found = false;
        for (const poller of pollers) {
          while ((await poller.run(depsOf())) > 0) found = true;
        }
        for (const definition of definitions.values()) {
          const jobs = await boss.fetch<object>(definition.name, {
            batchSize: definition.batchSize ?? 1,
            includeMetadata: true,
          });
          if (jobs.length === 0) continue;
          found = true;
          ran += jobs.length;
          await runAndSettle(definition, jobs);
        }
      }
      return ran;
    },

    async counts(name) {
      const { rows } = await database.executeSql(
        `SELECT state, count(*)::int AS count FROM ${JOB_SCHEMA}.job WHERE name = $1 GROUP BY state`,
        [name],
      );
      return Object.fromEntries((rows as Array<{ state: string; count: number }>).map((row) => [row.state, row.count]));
    },

    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(polling.values());
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: (options.stopTimeoutSeconds ?? 10) * 1000 });
    },
  };
}
