import type { Deps } from '../../../kernel/deps';
import { defineJob, type JobDefinition } from '../../../kernel/job-definition';
import { TheoryExamError } from '../../../kernel/theory-exam';
import { findLicenceCode, findLicencesToFollow, recordProgress } from './theory-exam.repo';

export const THEORY_PROGRESS_ROUND = 'integrations.theory-progress-round';
export const THEORY_PROGRESS = 'integrations.theory-progress';

/** At most this many licences a round: the ones reported longest ago first, the next round takes the rest. */
const ROUND_SIZE = 500;

/** One progress job per activated licence still running (or ended within a day); one waiting per licence. */
export async function planTheoryProgress(deps: Pick<Deps, 'db' | 'jobs' | 'theoryExam'>, now: Date): Promise<number> {
  if (!deps.theoryExam) return 0;
  const due = await findLicencesToFollow(deps.db, now, ROUND_SIZE);
  await deps.jobs.enqueue(
    deps.db,
    due.map(({ id }) => ({ name: THEORY_PROGRESS, data: { licenceId: id }, singletonKey: id })),
  );
  deps.jobs.nudge(THEORY_PROGRESS);
  return due.length;
}

/**
 * Reads one licence's progress at the service and keeps it on the licence. The service not
 * answering is retried by the queue; after the last try the job goes to the dead letters and the
 * last progress reported stays. Any other refusal is logged and not retried.
 */
export async function refreshTheoryProgress(
  deps: Pick<Deps, 'db' | 'theoryExam' | 'log'>,
  licenceId: string,
): Promise<'done' | 'retry'> {
  const code = await findLicenceCode(deps.db, licenceId);
  if (!code) return 'done';
  if (!deps.theoryExam) return 'done';
  try {
    await recordProgress(deps.db, licenceId, await deps.theoryExam.readProgress(code), new Date());
    return 'done';
  } catch (error) {
    if (!(error instanceof TheoryExamError)) throw error;
    if (error.kind === 'unavailable') return 'retry';
    deps.log.warn({ licenceId, reason: error.kind }, 'theory-exam progress not reported');
    return 'done';
  }
}

/** The hourly round and its jobs (issue 27 §3: a monitor follows his students' training). */
export const theoryProgressJobs: JobDefinition[] = [
  {
    name: THEORY_PROGRESS_ROUND,
    schedule: '23 * * * *',
    retryLimit: 0,
    run: async (deps) => {
      await planTheoryProgress(deps, new Date());
      return undefined;
    },
  },
  defineJob<{ licenceId: string }>({
    name: THEORY_PROGRESS,
    policy: 'stately',
    batchSize: 10,
    retryLimit: 2,
    retryDelaySeconds: 120,
    expireInSeconds: 5 * 60,
    run: async (deps, jobs) => {
      const retry: Array<{ id: string; reason: string }> = [];
      for (const job of jobs) {
        if ((await refreshTheoryProgress(deps, job.data.licenceId)) === 'done') continue;
        retry.push({ id: job.id, reason: 'theory-exam service unavailable' });
        if (job.lastTry)
          deps.log.warn({ licenceId: job.data.licenceId }, 'theory-exam progress given up after the last try');
      }
      return { retry };
    },
  }),
];
