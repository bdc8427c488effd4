import {
  REGISTRY_OWN_REASONS,
  type RegistrySubmission,
  registryWithdrawalRefused,
  SARI_REFUSAL_CODES,
} from '@ds/domain';
import type { TFunction } from 'i18next';

const KNOWN = new Set<string>([...SARI_REFUSAL_CODES, ...REGISTRY_OWN_REASONS]);

/** A row's reason in the reader's words: a registry's code we know, or ours; an unknown code as the registry wrote it. */
export function submissionReason(reason: string | null, t: TFunction): string | null {
  if (!reason) return null;
  return KNOWN.has(reason) ? t(`reasons.${reason}`) : reason;
}

/**
 * What a row's state shows under it: the reason of a refusal, a failure or a wait, and of a
 * refused withdrawal (registered, with SARI's reason); a registration itself has none.
 */
export function shownReason(submission: Pick<RegistrySubmission, 'status' | 'reason'>, t: TFunction): string | null {
  const reason = submissionReason(submission.reason, t);
  if (submission.status !== 'registered') return reason;
  return registryWithdrawalRefused(submission) ? t('withdraw.refused', { reason }) : null;
}
