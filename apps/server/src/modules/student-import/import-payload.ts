import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import type { ImportedStudent, RefusedRow } from './import-rows';

/**
 * A valid row as kept between preview and commit: a tuple rather than an object, so 50,000
 * rows are half the JSON.
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
];

/** What a preview keeps for its commit and its error report. */
export interface StoredImportRows {
  valid: StoredStudent[];
  refused: RefusedRow[];
}

export function toStored(row: ImportedStudent): StoredStudent {
  return [row.line, row.faber, row.birthDate, row.email, row.mobile, row.name, row.firstname, row.monitorId];
}

export function fromStored([
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

/**
 * One line of a payload: a valid row as its tuple, a refused row as an object. A payload is
 * these lines gzipped as they come (`GzipText`): the database only keeps the bytes, a 50,000-row
 * preview is about 1 MB instead of 6 MB of jsonb that PGlite would parse inside the server's
 * memory (which WebAssembly never gives back), and the commit reads it back a chunk at a time.
 */
export function payloadLine(row: StoredStudent | RefusedRow): string {
  return `${JSON.stringify(row)}\n`;
}

/** The rows of a payload one at a time, in the order they were packed. */
export async function* storedRows(payload: Buffer): AsyncGenerator<StoredStudent | RefusedRow> {
  const gunzip = createGunzip();
  gunzip.end(payload);
  const decoder = new StringDecoder('utf8');
  let partial = '';
  for await (const chunk of gunzip) {
    const lines = (partial + decoder.write(chunk as Buffer)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) yield JSON.parse(line) as StoredStudent | RefusedRow;
  }
}

export async function unpackImportRows(payload: Buffer): Promise<StoredImportRows> {
  const rows: StoredImportRows = { valid: [], refused: [] };
  for await (const row of storedRows(payload)) {
    if (Array.isArray(row)) rows.valid.push(row);
    else rows.refused.push(row);
  }
  return rows;
}
