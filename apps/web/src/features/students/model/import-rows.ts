import { IMPORT_FIELDS, type ImportField, type ImportRow } from '@ds/domain';

/** Refused rows first, each group in file order: the user fixes what is wrong before the rest. */
export function invalidRowsFirst(rows: readonly ImportRow[]): ImportRow[] {
  const refused = rows.filter((row) => row.errors.length > 0);
  const accepted = rows.filter((row) => row.errors.length === 0);
  return [...refused, ...accepted];
}

/** The columns the file has values in, in the order of the import format (spec §5). */
export function filledColumns(rows: readonly ImportRow[]): ImportField[] {
  const filled = new Set<string>();
  for (const row of rows) for (const [field, value] of Object.entries(row.values)) if (value) filled.add(field);
  return IMPORT_FIELDS.filter((field, index) => index < 3 || filled.has(field));
}
