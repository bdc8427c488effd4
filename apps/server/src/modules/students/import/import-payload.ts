import { StringDecoder } from 'node:string_decoder';
import { createGunzip, gzipSync } from 'node:zlib';
import { type ImportCounts, type ImportField, type ImportRow, shownImportFields } from '@ds/domain';
import { GzipText } from './gzip-text';
import type { ImportedStudent, RefusedRow } from './import-rows';

/**
 * A valid row as kept between preview and commit: a tuple rather than an object, so 50,000
 * rows are half the JSON; the commit reads the first eight, the preview's pages all of them.
 */
export type StoredStudent = [
  line: number,
  faber: string,
  birthDate: string,
  email: string,
  mobile: string | null,
  name: string | null,
  firstname: string | null,
  monitorId: string | null,
  action: ImportRow['action'],
  values: ImportRow['values'],
];

export function toStored(row: ImportedStudent, shown: Pick<ImportRow, 'action' | 'values'>): StoredStudent {
  return [
    row.line,
    row.faber,
    row.birthDate,
    row.email,
    row.mobile,
    row.name,
    row.firstname,
    row.monitorId,
    shown.action,
    shown.values,
  ];
}

function fromStored([
  line,
  faber,
  birthDate,
  email,
  mobile,
  name,
  firstname,
  monitorId,
]: StoredStudent): ImportedStudent {
  return { line, faber, birthDate, email, mobile, name, firstname, monitorId };
}

export function payloadLine(row: ImportCounts | RefusedRow | StoredStudent): string {
  return `${JSON.stringify(row)}\n`;
}

/**
 * The payload of a preview (`student_imports.payload`): JSON lines, its counts first, then the
 * refused rows (objects), then the valid ones (tuples), each group in file order, so a page of
 * rows refused first is read from the start and the commit and the error report each read only
 * their own rows. Each group is gzipped as its rows are checked (`GzipText`) and the groups are
 * joined as gzip members: the database only keeps the bytes, about 1.5 MB for 50,000 rows
 * instead of jsonb that PGlite would parse inside the server's memory (which WebAssembly never
 * gives back).
 */
export class ImportPayloadWriter {
  readonly counts: ImportCounts = { total: 0, valid: 0, invalid: 0, creates: 0, updates: 0 };
  private readonly refused = new GzipText();
  private readonly valid = new GzipText();
  private readonly filled = new Set<string>();

  add(row: ImportRow, student: ImportedStudent | null): void {
    this.counts.total++;
    for (const [field, value] of Object.entries(row.values)) if (value) this.filled.add(field);
    if (student) {
      this.counts.valid++;
      if (row.action === 'update') this.counts.updates++;
      else this.counts.creates++;
      this.valid.write(payloadLine(toStored(student, row)));
    } else {
      this.counts.invalid++;
      this.refused.write(payloadLine({ line: row.line, values: row.values, errors: row.errors }));
    }
  }

  /** The columns the preview shows: the required ones and those filled on any row. */
  columns(): ImportField[] {
    return shownImportFields((field) => this.filled.has(field));
  }

  async end(): Promise<Buffer> {
    const [refused, valid] = await Promise.all([this.refused.end(), this.valid.end()]);
    return Buffer.concat([gzipSync(payloadLine(this.counts)), refused, valid]);
  }

  discard(): void {
    this.refused.discard();
    this.valid.discard();
  }
}

/** The lines of a payload as text, one at a time; leaving early stops inflating. */
export async function* payloadLines(payload: Buffer): AsyncGenerator<string> {
  const gunzip = createGunzip();
  gunzip.end(payload);
  const decoder = new StringDecoder('utf8');
  let partial = '';
  for await (const chunk of gunzip) {
    const lines = (partial + decoder.write(chunk as Buffer)).split('\n');
    partial = lines.pop() ?? '';
    yield* lines;
  }
}

/** A payload line after the counts: a refused row is an object, a valid one a tuple. */
export function isRefusedLine(line: string): boolean {
  return line.startsWith('{');
}

/** The valid rows of a payload, one at a time. */
export async function* validRows(payload: Buffer): AsyncGenerator<ImportedStudent> {
  for await (const line of payloadLines(payload)) {
    if (line.startsWith('[')) yield fromStored(JSON.parse(line) as StoredStudent);
  }
}

/** The refused rows of a payload (they come before the valid ones). */
export async function refusedRows(payload: Buffer): Promise<RefusedRow[]> {
  const rows: RefusedRow[] = [];
  let counts = true;
  for await (const line of payloadLines(payload)) {
    if (counts) counts = false;
    else if (isRefusedLine(line)) rows.push(JSON.parse(line) as RefusedRow);
    else break;
  }
  return rows;
}
