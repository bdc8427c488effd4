const MEGABYTE = 1_048_576;
const KILOBYTE = 1024;

/** A number of megabytes as the interface's language writes it, one decimal at most ("1,5", "1.5"). */
export function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: bytes < 10 * MEGABYTE ? 1 : 0 }).format(
    bytes / MEGABYTE,
  );
}

/**
 * A size in the unit that reads best: kilobytes under a megabyte (at least 1 for a file that has
 * any byte), megabytes above.
 * The unit's word is the catalogue's (`Ko` in French, `KB` elsewhere).
 */
export function fileSize(bytes: number, locale: string): { unit: 'kb' | 'mb'; value: string } {
  if (bytes < MEGABYTE) {
    return {
      unit: 'kb',
      value: new Intl.NumberFormat(locale).format(bytes > 0 ? Math.max(1, Math.round(bytes / KILOBYTE)) : 0),
    };
  }
  return { unit: 'mb', value: megabytes(bytes, locale) };
}
