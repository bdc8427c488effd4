import { formatSwissDay, parseSwissDate } from '@ds/domain';

/** A stored ISO date as the DD.MM.YYYY text of a field; empty when there is none. */
export function dateText(isoDate: string | null | undefined): string {
  return isoDate ? formatSwissDay(isoDate) : '';
}

/**
 * The DD.MM.YYYY text of a field as the ISO date the domain schema expects: null when empty, and
 * the text unchanged when it is no real day, so that the schema refuses it next to its field.
 */
export function isoFromText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return parseSwissDate(trimmed) ?? trimmed;
}

/** A typed HH:mm as stored; null when empty, unchanged (and refused by the schema) when malformed. */
export function timeFromText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(\d{1,2})[:.h](\d{2})$/.exec(trimmed);
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : trimmed;
}

/** `message` for each field whose text is not a real DD.MM.YYYY day, keyed by its schema path. */
export function unreadableDates(fields: Record<string, string>, message: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, text]) => text.trim() !== '' && parseSwissDate(text.trim()) === null)
      .map(([path]) => [path, message]),
  );
}
