import type { Readable } from 'node:stream';
import {
  holdingAllows,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNCOMPRESSED_BYTES,
  IMPORT_PAGE_SIZE,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type ImportRowsQuery,
  shownImportFields,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import { studentHolding } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { AppError, ConflictError, NotFoundError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { xlsxStream } from '../../../lib/xlsx-stream';
import { getUserLanguage } from '../../identity';
import { studentSearchText } from '../core/student-search-text';
import { schoolOf } from '../core/students.service';
import { csvRecords } from './csv-records';
import { ImportTooLargeError, ImportUnreadableError } from './import-errors';
import { decodeCsv, sniffImportFormat } from './import-format';
import { readRowsPage } from './import-pages';
import { ImportPayloadWriter, refusedRows } from './import-payload';
import { type ImportedStudent, ImportRowChecker, importColumns } from './import-rows';
import { isOds, odsRecords } from './ods-records';
import type { SheetRecord } from './sheet-record';
import {
  claimImport,
  findMonitorIdsByFaber,
  findOwnPayload,
  findSchoolStudents,
  type ImportWrite,
  importedStudentsInsert,
  importedStudentsUpdate,
  insertImport,
  type NewStudent,
  ownImportExists,
  runImportWrite,
  type StudentUpdate,
} from './student-import.repo';
import { xlsxRecords } from './xlsx-records';
import { assertZipExpandsWithin, ZipTooLargeError, ZipUnreadableError, zipEntries } from './zip-guard';

/**
 * Rows per statement (one JSON parameter each): few statements, and a chunk's JSON (about
 * 280 KB) is all the commit holds.
 */
const CHUNK_ROWS = 1_000;
/** The header names at least FABER, birth date and e-mail. */
const MIN_HEADER_CELLS = 3;

async function* csvSheet(content: Buffer): AsyncGenerator<SheetRecord> {
  let line = 0;
  for (const cells of csvRecords(decodeCsv(content))) yield { line: ++line, cells };
}

async function sheetRecords(content: Buffer): Promise<AsyncGenerator<SheetRecord>> {
  if (sniffImportFormat(content) === 'csv') return csvSheet(content);
  try {
    const entries = zipEntries(content);
    await assertZipExpandsWithin(content, entries, IMPORT_MAX_UNCOMPRESSED_BYTES);
    return (await isOds(content, entries)) ? odsRecords(content, entries) : xlsxRecords(content, entries);
  } catch (error) {
    if (error instanceof ZipTooLargeError) {
      throw new ImportTooLargeError(`The workbook expands beyond ${IMPORT_MAX_UNCOMPRESSED_BYTES / 1_048_576} MB`);
    }
    if (error instanceof ZipUnreadableError)
      throw new ImportUnreadableError(`not a readable workbook (${error.message})`);
    throw error;
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Reads the file (an .xlsx, .ods or .csv recognised by its content), checks every row and keeps them
 * for the commit, the error report and the pages of the preview; nothing is written to the
 * students yet. Answers the counts and the first page of rows, refused rows first.
 */
export async function previewImport(
  db: Db,
  actor: Actor,
  file: { filename: string; content: Buffer },
): Promise<ImportPreview> {
  const schoolId = schoolOf(actor);
  const records = await sheetRecords(file.content);
  const [monitorIdByFaber, schoolStudents] = await Promise.all([
    findMonitorIdsByFaber(db, schoolId),
    findSchoolStudents(db, schoolId, actor.userId),
  ]);
  const studentsByFaber = new Map(
    schoolStudents.map((student) => [
      student.faber,
      { writable: holdingAllows(studentHolding(actor, student.access), 'write') },
    ]),
  );

  const payload = new ImportPayloadWriter();
  let checker: ImportRowChecker | null = null;
  try {
    for await (const record of records) {
      if (!checker) {
        if (
          record.cells.filter((cell) => cell !== null && cell !== undefined && cell !== '').length < MIN_HEADER_CELLS
        ) {
          throw new ImportUnreadableError('the first row must hold the headers of at least three columns');
        }
        checker = new ImportRowChecker(importColumns(record.cells), {
          monitorIdByFaber,
          studentsByFaber,
          today: today(),
        });
        continue;
      }
      const checked = checker.check(record);
      if (!checked) continue;
      if (payload.counts.total >= IMPORT_MAX_ROWS) {
        throw new ImportTooLargeError(`The file has more than ${IMPORT_MAX_ROWS} rows`);
      }
      payload.add(checked.row, checked.student);
    }
    if (!checker) throw new ImportUnreadableError('the file holds no header row');
  } catch (error) {
    payload.discard();
    if (error instanceof AppError) throw error;
    throw new ImportUnreadableError('the workbook could not be parsed');
  } finally {
    await records.return(undefined);
  }

  const fileName = file.filename.slice(0, 200);
  const stored = await payload.end();
  const id = await insertImport(db, { schoolId, ownerId: actor.userId, fileName, payload: stored });
  const { rows } = await readRowsPage(stored, { filter: 'all', offset: 0, limit: IMPORT_PAGE_SIZE });
  return { id, fileName, ...payload.counts, columns: payload.columns(), rows };
}

/** A page of the rows of the owner's preview, refused rows first. */
export async function importRowsPage(
  db: Db,
  actor: Actor,
  importId: string,
  query: ImportRowsQuery,
): Promise<{ data: ImportRow[]; page: { total: number; offset: number; limit: number } }> {
  const payload = await findOwnPayload(db, actor.userId, importId);
  if (!payload) throw new NotFoundError('No such import');
  const { rows, total } = await readRowsPage(payload, query);
  return { data: rows, page: { total, offset: query.offset, limit: query.limit } };
}

/**
 * The statements writing the valid rows, a chunk at a time: each chunk's rows become its
 * statements (`build`) and are dropped before these run.
 */
async function* chunkWrites(
  rows: AsyncIterable<ImportedStudent>,
  build: (chunk: ImportedStudent[]) => ImportWrite[],
): AsyncGenerator<ImportWrite> {
  let chunk: ImportedStudent[] = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length < CHUNK_ROWS) continue;
    const writes = build(chunk);
    chunk = [];
    yield* writes;
  }
  yield* build(chunk);
}

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}

function faberRecordedMeanwhile(): ConflictError {
  return new ConflictError('A FABER number of the file was recorded since the preview: preview again', 'faber_taken', [
    { field: 'file', rule: 'faber_taken', message: 'a FABER number of the file was recorded since the preview' },
  ]);
}

/**
 * Imports the previewed valid rows in one transaction: new FABER numbers become students
 * (managed by the row's monitor, else the importer), known ones are updated; one 'imported'
 * event each. The rows are read and written a chunk at a time, so only one chunk is ever held.
 * Any failure leaves nothing written, and an import is committed once.
 */
export async function commitImport(db: Db, actor: Actor, importId: string): Promise<ImportResult> {
  return db
    .transaction(async (tx) => {
      const claimed = await claimImport(tx, actor.userId, importId);
      if (!claimed) {
        if (await ownImportExists(tx, actor.userId, importId)) throw new ConflictError('This file is imported already');
        throw new NotFoundError('No such import');
      }
      const known = new Map(
        (await findSchoolStudents(tx, claimed.schoolId, actor.userId)).map((student) => [student.faber, student]),
      );
      const context = { schoolId: claimed.schoolId, actorId: actor.userId };
      const result: ImportResult = { created: 0, updated: 0 };
      const build = (chunk: ImportedStudent[]): ImportWrite[] => {
        const creates: NewStudent[] = [];
        const updates: StudentUpdate[] = [];
        for (const row of chunk) {
          const existing = known.get(row.faber);
          if (!existing) creates.push(newStudent(row, actor.userId));
          else if (holdingAllows(studentHolding(actor, existing.access), 'write')) {
            updates.push(updatedStudent(existing, row));
          } else throw faberRecordedMeanwhile();
        }
        result.created += creates.length;
        result.updated += updates.length;
        const details = (outcome: string) => ({ fileName: claimed.fileName, outcome });
        return [
          ...(creates.length > 0 ? [importedStudentsInsert(creates, { ...context, details: details('created') })] : []),
          ...(updates.length > 0 ? [importedStudentsUpdate(updates, { ...context, details: details('updated') })] : []),
        ];
      };
      for await (const write of chunkWrites(claimed.valid, build)) {
        await runImportWrite(tx, write);
      }
      return result;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw faberRecordedMeanwhile();
      throw error;
    });
}

/** Managed by the monitor of the fourth column, else by the importer. */
function newStudent(row: ImportedStudent, actorId: string): NewStudent {
  const name = row.name ?? '';
  const firstname = row.firstname ?? '';
  return {
    faber: row.faber,
    birthDate: row.birthDate,
    email: row.email,
    mobile: row.mobile,
    name,
    firstname,
    searchText: studentSearchText({ name, firstname, faber: row.faber, email: row.email, mobile: row.mobile }),
    monitorId: row.monitorId ?? actorId,
  };
}

/** Birth date and e-mail from the file; mobile and names only when the file gives them. */
function updatedStudent(
  existing: { id: string; name: string; firstname: string; mobile: string | null },
  row: ImportedStudent,
): StudentUpdate {
  const name = row.name ?? existing.name;
  const firstname = row.firstname ?? existing.firstname;
  const mobile = row.mobile ?? existing.mobile;
  return {
    id: existing.id,
    birthDate: row.birthDate,
    email: row.email,
    mobile,
    name,
    firstname,
    searchText: studentSearchText({ name, firstname, faber: row.faber, email: row.email, mobile }),
  };
}

/** The refused rows of the owner's import, with a column naming their errors in his language. */
export async function importErrorsWorkbook(db: Db, actor: Actor, importId: string): Promise<Readable> {
  const payload = await findOwnPayload(db, actor.userId, importId);
  if (!payload) throw new NotFoundError('No such import');
  const refused = await refusedRows(payload);
  const t = serverTexts(await getUserLanguage(db, actor.userId), 'students-import');
  const fields = shownImportFields((field) => refused.some((row) => (row.values[field] ?? '') !== ''));
  const header = [t('columns.line'), ...fields.map((field) => t(`columns.${field}`)), t('columns.errors')];
  const rows = refused.map((row) => [
    String(row.line),
    ...fields.map((field) => row.values[field] ?? ''),
    row.errors.map((error) => `${t(`columns.${error.field}`)}: ${t(`rules.${error.rule}`)}`).join('; '),
  ]);
  return xlsxStream(t('columns.errors'), header, rows);
}
