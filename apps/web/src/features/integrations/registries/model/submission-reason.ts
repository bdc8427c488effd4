import { REGISTRY_OWN_REASONS, SARI_REFUSAL_CODES } from '@ds/domain';
import type { TFunction } from 'i18next';

const KNOWN = new Set<string>([...SARI_REFUSAL_CODES, ...REGISTRY_OWN_REASONS]);

/** A row's reason in the reader's words: a registry's code we know, or ours; an unknown code as the registry wrote it. */
export function submissionReason(reason: string | null, t: TFunction): string | null {
  if (!reason) return null;
  return KNOWN.has(reason) ? t(`reasons.${reason}`) : reason;
}
