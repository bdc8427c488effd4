import { isUsername } from '@ds/domain';

/** The auth catalogue's message key for a typed address, telling a missing one from a malformed one; null when valid. */
export function emailProblem(value: string): 'errors.emailEmpty' | 'errors.email' | null {
  if (!value.trim()) return 'errors.emailEmpty';
  return isUsername(value) ? null : 'errors.email';
}
