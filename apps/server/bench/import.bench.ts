// npm run bench:import — a 10,000-row workbook previewed and imported end to end over HTTP
// (target ≤ 5 s), then 50,000 rows with the server's peak memory (target ≤ 400 MB); each run
// on a fresh database and a fresh production server process (the bundle `npm start` runs, built
// first). The peak is the kernel's high-water mark of the server's resident memory (VmHWM), so
// no moment of its life escapes it. PGlite always; then PostgreSQL: the server of DATABASE_URL
// when set, else this machine's (127.0.0.1:5432) when one answers, in a database of a unique
// name dropped at the end. The last line is one JSON object; `seconds` and `peak_mb_50k` are
// those of the database the server itself would use (PostgreSQL when DATABASE_URL is set):
// {"bench":"import","rows":10000,"seconds":…,"peak_mb_50k":…,"pglite_seconds":…,"pglite_peak_mb_50k":…,
//  "pglite_rest_mb":…,"pg_seconds":…,"pg_peak_mb_50k":…,"preview_kb_50k":…}
// (`preview_kb_50k`: the JSON of the 50,000-row preview's answer, once inflated)
import { buildServer } from '../scripts/server-bundle';
import { LOCAL_POSTGRES_URL, postgresAnswers } from '../src/test/postgres-databases';
import { benchWorkbook, type ImportRun, importThroughServer, prepareDatabase } from './import-scenario';

const ROWS = 10_000;
const PEAK_ROWS = 50_000;

async function run(rows: number, postgresUrl?: string): Promise<ImportRun> {
  const prepared = await prepareDatabase(postgresUrl);
  try {
    const content = await benchWorkbook(rows, prepared.knownFabers);
    const result = await importThroughServer(prepared, content);
    const engine = prepared.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    console.log(
      `${rows} rows (${(content.length / 1_048_576).toFixed(1)} MB), ${engine}: ${result.seconds.toFixed(2)} s ` +
        `(preview ${result.previewSeconds.toFixed(2)} s), ${result.created} created, ${result.updated} updated, ` +
        `${result.invalid} refused; preview answer ${result.previewKb.toFixed(0)} KB of JSON ` +
        `(${result.previewWireKb.toFixed(0)} KB sent); server ${result.restMb.toFixed(0)} MB at rest, peak ${result.peakMb.toFixed(0)} MB`,
    );
    return result;
  } finally {
    await prepared.dispose();
  }
}

/** DATABASE_URL when set; else this machine's PostgreSQL server when it answers. */
async function postgresServer(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await postgresAnswers(LOCAL_POSTGRES_URL)) return LOCAL_POSTGRES_URL;
  console.log(`No PostgreSQL server answers at ${LOCAL_POSTGRES_URL} (DATABASE_URL unset): PGlite only.`);
  return undefined;
}

const building = performance.now();
await buildServer();
console.log(`server bundle built in ${Math.round(performance.now() - building)} ms`);
const postgresUrl = await postgresServer();
const pglite = { timed: await run(ROWS), peak: await run(PEAK_ROWS) };
const postgres = postgresUrl ? { timed: await run(ROWS, postgresUrl), peak: await run(PEAK_ROWS, postgresUrl) } : null;
const own = process.env.DATABASE_URL && postgres ? postgres : pglite;
const seconds = (result: ImportRun) => Number(result.seconds.toFixed(2));
console.log(
  JSON.stringify({
    bench: 'import',
    rows: ROWS,
    seconds: seconds(own.timed),
    peak_mb_50k: Math.round(own.peak.peakMb),
    pglite_seconds: seconds(pglite.timed),
    pglite_peak_mb_50k: Math.round(pglite.peak.peakMb),
    pglite_rest_mb: Math.round(pglite.peak.restMb),
    pg_seconds: postgres ? seconds(postgres.timed) : null,
    pg_peak_mb_50k: postgres ? Math.round(postgres.peak.peakMb) : null,
    preview_kb_50k: Math.round(own.peak.previewKb),
  }),
);
