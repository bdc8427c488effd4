import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { ImportedStudent, RefusedRow } from './import-rows';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

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
 * Gzipped JSON, compressed off the event loop. The database only keeps the bytes: a 50,000-row
 * preview is about 1 MB instead of 6 MB of jsonb that PGlite would parse inside the server's
 * memory (which WebAssembly never gives back).
 */
export function packImportRows(rows: StoredImportRows): Promise<Buffer> {
  return zip(JSON.stringify(rows));
}

export async function unpackImportRows(payload: Buffer): Promise<StoredImportRows> {
  return JSON.parse((await unzip(payload)).toString('utf8')) as StoredImportRows;
}
