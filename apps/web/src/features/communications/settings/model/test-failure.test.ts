import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { testFailureReason } from './test-failure';

describe('why an account test failed', () => {
  it('reads the reason of a failed SMTP or IMAP test', () => {
    expect(testFailureReason(new ApiError(502, 'smtp_test_failed', 'x', { reason: 'auth' }))).toBe('auth');
    expect(testFailureReason(new ApiError(502, 'imap_test_failed', 'x', { reason: 'no_sent_folder' }))).toBe(
      'no_sent_folder',
    );
  });

  it('has none for an unknown reason, no details or another error', () => {
    expect(testFailureReason(new ApiError(502, 'smtp_test_failed', 'x', { reason: 'quota' }))).toBeNull();
    expect(testFailureReason(new ApiError(502, 'smtp_test_failed', 'x'))).toBeNull();
    expect(testFailureReason(new ApiError(400, 'sms_provider_misconfigured', 'x', { reason: 'auth' }))).toBeNull();
    expect(testFailureReason(new Error('boom'))).toBeNull();
  });
});
