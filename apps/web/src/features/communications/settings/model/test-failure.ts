import { ApiError } from '@/lib/api-client';

/** Why a mail server refused a test, as the server names it in `details.reason`. */
export const TEST_FAILURE_REASONS = ['auth', 'connection', 'rejected', 'timeout', 'no_sent_folder'] as const;
export type TestFailureReason = (typeof TEST_FAILURE_REASONS)[number];

/** The reason of a failed SMTP or IMAP test, to say what to check; null for any other failure. */
export function testFailureReason(error: unknown): TestFailureReason | null {
  if (!(error instanceof ApiError) || (error.code !== 'smtp_test_failed' && error.code !== 'imap_test_failed'))
    return null;
  const reason = (error.details as { reason?: unknown } | null | undefined)?.reason;
  return TEST_FAILURE_REASONS.find((known) => known === reason) ?? null;
}
