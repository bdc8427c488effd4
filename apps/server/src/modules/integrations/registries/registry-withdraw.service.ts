import { RegistryError } from '../../../kernel/course-registries';
import { callSari, type RegistryDeps } from './registry-connections';
import { type ClaimedSubmission, type SubmissionOutcome, settleSubmission } from './registry-submissions.repo';
import { findSendingSariAccount } from './sari-accounts.repo';

/** A try's end (of a sending or a withdrawal): settled, or to be tried again (the registry did not answer). */
export type TryOutcome = 'done' | 'unavailable';

/** SARI's answer when the student is not (or no longer) in the course: what a withdrawal wanted. */
const NOT_IN_COURSE = 'COURSEMEMBER_NOT_FOUND';

/**
 * Withdraws a registered student from the SARI course he was registered in (its SARI id then),
 * through the account that would send him now (the course owner's, else his school
 * administrator's). Withdrawn when SARI unenrols him or does not have him; any refusal
 * (COURSEMEMBER_ALREADY_CONFIRMED once SARI confirmed him, credentials refused…) leaves him
 * `registered` with the reason, which the screens show as a refused withdrawal.
 */
export async function withdrawStudent(
  deps: RegistryDeps,
  { submission, student }: ClaimedSubmission,
): Promise<TryOutcome> {
  const settle = (outcome: SubmissionOutcome) => settleSubmission(deps.db, submission.id, outcome);
  const courseId = submission.externalCourseId;
  const faber = student.faber;
  if (!faber) {
    await settle({ status: 'registered', reason: 'identity_missing' });
    return 'done';
  }
  const account = await findSendingSariAccount(deps.db, submission.monitorId);
  if (!account || !courseId) {
    await settle({ status: 'registered', reason: 'account_missing' });
    return 'done';
  }
  try {
    await callSari(deps, account, (sari) => sari.unenrol(courseId, faber));
    await settle({ status: 'withdrawn', reason: null });
    return 'done';
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    if (error.kind === 'unavailable') return 'unavailable';
    if (error.reason === NOT_IN_COURSE) {
      await settle({ status: 'withdrawn', reason: null });
      return 'done';
    }
    await settle({
      status: 'registered',
      reason: error.kind === 'credentials_refused' ? 'credentials_refused' : error.reason,
    });
    return 'done';
  }
}
