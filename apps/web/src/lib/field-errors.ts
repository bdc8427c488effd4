import type { FieldError } from '@ds/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api-client';

/** Translated messages keyed by field path (`label`, `descriptions.de`), for a form's `error` props. */
export type FieldMessages = Record<string, string>;

type Issue = z.core.$ZodIssue;

/** The generic message of a zod issue; a form's own `errors.<field>` key wins for custom rules. */
function messageOf(issue: Issue, t: TFunction, namespace: string): string {
  const field = issue.path.join('.');
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? t('errors:fields.tooLong', { maximum: Number(issue.maximum) })
        : t('errors:fields.tooHigh', { maximum: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('errors:fields.required');
      return issue.origin === 'string'
        ? t('errors:fields.tooShort', { minimum: Number(issue.minimum) })
        : t('errors:fields.tooLow', { minimum: Number(issue.minimum) });
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? t('errors:fields.required')
        : t('errors:fields.invalid');
    case 'invalid_value':
      return t('errors:fields.choose');
    case 'invalid_format':
      // An empty address is missing, not malformed.
      if (issue.input === '') return t('errors:fields.required');
      return issue.format === 'email' ? t('errors:fields.email') : t('errors:fields.invalid');
    default:
      return issue.code === 'custom' && typeof issue.params?.rule === 'string'
        ? ruleMessage(issue.params.rule, t, namespace)
        : t(`${namespace}:errors.${field}`, { defaultValue: t('errors:fields.invalid') });
  }
}

/** A domain rule's message (`day_out_of_range`): the form's own wording first, then the shared one. */
function ruleMessage(rule: string, t: TFunction, namespace: string): string {
  return t(`${namespace}:errors.${rule}`, {
    defaultValue: t(`errors:rules.${rule}`, { defaultValue: t('errors:fields.invalid') }),
  });
}

/** Client-side check with the domain schema: the first message of each field, translated. */
export function issuesToMessages(issues: readonly Issue[], t: TFunction, namespace: string): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const field = issue.path.join('.');
    messages[field] ??= messageOf(issue, t, namespace);
  }
  return messages;
}

/**
 * The fields a 400 answer names, translated by rule (`<namespace>:errors.<rule>` first, then the
 * generic wording); empty for any other failure, which an ErrorAlert shows instead.
 */
export function apiFieldMessages(error: unknown, t: TFunction, namespace: string): FieldMessages {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const messages: FieldMessages = {};
  for (const detail of error.details as FieldError[]) {
    const field = detail.field.replace(/^(body|querystring|params)\./, '');
    messages[field] ??= ruleMessage(detail.rule, t, namespace);
  }
  return messages;
}
