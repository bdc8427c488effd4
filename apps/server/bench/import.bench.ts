// npm run bench:import — a 10,000-row workbook previewed and imported end to end over HTTP
// (target ≤ 5 s), then 50,000 rows with the server's peak memory read (target < 512 MB); each
// run on a fresh server process and database: PGlite, and PostgreSQL too when DATABASE_URL is
// set. The last line gives the figures of the database the server itself would use
// (PostgreSQL when DATABASE_URL is set, like `npm start`):
// {"bench":"import","rows":10000,"seconds":…,"peak_mb_50k":…}
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
        `${result.invalid} refused; server peak ${result.peakMb.toFixed(0)} MB`,
    );
    return result;
  } finally {
    await prepared.dispose();
  }
}

const postgresUrl = process.env.DATABASE_URL;
const timed = { pglite: await run(ROWS), postgres: postgresUrl ? await run(ROWS, postgresUrl) : undefined };
const peak = { pglite: await run(PEAK_ROWS), postgres: postgresUrl ? await run(PEAK_ROWS, postgresUrl) : undefined };
console.log(
  JSON.stringify({
    bench: 'import',
    rows: ROWS,
    seconds: Number((timed.postgres ?? timed.pglite).seconds.toFixed(2)),
    peak_mb_50k: Math.round((peak.postgres ?? peak.pglite).peakMb),
  }),
);
