import type { Deps } from './deps';

/** One job handed to its queue's `run`. */
export interface Job<Data extends object = object> {
  id: string;
  data: Data;
  /** How many times it ran before (0 the first time). */
  retryCount: number;
  /** Whether, if it fails now, it will not be tried again (it goes to the dead letters). */
  lastTry: boolean;
}

/** What `run` answers: the jobs to try again later (with backoff), the others are done. */
export interface JobOutcome {
  retry?: Array<{ id: string; reason: string }>;
}

/**
 * A queue of work that runs later or retries (docs/architecture.md, Jobs): its name, how it
 * retries, and the one service it calls. A batch is handed at once so a service can work in bulk;
 * a job that must be retried is named in the outcome, a thrown error retries the whole batch.
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  run(deps: Deps, jobs: Job<Data>[]): Promise<JobOutcome | undefined>;
  /** Jobs handed at once (1 by default). */
  batchSize?: number;
  /** Batches running at once in one process (1 by default). */
  concurrency?: number;
  /** Tries after the first (2 by default), spaced by `retryDelaySeconds` doubling each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer than this is taken for dead (its process killed) and tried again. */
  expireInSeconds?: number;
  /**
   * `stately`: at most one waiting job per `singletonKey` (a calendar's refresh planned twice is
   * one job); `standard` (the default): every job added is kept.
   */
  policy?: 'standard' | 'stately';
  /** A cron schedule in the school's time zone: the queue gets one job at each tick, across all processes. */
  schedule?: string;
}

/** A queue's definition with its data typed; the runner holds them all as `JobDefinition`. */
export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition {
  return definition as unknown as JobDefinition;
}

/**
 * Work fed by a table rather than by jobs (appointments waiting for their notices): every
 * `everySeconds`, each working process asks `run` to take what waits, with SKIP LOCKED, until it
 * answers 0. What fails stays in its table and is taken at the next round.
 */
export interface Poller {
  name: string;
  everySeconds: number;
  run(deps: Deps): Promise<number>;
}
