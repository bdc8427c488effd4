import type { FieldError } from '@ds/domain';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { formatDate, swissDayAndTime } from './format';

type CourseRange = { startDate?: string | null; endDate?: string | null };

/** "01.06.2026 – 30.06.2026" for the date-outside-course-range message; an open side shows "…". */
function courseRange(details: CourseRange[]): string {
  const [range] = details;
  const day = (value?: string | null) => (value ? formatDate(value) : '…');
  return `${day(range?.startDate)} – ${day(range?.endDate)}`;
}

type MonitorClash = { title: string | null; start: string; end: string } | null;

/** "“Leçon B”, 03.12.2026 08:00–09:00" for the instructor-busy message; without the title when hidden from the user. */
function clashOf(details: unknown): string {
  const clash = (details as { clash?: MonitorClash } | undefined)?.clash;
  if (!clash) return '…';
  const start = swissDayAndTime(new Date(clash.start));
  const when = `${start.day} ${start.time}–${swissDayAndTime(new Date(clash.end)).time}`;
  return clash.title ? `“${clash.title}”, ${when}` : when;
}

/** A detail's field without its request part and list positions: `body.evaluations.0.skillId` → `skillId`. */
function fieldKey(path: string): string {
  return (
    path
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .at(-1) ?? ''
  );
}

/** The catalogue of field names, fetched with the first refusal shown (ErrorAlert), not with the shell. */
export const FIELD_NAMES_NAMESPACE = 'fields';

/**
 * The human names of the fields a refusal names ("lien, numéro de mobile"), or null when one of
 * them has none (a key the client sent that no schema knows, or names not loaded): a raw key is
 * never shown.
 */
function fieldNames(details: FieldError[], t: TFunction): string | null {
  const names = details.map((detail) => {
    const key = fieldKey(detail.field);
    const name = /^[A-Za-z][A-Za-z0-9]*$/.test(key) ? t(`${FIELD_NAMES_NAMESPACE}:${key}`, { defaultValue: '' }) : '';
    return typeof name === 'string' ? name : '';
  });
  if (names.length === 0 || names.includes('')) return null;
  return [...new Set(names)].join(', ');
}

/**
 * The translated message of a failed call; validation errors name their fields. An impossible
 * copy says why: the message of the rule it broke.
 */
export function translateApiError(error: ApiError, t: TFunction): string {
  if (error.code === 'copy_impossible') {
    const cause = error.details as { reason?: string; details?: unknown } | undefined;
    const reason = translateApiError(new ApiError(error.status, cause?.reason ?? 'internal', '', cause?.details), t);
    return t('errors:codes.copy_impossible', { reason });
  }
  const details = Array.isArray(error.details) ? (error.details as (FieldError & CourseRange)[]) : [];
  if (error.code === 'validation') {
    const fields = fieldNames(details, t);
    return fields ? t('errors:codes.validation', { fields }) : t('errors:validationUnnamed');
  }
  const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
  const right = (error.details as { right?: string } | undefined)?.right;
  const key = `errors:codes.${error.code}`;
  return t(key, {
    seconds,
    right: right ? t(`errors:rights.${right}`) : '',
    range: courseRange(details),
    clash: clashOf(error.details),
    defaultValue: t('errors:codes.internal'),
  });
}
