// What `npm run bench:import` measures: a student list previewed and imported through the real
// server over HTTP (multipart upload, preview, commit), on a freshly seeded database.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { schools, students } from '../src/db/schema';
import { DEMO_SCHOOLS } from '../src/db/seed/demo';
import { seedDatabase } from '../src/db/seed/seed';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../src/test/postgres-databases';

export const IMPORTER = 'head@demo.ch';
const FIRSTNAMES = ['Léa', 'Lukas', 'Giulia', 'Noah', 'Chloé', 'Matteo', 'Zoé', 'Jürg', 'Anaïs', 'Nico'];
const NAMES = ['Favre', 'Müller', 'Bianchi', 'Rochat', 'Keller', 'Ferrari', 'Dubois', 'Steiner', 'Galli', 'Weber'];

export interface PreparedDatabase {
  kind: 'pglite' | 'postgres';
  /** PGlite's data directory, or the PostgreSQL database URL. */
  location: string;
  knownFabers: string[];
  dispose(): Promise<void>;
}

/**
 * A migrated database with the demo data, closed again so that the server process opens it
 * as after a restart: a PGlite data directory, or a throw-away PostgreSQL database.
 */
export async function prepareDatabase(postgresUrl?: string): Promise<PreparedDatabase> {
  let database: Database;
  let prepared: Omit<PreparedDatabase, 'knownFabers'>;
  if (postgresUrl) {
    const name = uniqueDatabaseName('ds_bench');
    const location = await createDatabase(postgresUrl, name);
    database = await openPostgres(location, 2);
    prepared = { kind: 'postgres', location, dispose: () => dropDatabase(postgresUrl, name) };
  } else {
    const location = await mkdtemp(join(tmpdir(), 'ds-bench-pglite-'));
    database = await openPglite({ dataDir: location });
    prepared = { kind: 'pglite', location, dispose: () => rm(location, { recursive: true, force: true }) };
  }
  try {
    await migrate(database);
    await seedDatabase(database.db, { demo: true });
    return { ...prepared, knownFabers: await demoFabers(database) };
  } finally {
    await database.close();
  }
}

/** The FABER numbers of the demo school's students: the rows that update rather than create. */
export async function demoFabers(database: Database): Promise<string[]> {
  const rows = await database.db
    .select({ faber: students.faber })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(eq(schools.name, DEMO_SCHOOLS.demo.name));
  return rows.map((row) => row.faber).filter((faber): faber is string => faber !== null);
}

/**
 * A realistic list of `rows` students written as Excel writes it (shared strings after the
 * sheet, half of the birth dates as date cells): the known FABER numbers first (updates),
 * one row in a hundred with a broken e-mail, one in five naming monitor@demo.ch.
 */
export async function benchWorkbook(rows: number, knownFabers: string[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Élèves');
  sheet.addRow(['FABER', 'Date de naissance', 'E-mail', 'FABER du moniteur', 'Nom', 'Prénom', 'Mobile']).commit();
  for (let index = 0; index < rows; index++) {
    const year = 1960 + (index % 45);
    const month = 1 + (index % 12);
    const day = 1 + (index % 28);
    const birthDate =
      index % 2 === 0
        ? new Date(Date.UTC(year, month - 1, day))
        : `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
    const row = sheet.addRow([
      knownFabers[index] ?? String(30_000_000 + index),
      birthDate,
      index % 100 === 99 ? `student${index}.example.com` : `student${index}@example.com`,
      index % 5 === 0 ? '10000002' : null,
      NAMES[index % NAMES.length],
      FIRSTNAMES[(index * 7) % FIRSTNAMES.length],
      `+41 79 ${String(1_000_000 + index).slice(-7)}`,
    ]);
    if (birthDate instanceof Date) row.getCell(2).numFmt = 'dd.mm.yyyy';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

export interface ImportRun {
  seconds: number;
  previewSeconds: number;
  created: number;
  updated: number;
  invalid: number;
  /** Peak resident memory of the server process. */
  peakMb: number;
}

interface ServerReady {
  port: number;
  token: string;
}

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status)
    throw new Error(`${what} failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json() as Promise<{ data: Record<string, unknown> }>;
}

/**
 * Starts the server in a child process on the prepared database, uploads the workbook over
 * HTTP for a preview, then commits it: the time a user waits, end to end, and the server's
 * peak memory (the client's own parsing stays in this process).
 */
export async function importThroughServer(prepared: PreparedDatabase, content: Buffer): Promise<ImportRun> {
  const script = fileURLToPath(new URL('./import-server.ts', import.meta.url));
  const child = fork(script, [prepared.kind, prepared.location], { execArgv: ['--import', 'tsx'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const next = <T>() =>
      new Promise<T>((resolve, reject) => {
        child.once('message', (message) => resolve(message as T));
        child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
      });
    const { port, token } = await next<ServerReady>();
    const authorization = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append('file', new Blob([content]), 'eleves.xlsx');
    const started = performance.now();
    const preview = await expectStatus(
      await fetch(`http://127.0.0.1:${port}/api/students/import`, {
        method: 'POST',
        body: form,
        headers: authorization,
      }),
      201,
      'preview',
    );
    const previewSeconds = (performance.now() - started) / 1000;
    const commit = await expectStatus(
      await fetch(`http://127.0.0.1:${port}/api/students/import/${preview.data.id}/commit`, {
        method: 'POST',
        headers: authorization,
      }),
      200,
      'commit',
    );
    const seconds = (performance.now() - started) / 1000;
    const report = next<{ peakMb: number }>();
    child.send('report');
    const { peakMb } = await report;
    return {
      seconds,
      previewSeconds,
      created: commit.data.created as number,
      updated: commit.data.updated as number,
      invalid: preview.data.invalid as number,
      peakMb,
    };
  } finally {
    child.kill();
    await exited;
  }
}
