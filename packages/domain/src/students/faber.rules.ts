/** Separators people type inside a FABER number (the Swiss register of driving-licence holders). */
const FABER_SEPARATORS = /[\s.-]/g;
export const FABER_MIN_DIGITS = 8;
export const FABER_MAX_DIGITS = 12;

/**
 * The FABER number as stored: its digits only, or null when it is not 8 to 12 digits once
 * spaces, dots and dashes are removed. Spec §5 reads "8 to 12 digits" in one place and "9 to
 * 12" in two others; we accept the wider range so no real number is refused (docs/students.md).
 * Never throws, whatever the input.
 */
export function normaliseFaber(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const digits = String(input).replace(FABER_SEPARATORS, '');
  if (!/^\d+$/.test(digits)) return null;
  return digits.length >= FABER_MIN_DIGITS && digits.length <= FABER_MAX_DIGITS ? digits : null;
}

/** 123.456.789.012 style grouping for display: threes from the left. */
export function formatFaber(digits: string): string {
  return digits.replace(/(\d{3})(?=\d)/g, '$1.');
}
