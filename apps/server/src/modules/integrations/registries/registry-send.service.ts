import { RegistryError } from '../../../kernel/course-registries';
import type { Deps } from '../../../kernel/deps';
import type { Job, JobOutcome } from '../../../kernel/job-definition';
import { callSari, l2RegistryOf } from './registry-connections';
import {
  type ClaimedSubmission,
  claimSubmission,
  type SubmissionOutcome,
  settleSubmission,
} from './registry-submissions.repo';
import { type TryOutcome, withdrawStudent } from './registry-withdraw.service';
import { findSendingSariAccount } from './sari-accounts.repo';

export const REGISTRY_SEND_QUEUE = 'integrations.registry-send';

export interface RegistrySendJob {
  submissionId: string;
  /** Withdraws the registered student from his SARI course instead of sending him. */
  withdraw?: true;
}

type SendDeps = Pick<Deps, 'db' | 'secrets' | 'log' | 'config'>;

/** Where a row waits for its next try, and where it ends after the last one. */
const AFTER_TRY = {
  sending: { waiting: 'queued', givenUp: 'failed' },
  withdrawal: { waiting: 'withdrawing', givenUp: 'registered' },
} as const;

/**
 * Sends each student of the batch to his registry (SARI: the customer looked up by FABER number
 * and birth date, then enrolled in the course's SARI id; L2: sent with the product's key), or
 * withdraws him from his SARI course (`registry-withdraw.service.ts`). Registered, refused with
 * the registry's reason, or withdrawn is final; a registry that does not answer leaves the row
 * waiting (`queued`, `withdrawing`) and the job is tried again with backoff, and after its last
 * try a sending fails with `registry_unavailable`, and a withdrawal is back to `registered` with
 * it, which the screens show.
 */
export async function sendSubmissions(deps: SendDeps, jobs: Job<RegistrySendJob>[]): Promise<JobOutcome> {
  const retry: JobOutcome['retry'] = [];
  for (const job of jobs) {
    const { submissionId } = job.data;
    const withdrawal = job.data.withdraw === true;
    const outcome = await trySubmission(deps, submissionId, withdrawal).catch((error: unknown) => {
      // Our own failure (a sealed secret the server key no longer opens…): tried again, then shown.
      deps.log.error({ err: error, submissionId, withdrawal }, 'registry sending failed');
      return 'error' as const;
    });
    if (outcome === 'done') continue;
    const reason = outcome === 'error' ? 'send_error' : 'registry_unavailable';
    const { waiting, givenUp } = AFTER_TRY[withdrawal ? 'withdrawal' : 'sending'];
    await settleSubmission(deps.db, submissionId, { status: job.lastTry ? givenUp : waiting, reason });
    if (!job.lastTry) retry.push({ id: job.id, reason });
  }
  return { retry };
}

async function trySubmission(deps: SendDeps, submissionId: string, withdrawal: boolean): Promise<TryOutcome> {
  const claimed = await claimSubmission(deps.db, submissionId, withdrawal);
  if (!claimed) return 'done';
  return withdrawal ? withdrawStudent(deps, claimed) : sendStudent(deps, claimed);
}

async function sendStudent(
  deps: SendDeps,
  { submission, student, monitorFaber }: ClaimedSubmission,
): Promise<TryOutcome> {
  const settle = (outcome: SubmissionOutcome) => settleSubmission(deps.db, submission.id, outcome);
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
    const courseId = submission.externalCourseId;
    await callSari(deps, account, async (sari) => {
      await sari.findCustomer(person);
      await sari.enrol(courseId, person);
    });
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
