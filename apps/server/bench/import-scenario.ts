// What `npm run bench:import` measures: a student list previewed and imported over HTTP
// (multipart upload, preview, commit) by the production server (`npm start`'s bundle) in a
// process of its own, on a freshly seeded database.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { schools, students } from '../src/db/schema';
import { DEMO_SCHOOLS } from '../src/db/seed/demo';
import { seedDatabase } from '../src/db/seed/seed';
import { getUserByEmail, openSession } from '../src/modules/identity';
import { createDatabase, dropWhenDone, uniqueDatabaseName } from '../src/test/postgres-databases';
import { freePort, startServerProcess, waitForHealth } from '../src/test/server-process';

const IMPORTER = 'head@demo.ch';
const FIRSTNAMES = ['Léa', 'Lukas', 'Giulia', 'Noah', 'Chloé', 'Matteo', 'Zoé', 'Jürg', 'Anaïs', 'Nico'];
const NAMES = ['Favre', 'Müller', 'Bianchi', 'Rochat', 'Keller', 'Ferrari', 'Dubois', 'Steiner', 'Galli', 'Weber'];

export interface PreparedDatabase {
  kind: 'pglite' | 'postgres';
  /** What points the server at it: its DATA_DIR (PGlite under DATA_DIR/pglite), and DATABASE_URL. */
  env: Record<string, string>;
  /** A session of the importer, opened in the database. */
  token: string;
  knownFabers: string[];
  dispose(): Promise<void>;
}

/**
 * A migrated database with the demo data and a session of the importer, closed again so that
 * the server opens it as after a restart: PGlite in a fresh DATA_DIR, or a throw-away
 * PostgreSQL database (a unique name on the server of `postgresUrl`, dropped by `dispose`, or on
 * Ctrl-C).
 */
export async function prepareDatabase(postgresUrl?: string): Promise<PreparedDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ds-bench-import-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  let database: Database;
  let prepared: Omit<PreparedDatabase, 'token' | 'knownFabers'>;
  if (postgresUrl) {
    const name = uniqueDatabaseName('ds_bench_import');
    const location = await createDatabase(postgresUrl, name);
    const dropDatabase = dropWhenDone(postgresUrl, name);
    const dispose = () => Promise.all([dropDatabase(), removeDataDir()]).then(() => undefined);
    prepared = { kind: 'postgres', env: { DATA_DIR: dataDir, DATABASE_URL: location }, dispose };
    database = await openPostgres(location, 2).catch(async (error) => {
      await dispose();
      throw error;
    });
  } else {
    prepared = { kind: 'pglite', env: { DATA_DIR: dataDir }, dispose: removeDataDir };
    database = await openPglite({ dataDir: join(dataDir, 'pglite') });
  }
  try {
    await migrate(database);
    await seedDatabase(database.db, { demo: true });
    const importer = await getUserByEmail(database.db, IMPORTER);
    if (!importer) throw new Error(`no demo user ${IMPORTER}`);
    const { token } = await openSession(database.db, importer, { ip: '127.0.0.1' });
    const knownFabers = await demoFabers(database);
    await database.close();
    return { ...prepared, token, knownFabers };
  } catch (error) {
    await database.close().catch(() => undefined);
    await prepared.dispose();
    throw error;
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
  /** The preview's answer: its JSON, and the bytes sent for it (gzipped). */
  previewKb: number;
  previewWireKb: number;
  /** The server's resident memory once started and idle, before the upload. */
  restMb: number;
  /** The server's peak resident memory over its whole life (VmHWM): start, preview and commit. */
  peakMb: number;
}

/** Resident memory of a process now (VmRSS) and at its highest so far (VmHWM), in MB. */
async function residentMb(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function expectStatus(response: Response, status: number, what: string) {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${what} failed: ${response.status} ${text.slice(0, 300)}`);
  const kb = Buffer.byteLength(text) / 1024;
  const body = JSON.parse(text) as { data: Record<string, unknown> };
  return { ...body, kb, wireKb: Number(response.headers.get('content-length') ?? Number.NaN) / 1024 };
}

/**
 * Starts the production server (`npm run build`'s bundle, plain node, as `npm start` runs it)
 * on the prepared database, uploads the workbook over HTTP for a preview, then commits it: the
 * time a user waits, end to end, and the server process's memory as the kernel counts it (the
 * client's own work stays in this process).
 */
export async function importThroughServer(prepared: PreparedDatabase, content: Buffer): Promise<ImportRun> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServerProcess(
    { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...prepared.env },
    'built',
  );
  try {
    const health = await waitForHealth(base, server.child);
    if (health.status !== 200) throw new Error(`/api/health answered ${health.status}`);
    const pid = server.child.pid ?? 0;
    const rest = await residentMb(pid);
    const authorization = { authorization: `Bearer ${prepared.token}` };
    const form = new FormData();
    form.append('file', new Blob([content]), 'eleves.xlsx');
    const started = performance.now();
    const preview = await expectStatus(
      await fetch(`${base}/api/students/import`, { method: 'POST', body: form, headers: authorization }),
      201,
      'preview',
    );
    const previewSeconds = (performance.now() - started) / 1000;
    const commit = await expectStatus(
      await fetch(`${base}/api/students/import/${preview.data.id}/commit`, { method: 'POST', headers: authorization }),
      200,
      'commit',
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      previewSeconds,
      created: commit.data.created as number,
      updated: commit.data.updated as number,
      invalid: preview.data.invalid as number,
      previewKb: preview.kb,
      previewWireKb: preview.wireKb,
      restMb: rest.now,
      peakMb: (await residentMb(pid)).peak,
    };
  } finally {
    server.child.kill('SIGTERM');
    const run = await server.done;
    if (run.code !== 0 && run.stderr) console.error(run.stderr.slice(-2000));
  }
}
