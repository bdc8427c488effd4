import {
  hasForbiddenCharacters,
  type ImportField,
  type ImportRow,
  type ImportRule,
  importHeaderField,
  normaliseFaber,
  normaliseMobile,
  POSITIONAL_IMPORT_FIELDS,
} from '@ds/domain';
import { z } from 'zod';
import { cellDay, cellText } from './cell-values';
import type { SheetRecord } from './sheet-record';

const NAME_MAX = 80;
const emailSchema = z.email().max(254);

/** A valid row, normalised, as the commit writes it (kept in `student_imports.payload`). */
export interface ImportedStudent {
  line: number;
  faber: string;
  birthDate: string;
  email: string;
  mobile: string | null;
  name: string | null;
  firstname: string | null;
  /** The managing monitor named in the fourth column; null: the importer. */
  monitorId: string | null;
}

/** A refused row as the file had it, with what is wrong (for the error report). */
export type RefusedRow = Pick<ImportRow, 'line' | 'values' | 'errors'>;

export interface ImportLookups {
  /** Monitors of the school by their FABER number. */
  monitorIdByFaber: ReadonlyMap<string, string>;
  /** Students of the school by FABER: whether the importer may write them. */
  studentsByFaber: ReadonlyMap<string, { writable: boolean }>;
  /** Today (ISO): a birth date after it is refused. */
  today: string;
}

/** Which column holds which field: the first four by position, later ones by their header. */
export function importColumns(header: unknown[]): Map<ImportField, number> {
  const columns = new Map<ImportField, number>(POSITIONAL_IMPORT_FIELDS.map((field, index) => [field, index]));
  header.forEach((cell, index) => {
    if (index < POSITIONAL_IMPORT_FIELDS.length) return;
    const field = importHeaderField(cellText(cell));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

/** Checks the rows of one file in order (a FABER seen on an earlier row is a duplicate). */
export class ImportRowChecker {
  private readonly seenFabers = new Set<string>();

  constructor(
    private readonly columns: Map<ImportField, number>,
    private readonly lookups: ImportLookups,
  ) {}

  /** The preview line and, when valid, what to write; null for a blank row. */
  check(record: SheetRecord): { row: ImportRow; student: ImportedStudent | null } | null {
    const cell = (field: ImportField) => {
      const index = this.columns.get(field);
      return index === undefined ? undefined : record.cells[index];
    };
    const values: Record<string, string> = {};
    for (const field of this.columns.keys()) values[field] = cellText(cell(field));
    if (Object.values(values).every((value) => value === '')) return null;

    const errors: ImportRow['errors'] = [];
    const fail = (field: ImportField, rule: ImportRule) => errors.push({ field, rule });

    const faber = normaliseFaber(values.faber);
    if (!values.faber) fail('faber', 'required');
    else if (!faber) fail('faber', 'faber');
    else if (this.seenFabers.has(faber)) fail('faber', 'duplicateInFile');
    else if (this.lookups.studentsByFaber.get(faber)?.writable === false) fail('faber', 'faberTaken');
    if (faber) this.seenFabers.add(faber);

    const birthDate = cellDay(cell('birthDate'));
    if (!values.birthDate) fail('birthDate', 'required');
    else if (!birthDate || birthDate > this.lookups.today) fail('birthDate', 'birthDate');
    // A date cell shows as DD.MM.YYYY whatever the workbook's format.
    else values.birthDate = birthDate.split('-').reverse().join('.');

    const email = values.email ?? '';
    if (!email) fail('email', 'required');
    else if (!emailSchema.safeParse(email).success) fail('email', 'email');

    let monitorId: string | null = null;
    if (values.monitorFaber) {
      const monitorFaber = normaliseFaber(values.monitorFaber);
      monitorId = (monitorFaber && this.lookups.monitorIdByFaber.get(monitorFaber)) || null;
      if (!monitorId) fail('monitorFaber', 'unknownMonitor');
    }

    const mobile = values.mobile ? normaliseMobile(values.mobile) : null;
    if (values.mobile && !mobile) fail('mobile', 'mobile');
    for (const field of ['name', 'firstname'] as const) {
      if ((values[field] ?? '').length > NAME_MAX) fail(field, 'tooLong');
      else if (hasForbiddenCharacters(values[field] ?? '')) fail(field, 'controlCharacter');
    }

    const valid = errors.length === 0 && faber !== null && birthDate !== null;
    const row: ImportRow = {
      line: record.line,
      values,
      errors,
      action: valid ? (this.lookups.studentsByFaber.has(faber) ? 'update' : 'create') : null,
    };
    if (!valid) return { row, student: null };
    return {
      row,
      student: {
        line: record.line,
        faber,
        birthDate,
        email,
        mobile,
        name: values.name || null,
        firstname: values.firstname || null,
        monitorId,
      },
    };
  }
}
