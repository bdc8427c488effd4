import { z } from 'zod';

/** The latest failed tries the jobs status lists. */
export const JOB_FAILURES_SHOWN = 50;

/** A job queue's jobs by state (the background work: mails, SMS, calendar refreshes, registries…). */
export const jobQueueCountsSchema = z.object({
  queue: z.string(),
  /** Due now, waiting for a worker. */
  queued: z.number().int(),
  /** Due later (a reminder days ahead). */
  scheduled: z.number().int(),
  running: z.number().int(),
  /** Failed, to be tried again after a wait. */
  retrying: z.number().int(),
  /** Failed their last try: never run again unless sent back. */
  givenUp: z.number().int(),
});
export type JobQueueCounts = z.infer<typeof jobQueueCountsSchema>;

export const JOB_FAILURE_STATES = ['retrying', 'givenUp'] as const;

/** A failed try of a job, without its data; its message stripped of addresses, numbers and keys. */
export const jobFailureSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  state: z.enum(JOB_FAILURE_STATES),
  /** Tries so far. */
  attempts: z.number().int(),
  error: z.string().nullable(),
  failedAt: z.iso.datetime({ offset: true }),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;

/** GET /api/admin/jobs: every queue's counts and the latest failures, the newest first. */
export const jobsStatusSchema = z.object({
  queues: z.array(jobQueueCountsSchema),
  failures: z.array(jobFailureSchema),
});
export type JobsStatus = z.infer<typeof jobsStatusSchema>;
