import { RegistryError } from '../../../kernel/course-registries';
import type { Deps } from '../../../kernel/deps';
import type { Job, JobOutcome } from '../../../kernel/job-definition';
import { l2RegistryOf, sariConnectionOf } from './registry-connections';
import { claimSubmission, settleSubmission } from './registry-submissions.repo';
import { findSendingSariAccount, setSariVerdict } from './sari-accounts.repo';

export const REGISTRY_SEND_QUEUE = 'integrations.registry-send';

export interface RegistrySendJob {
  submissionId: string;
}

type SendDeps = Pick<Deps, 'db' | 'secrets' | 'log' | 'config'>;

/**
 * Sends each student of the batch to his registry (SARI: the customer looked up by FABER number
 * and birth date, then enrolled in the course's SARI id; L2: sent with the product's key).
 * Registered, or refused with the registry's reason, is final; a registry that does not answer
 * leaves the row queued and the job is tried again with backoff, and after its last try the row
 * fails with `registry_unavailable`, which the screens show.
 */
export async function sendSubmissions(deps: SendDeps, jobs: Job<RegistrySendJob>[]): Promise<JobOutcome> {
  const retry: JobOutcome['retry'] = [];
  for (const job of jobs) {
    const outcome = await sendSubmission(deps, job.data.submissionId).catch((error: unknown) => {
      // Our own failure (a sealed secret the server key no longer opens…): tried again, then shown.
      deps.log.error({ err: error, submissionId: job.data.submissionId }, 'registry sending failed');
      return 'error' as const;
    });
    if (outcome === 'error') {
      const status = job.lastTry ? 'failed' : 'queued';
      await settleSubmission(deps.db, job.data.submissionId, { status, reason: 'send_error' });
      if (!job.lastTry) retry.push({ id: job.id, reason: 'send_error' });
    }
    if (outcome === 'unavailable') {
      if (job.lastTry) {
        await settleSubmission(deps.db, job.data.submissionId, { status: 'failed', reason: 'registry_unavailable' });
      } else {
        await settleSubmission(deps.db, job.data.submissionId, { status: 'queued', reason: 'registry_unavailable' });
        retry.push({ id: job.id, reason: 'registry_unavailable' });
      }
    }
  }
  return { retry };
}

async function sendSubmission(deps: SendDeps, submissionId: string): Promise<'done' | 'unavailable'> {
  const claimed = await claimSubmission(deps.db, submissionId);
  if (!claimed) return 'done';
  const { submission, student, monitorFaber } = claimed;
  const settle = (outcome: Parameters<typeof settleSubmission>[2]) => settleSubmission(deps.db, submissionId, outcome);
  if (!student.faber || !student.birthDate) {
    await settle({ status: 'refused', reason: 'identity_missing' });
    return 'done';
  }
  const person = { faber: student.faber, birthDate: student.birthDate };
  try {
    if (submission.registry === 'l2') {
      const l2 = l2RegistryOf(deps);
      if (!l2) {
        await settle({ status: 'failed', reason: 'registry_off' });
        return 'done';
      }
      const { reference } = await l2.sendStudent({
        ...person,
        firstname: student.firstname,
        lastname: student.name,
        reference: student.id,
        monitorFaber,
      });
      await settle({ status: 'registered', reason: null, externalReference: reference });
      return 'done';
    }
    const account = await findSendingSariAccount(deps.db, submission.monitorId);
    if (!account || !submission.externalCourseId) {
      await settle({ status: 'refused', reason: 'account_missing' });
      return 'done';
    }
    const sari = sariConnectionOf(deps, account);
    try {
      await sari.findCustomer(person);
      await sari.enrol(submission.externalCourseId, person);
    } catch (error) {
      if (error instanceof RegistryError && error.kind === 'credentials_refused') {
        await setSariVerdict(deps.db, account.userId, false, new Date());
      }
      throw error;
    }
    // SARI's enrolment answers no reference of its own: the course and the FABER number are the registration.
    await settle({ status: 'registered', reason: null });
    return 'done';
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    if (error.kind === 'unavailable') return 'unavailable';
    await settle({
      status: 'refused',
      reason: error.kind === 'credentials_refused' ? 'credentials_refused' : error.reason,
    });
    return 'done';
  }
}
