/**
 * SARI's refusal codes as its VKU/PGS interface documents them (v1.3): the reason a student's
 * row shows, translated on the screens; a code not listed is shown as SARI wrote it.
 */
export const SARI_REFUSAL_CODES = [
  'PERSON_NOT_FOUND',
  'PERSON_ALREADY_ADDED',
  'COURSE_NOT_FOUND',
  'COURSE_NOT_ALLOWED_OR_ENABLED',
  'LICENSE_EXPIRED',
  'NO_PERMISSION',
  'INVALID_PARAMETER',
  'DRIVINGSCHOOL_NOT_FOUND',
  'COURSEMEMBER_ALREADY_CONFIRMED',
] as const;

/**
 * Our own reasons for a row that did not reach the registry or was given up: the student lacks
 * his FABER number or birth date, nobody of the school has a SARI account, the account was
 * refused, the registry did not answer after the last try, L2 is not configured, the sending
 * failed on our side.
 */
export const REGISTRY_OWN_REASONS = [
  'identity_missing',
  'account_missing',
  'credentials_refused',
  'registry_unavailable',
  'registry_off',
  'send_error',
] as const;

/**
 * A row that may be sent again: refused, given up or withdrawn (a row on its way, registered or
 * being withdrawn may not).
 */
export function registrySubmissionResendable(status: string): boolean {
  return status === 'refused' || status === 'failed' || status === 'withdrawn';
}

/** A row the school may withdraw from its course: registered at SARI (L2 offers no withdrawal). */
export function registrySubmissionWithdrawable(submission: { registry: string; status: string }): boolean {
  return submission.registry === 'sari' && submission.status === 'registered';
}

/**
 * A registered row whose withdrawal SARI refused (or never answered): it keeps the reason, while
 * a registration itself leaves none.
 */
export function registryWithdrawalRefused(submission: { status: string; reason: string | null }): boolean {
  return submission.status === 'registered' && submission.reason !== null;
}
