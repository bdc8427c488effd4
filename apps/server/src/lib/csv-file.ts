import type { SheetCell } from './xlsx-stream';

export const CSV_TYPE = 'text/csv; charset=utf-8';

function csvCell(value: SheetCell): string {
  if (value === null) return '';
  const text =
    value instanceof Date
      ? `${String(value.getUTCDate()).padStart(2, '0')}.${String(value.getUTCMonth() + 1).padStart(2, '0')}.${value.getUTCFullYear()}`
      : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV the way Excel saves it in Switzerland: UTF-8 with BOM, ";" between cells, days DD.MM.YYYY. */
export function csvFile(header: string[], rows: SheetCell[][]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
