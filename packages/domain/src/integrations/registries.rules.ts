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

/** A row that may be sent again: refused or given up (a row on its way or registered may not). */
export function registrySubmissionResendable(status: string): boolean {
  return status === 'refused' || status === 'failed';
}
