const KILOBYTE = 1024;
const MEGABYTE = 1_048_576;
const GIGABYTE = 1_073_741_824;

/**
 * Bytes in the unit that reads best (kilobytes under a megabyte, at least 1 for any byte;
 * megabytes; gigabytes from 1 GB), the number as the interface's language writes it. The unit's
 * word is the catalogue's (`Ko` in French).
 */
export function storageSize(bytes: number, locale: string): { unit: 'kb' | 'mb' | 'gb'; value: string } {
  const number = (value: number, decimals: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(value);
  if (bytes >= GIGABYTE) return { unit: 'gb', value: number(bytes / GIGABYTE, 1) };
  if (bytes >= MEGABYTE) return { unit: 'mb', value: number(bytes / MEGABYTE, bytes < 10 * MEGABYTE ? 1 : 0) };
  return { unit: 'kb', value: number(bytes > 0 ? Math.max(1, Math.round(bytes / KILOBYTE)) : 0, 0) };
}
