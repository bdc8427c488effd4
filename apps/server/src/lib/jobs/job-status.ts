import { DEAD_LETTERS, JOB_SCHEMA } from './job-runner';

/** Plain SQL on the database or a transaction (`Database.executeSql`, `sqlExecutor(tx)`). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A queue's jobs by state: queued (due now), scheduled (due later), running, retrying (failed,
 * to be tried again) and given up (failed their last try; a copy waits in the dead letters).
 */
export interface QueueCounts {
  queue: string;
  queued: number;
  scheduled: number;
  running: number;
  retrying: number;
  givenUp: number;
}

/** A failed try: the job waits for its next one (`retrying`) or was given up. */
export interface JobFailureRow {
  id: string;
  queue: string;
  state: 'retrying' | 'givenUp';
  /** Tries so far. */
  attempts: number;
  /** What pg-boss kept of the failure (`{ reason }`, a serialised error, or a timeout's `{ value }`). */
  output: unknown;
  failedAt: Date;
}

/** The work queues: pg-boss's own internal queues and the dead letters' copies left out. */
const WORK_QUEUES = `q.name <> '${DEAD_LETTERS}' AND q.name NOT LIKE '\\_\\_pgboss%'`;

/**
 * Every queue's counts in one query (the metrics scrape and the status page): a scan of the
 * unfinished jobs, completed ones are archived after 12 hours.
 */
export async function queueCounts(executor: SqlExecutor): Promise<QueueCounts[]> {
  const { rows } = await executor.executeSql(
    `SELECT q.name AS queue,
       count(*) FILTER (WHERE j.state = 'created' AND j.start_after <= now())::int AS queued,
       count(*) FILTER (WHERE j.state = 'created' AND j.start_after > now())::int AS scheduled,
       count(*) FILTER (WHERE j.state = 'active')::int AS running,
       count(*) FILTER (WHERE j.state = 'retry')::int AS retrying,
       count(*) FILTER (WHERE j.state = 'failed')::int AS "givenUp"
     FROM ${JOB_SCHEMA}.queue q
     LEFT JOIN ${JOB_SCHEMA}.job j ON j.name = q.name AND j.state IN ('created', 'active', 'retry', 'failed')
     WHERE ${WORK_QUEUES}
     GROUP BY q.name
     ORDER BY q.name`,
  );
  return rows as QueueCounts[];
}

/** The latest failed tries of every work queue, the newest first. */
export async function recentFailures(executor: SqlExecutor, limit: number): Promise<JobFailureRow[]> {
  const { rows } = await executor.executeSql(
    `SELECT j.id, j.name AS queue,
       CASE j.state WHEN 'failed' THEN 'givenUp' ELSE 'retrying' END AS state,
       j.retry_count + 1 AS attempts, j.output,
       (extract(epoch FROM coalesce(j.completed_on, j.started_on, j.created_on)) * 1000)::float8 AS "failedAtMs"
     FROM ${JOB_SCHEMA}.job j JOIN ${JOB_SCHEMA}.queue q ON q.name = j.name
     WHERE j.state IN ('retry', 'failed') AND j.output IS NOT NULL AND ${WORK_QUEUES}
     ORDER BY "failedAtMs" DESC, j.id
     LIMIT $1`,
    [limit],
  );
  // An instant as milliseconds: the drivers read a timestamp differently (a Date, or text through Drizzle on PGlite).
  return (rows as Array<Omit<JobFailureRow, 'failedAt'> & { failedAtMs: number }>).map(({ failedAtMs, ...row }) => ({
    ...row,
    failedAt: new Date(failedAtMs),
  }));
}

/**
 * Sends a given-up job back to its queue for one more try, due now; answers its queue, or why
 * not: no such job, or one that is not given up (already sent back, still retrying, done).
 */
export async function retryGivenUpJob(
  executor: SqlExecutor,
  id: string,
): Promise<{ queue: string } | 'not_found' | 'not_given_up'> {
  const { rows } = await executor.executeSql(
    `UPDATE ${JOB_SCHEMA}.job SET state = 'retry', retry_limit = retry_limit + 1, start_after = now(), completed_on = NULL
     WHERE id = $1 AND state = 'failed' AND name <> '${DEAD_LETTERS}'
     RETURNING name AS queue`,
    [id],
  );
  const [retried] = rows as Array<{ queue: string }>;
  if (retried) return retried;
  const found = await executor.executeSql(
    `SELECT 1 FROM ${JOB_SCHEMA}.job WHERE id = $1 AND name <> '${DEAD_LETTERS}'`,
    [id],
  );
  return found.rows.length ? 'not_given_up' : 'not_found';
}
