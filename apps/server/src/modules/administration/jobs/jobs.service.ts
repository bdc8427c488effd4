import { JOB_FAILURES_SHOWN, type JobsStatus } from '@ds/domain';
import { sqlExecutor } from '../../../db/sql-executor';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { jobFailureMessage } from '../../../lib/jobs/job-failure-message';
import { queueCounts, recentFailures, retryGivenUpJob } from '../../../lib/jobs/job-status';
import { recordAudit } from '../../platform';

/** Every job queue's counts by state and the latest failed tries (no job data: it names people). */
export async function jobsStatus(deps: Pick<Deps, 'db'>): Promise<JobsStatus> {
  const executor = sqlExecutor(deps.db);
  const [queues, failures] = await Promise.all([queueCounts(executor), recentFailures(executor, JOB_FAILURES_SHOWN)]);
  return {
    queues,
    failures: failures.map(({ output, failedAt, ...failure }) => ({
      ...failure,
      error: jobFailureMessage(output),
      failedAt: failedAt.toISOString(),
    })),
  };
}

/** Sends a given-up job back to its queue for one more try, now. Audited. */
export async function retryJob(deps: Pick<Deps, 'db' | 'log' | 'jobs'>, admin: Actor, id: string): Promise<void> {
  const queue = await deps.db.transaction(async (tx) => {
    const retried = await retryGivenUpJob(sqlExecutor(tx), id);
    if (retried === 'not_found') throw new NotFoundError('No such job');
    if (retried === 'not_given_up') throw new ConflictError('This job is not given up', 'job_not_given_up');
    await recordAudit(tx, deps.log, {
      action: 'administration.job_retried',
      outcome: 'success',
      userId: admin.userId,
      username: admin.username,
      details: { jobId: id, queue: retried.queue },
    });
    return retried.queue;
  });
  deps.jobs.nudge(queue);
}
