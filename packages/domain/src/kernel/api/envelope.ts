import { z } from 'zod';

/**
 * Stable machine codes of API errors; the web client translates them (errors namespace).
 * Every code needs a message in all four locales.
 */
export const ERROR_CODES = [
  'validation',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'invalid_upload',
  'unauthorized',
  'invalid_credentials',
  'account_unconfirmed',
  'account_blocked',
  'account_exists',
  'invalid_token',
  'invalid_code',
  'otp_required',
  'invalid_otp',
  'two_factor_setup_required',
  'unknown_licence',
  'invalid_voucher',
  'voucher_expired',
  'voucher_not_yet_valid',
  'voucher_disabled',
  'voucher_exhausted',
  'forbidden',
  'admin_licence_required',
  'finance_licence_required',
  'statistics_licence_required',
  'invoicing_unavailable',
  'not_payable',
  'not_found',
  'conflict',
  'outside_course_range',
  'resource_unavailable',
  'student_busy',
  'monitor_busy',
  'stale_version',
  'copy_impossible',
  'student_import_unreadable',
  'student_import_xls',
  'exam_date_missing',
  'faber_taken',
  'already_linked',
  'unknown_monitor',
  'main_calendar',
  'external_calendar',
  'lesson_ongoing',
  'lesson_not_ended',
  'employee_right_disabled',
  'employee_inactive',
  'already_in_school',
  'last_administrator',
  'invitation_closed',
  'invitation_other_account',
  'invitation_role_mismatch',
  'smtp_test_failed',
  'imap_test_failed',
  'sms_provider_misconfigured',
  'no_sms_left',
  'account_not_configured',
  'microsoft_consent_failed',
  'google_consent_failed',
  'google_not_configured',
  'not_resendable',
  'resources_too_large',
  'resource_in_use',
  'article_disabled',
  'theory_price_request_open',
  'theory_price_request_decided',
  'didactic_licence_required',
  'theory_credentials_missing',
  'theory_credentials_invalid',
  'theory_licence_required',
  'theory_licence_refused',
  'theory_service_unavailable',
  'cannot_block_self',
  'cannot_block_admin',
  'job_not_given_up',
  'link_expired',
  'invalid_signature',
  'card_payment_unavailable',
  'sign_in_required',
  'sms_pack_for_monitors',
  'sari_credentials_refused',
  'registry_unavailable',
  'course_without_sari_id',
  'registry_off',
  'not_withdrawable',
  'slot_taken',
  'too_many_open_bookings',
  'booking_not_cancellable',
  'offer_expired',
  'booking_unavailable',
  'not_ready_for_course',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** One invalid field: its path in the request (`body.email`, `query.limit`) and the rule it broke. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The error answer; one component of the OpenAPI document (`ErrorBody`) that every route's errors refer to. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      details: z.unknown().optional(),
    }),
    token: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Success envelope `{ data }`, optionally carrying a refreshed session token (spec §7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, token: z.string().optional() });
}

export const pageSchema = z.object({
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});

/** List envelope `{ data: [...], page }`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), page: pageSchema, token: z.string().optional() });
}
