import { formatSwissDay, parseSwissDate } from '@ds/domain';

/** Excel's day 0 in the 1900 date system, as JavaScript reads it (the 1900 leap-year bug included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** 31.12.9999, the last day Excel knows. */
const EXCEL_LAST_SERIAL = 2_958_465;

function isoOfUtcDay(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString().slice(0, 10);
  // The same range and calendar rules as a typed date.
  return parseSwissDate(formatSwissDay(iso));
}

/**
 * The text a cell shows, whatever exceljs made of it: rich text, a formula's result, a
 * hyperlink's text, a number (a FABER typed as a number) or a date (DD.MM.YYYY).
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const iso = isoOfUtcDay(value);
    return iso ? formatSwissDay(iso) : '';
  }
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText
        .map((run: unknown) => (run && typeof run === 'object' && 'text' in run ? String(run.text ?? '') : ''))
        .join('')
        .trim();
    }
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
}

/**
 * A birth date cell as an ISO day, or null: an Excel date cell (exceljs gives a Date at UTC
 * midnight of that day, so the UTC fields are read, never the server's zone), a bare serial
 * number, or DD.MM.YYYY text.
 */
export function cellDay(value: unknown): string | null {
  if (value instanceof Date) return isoOfUtcDay(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > EXCEL_LAST_SERIAL) return null;
    return isoOfUtcDay(new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS));
  }
  return parseSwissDate(cellText(value));
}
