// npm run bench:api — the read path of the API over HTTP: my day, the students list, the week's
// appointments and the health check of monitor@demo.ch on the demo data, each loaded by autocannon
// with 10 connections (3 s warm-up, 10 s measured; as the browser asks, compression accepted),
// next to its floor: a bare Fastify route (no auth, no ORM, no schema) replaying the statements
// the app's request sends, captured at the driver, with the same parameters, through the same
// driver and pool (api-floor.ts), answering the rows as JSON. ratio = app req/s ÷ floor req/s;
// target ≥ 0.5 each. PostgreSQL (a database of a unique name on the server of DATABASE_URL, else
// 127.0.0.1:5432, dropped at the end): the app and the floor run side by side and each read is
// measured on one then the other. PGlite after it (one process at a time on its directory): the
// app's reads, then the floor's. The last line is one JSON object:
// {"bench":"api","my_day_ratio":…,"students_ratio":…,"week_ratio":…,"health_ratio":…,
//  "pg":{<read>:{"rps","p99_ms","floor_rps","floor_p99_ms","queries","ratio"}},"pglite":{…}}
import { count } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { appointments } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed/seed';
import { type CapturedReads, captureReads } from './api-floor';
import {
  CONNECTIONS,
  type LoadFigures,
  load,
  type RunningServer,
  SECONDS,
  seededDatabase,
  startServer,
} from './calendar-scenario';
import { benchWeek } from './calendar-seed';

const USER = 'monitor@demo.ch';
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const ENGINE = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const TARGET_RATIO = 0.5;

const week = benchWeek();
const READS = {
  my_day: '/api/my-day',
  students: '/api/students',
  week: `/api/appointments?from=${encodeURIComponent(week.from.toISOString())}&to=${encodeURIComponent(week.to.toISOString())}`,
  health: '/api/health',
};
type Read = keyof typeof READS;
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

interface ReadFigures {
  rps: number;
  p99_ms: number;
  floor_rps: number;
  floor_p99_ms: number;
  queries: number;
  ratio: number;
}
type EngineFigures = Record<Read, ReadFigures>;

const figures = (result: LoadFigures) =>
  `${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (${result.requests} requests)`;

/** The demo, as `npm start` writes it into an empty database, and what its reads send. */
function demoData(captured: { reads?: CapturedReads }) {
  return {
    name: 'api',
    async seed(database: Database) {
      const started = performance.now();
      await seedDatabase(database.db, { demo: true });
      captured.reads = await captureReads(database, USER, READS);
      const [row] = await database.db.select({ value: count() }).from(appointments);
      return { appointments: row?.value ?? 0, seconds: (performance.now() - started) / 1000 };
    },
  };
}

const appLoad = (server: RunningServer, read: Read) =>
  load(`http://127.0.0.1:${server.port}${READS[read]}`, { ...ACCEPT, authorization: `Bearer ${server.token}` });
const floorLoad = (floor: RunningServer, read: Read) => load(`http://127.0.0.1:${floor.port}/floor/${read}`, ACCEPT);

function report(engine: string, read: Read, app: LoadFigures, floor: LoadFigures, queries: number): ReadFigures {
  const ratio = Math.round((app.rps / floor.rps) * 100) / 100;
  console.log(`${engine}: GET ${READS[read]}: ${figures(app)}, ${queries} statements`);
  console.log(
    `${engine}:   its floor (the same statements on a bare route): ${figures(floor)}; ratio ${ratio} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'})`,
  );
  return { rps: app.rps, p99_ms: app.p99, floor_rps: floor.rps, floor_p99_ms: floor.p99, queries, ratio };
}

async function run(postgresUrl?: string): Promise<EngineFigures> {
  const captured: { reads?: CapturedReads } = {};
  const seeded = await seededDatabase(postgresUrl, demoData(captured));
  const engine = ENGINE[seeded.kind];
  const reads = captured.reads ?? {};
  const env = { BENCH_USER: USER, BENCH_FLOOR_READS: JSON.stringify(reads) };
  const queries = (read: Read) => reads[read]?.length ?? 0;
  const result: Partial<EngineFigures> = {};
  try {
    console.log(
      `${engine}: demo seeded (${seeded.seed.appointments} appointments) in ${seeded.seed.seconds.toFixed(1)} s`,
    );
    if (seeded.kind === 'postgres') {
      const [app, floor] = await Promise.all([
        startServer('postgres', seeded.location, env),
        startServer('floor', seeded.location, env),
      ]);
      try {
        for (const read of Object.keys(READS) as Read[]) {
          result[read] = report(engine, read, await appLoad(app, read), await floorLoad(floor, read), queries(read));
        }
      } finally {
        await Promise.all([app.stop(), floor.stop()]);
      }
    } else {
      // PGlite's directory is opened by one process at a time.
      const measured = new Map<Read, LoadFigures>();
      const app = await startServer('pglite', seeded.location, env);
      try {
        for (const read of Object.keys(READS) as Read[]) measured.set(read, await appLoad(app, read));
      } finally {
        await app.stop();
      }
      const floor = await startServer('floor', seeded.location, env);
      try {
        for (const read of Object.keys(READS) as Read[]) {
          const ofApp = measured.get(read);
          if (ofApp) result[read] = report(engine, read, ofApp, await floorLoad(floor, read), queries(read));
        }
      } finally {
        await floor.stop();
      }
    }
    return result as EngineFigures;
  } finally {
    await seeded.dispose();
  }
}

console.log(`bench:api — ${CONNECTIONS} connections, ${SECONDS} s a load, as ${USER}`);
const postgres = await run(process.env.DATABASE_URL ?? DEFAULT_POSTGRES);
const pglite = await run();
console.log(
  JSON.stringify({
    bench: 'api',
    my_day_ratio: postgres.my_day.ratio,
    students_ratio: postgres.students.ratio,
    week_ratio: postgres.week.ratio,
    health_ratio: postgres.health.ratio,
    pg: postgres,
    pglite,
  }),
);
