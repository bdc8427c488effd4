import { type CommunicationLogEntry, type MessageStatus, RESENDABLE_STATUSES } from '@ds/domain';
import { swissMoment } from '@/lib/format';

export const STATUS_COLOURS: Record<MessageStatus, string> = {
  planned: 'gray',
  sending: 'blue',
  sent: 'teal',
  delivered: 'green',
  failed: 'red',
  unknown: 'orange',
  refused: 'red',
  cancelled: 'gray',
};

/** Failure codes the log explains in words; any other is "another reason". */
export const KNOWN_FAILURES = [
  'auth',
  'connection',
  'rejected',
  'timeout',
  'no_sent_folder',
  'no_credit',
  'invalid_number',
  'no_account',
] as const;

export function failureKey(failure: string | null): string {
  const known = KNOWN_FAILURES.find((code) => code === failure);
  return known ? `failures.${known}` : 'failures.other';
}

/** The moment an entry is dated by: when it is planned for until it leaves, then when it left. */
export function entryMoment(entry: Pick<CommunicationLogEntry, 'status' | 'at' | 'plannedAt'>): string {
  return swissMoment(entry.status === 'planned' ? entry.plannedAt : entry.at);
}

/** How much of the first line the log shows before it is opened. */
export const PREVIEW_LENGTH = 120;

/** The content's first line, cut at `PREVIEW_LENGTH`, and whether opening it shows more. */
export function contentPreview(body: string): { firstLine: string; more: boolean } {
  const lines = body.split(/\r?\n/).filter((line) => line.trim() !== '');
  const first = lines[0]?.trim() ?? '';
  const firstLine = first.length > PREVIEW_LENGTH ? `${first.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : first;
  return { firstLine, more: lines.length > 1 || firstLine !== first };
}

export function isResendable(status: MessageStatus): boolean {
  return RESENDABLE_STATUSES.includes(status);
}
