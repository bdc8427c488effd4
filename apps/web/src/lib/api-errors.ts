import type { FieldError } from '@ds/domain';
import type { TFunction } from 'i18next';
import type { ApiError } from './api-client';

/** The translated message of a failed call; validation errors name their fields. */
export function translateApiError(error: ApiError, t: TFunction): string {
  const details = Array.isArray(error.details) ? (error.details as FieldError[]) : [];
  const fields = details.map((detail) => detail.field.replace(/^(body|querystring|params)\./, '')).join(', ');
  const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
  const key = `errors:codes.${error.code}`;
  return t(key, { fields, seconds, defaultValue: t('errors:codes.internal') });
}
