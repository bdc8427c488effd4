// npm run bench:api — the read path of the API over HTTP: my day, the students list, the week's
// appointments and the health check of monitor@demo.ch on the demo data, each loaded by autocannon
// with 10 connections (as the browser asks, compression accepted), next to its floor: a bare
// Fastify route (no auth, no ORM, no schema) replaying the statements the app's request sends,
// captured at the driver, with the same parameters, through the same driver and pool (api-floor.ts,
// served by the app's own process on a port of its own), answering the rows as JSON.
// ratio = app req/s ÷ floor req/s; target ≥ 0.5 each. After a 3 s warm-up of each, the app and
// its floor take turns, 2 s each, six times: other work on the machine weighs on both alike.
// PostgreSQL (a database of a unique name on the server of DATABASE_URL, else 127.0.0.1:5432,
// dropped at the end), then PGlite. The last line is one JSON object:
// {"bench":"api","my_day_ratio":…,"students_ratio":…,"week_ratio":…,"health_ratio":…,
//  "pg":{<read>:{"rps","p99_ms","floor_rps","floor_p99_ms","queries","ratio"}},"pglite":{…}}
import { count } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { appointments } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed/seed';
import { LOCAL_POSTGRES_URL } from '../src/test/postgres-databases';
import { type CapturedReads, captureReads } from './api-floor';
import {
  CONNECTIONS,
  type LoadFigures,
  load,
  type RunningServer,
  seededDatabase,
  startServer,
  WARM_UP_SECONDS,
} from './calendar-scenario';
import { benchWeek } from './calendar-seed';

const USER = 'monitor@demo.ch';
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

const ROUNDS = 6;
const ROUND_SECONDS = 2;

/**
 * The app's read and its floor in turns: warmed up, then `ROUNDS` loads of each, alternating.
 * Requests a second over all rounds; p99 the median of the rounds'.
 */
async function compare(server: RunningServer, read: Read): Promise<[LoadFigures, LoadFigures]> {
  const app = {
    url: `http://127.0.0.1:${server.port}${READS[read]}`,
    headers: { ...ACCEPT, authorization: `Bearer ${server.token}` },
  };
  const floor = { url: `http://127.0.0.1:${server.floorPort}/floor/${read}`, headers: ACCEPT };
  const rounds: [LoadFigures[], LoadFigures[]] = [[], []];
  await load(app.url, app.headers, WARM_UP_SECONDS, 0);
  await load(floor.url, floor.headers, WARM_UP_SECONDS, 0);
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds[0].push(await load(app.url, app.headers, ROUND_SECONDS, 0));
    rounds[1].push(await load(floor.url, floor.headers, ROUND_SECONDS, 0));
  }
  const overall = (results: LoadFigures[]): LoadFigures => {
    const requests = results.reduce((sum, result) => sum + result.requests, 0);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return {
      rps: Math.round(requests / (ROUNDS * ROUND_SECONDS)),
      p50: median(results.map((result) => result.p50)),
      p99: median(results.map((result) => result.p99)),
      requests,
    };
  };
  return [overall(rounds[0]), overall(rounds[1])];
}

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
  const result: Partial<EngineFigures> = {};
  try {
    console.log(
      `${engine}: demo seeded (${seeded.seed.appointments} appointments) in ${seeded.seed.seconds.toFixed(1)} s`,
    );
    const server = await startServer(seeded.kind, seeded.location, {
      BENCH_USER: USER,
      BENCH_FLOOR_READS: JSON.stringify(reads),
    });
    try {
      for (const read of Object.keys(READS) as Read[]) {
        const [app, floor] = await compare(server, read);
        result[read] = report(engine, read, app, floor, reads[read]?.length ?? 0);
      }
    } finally {
      await server.stop();
    }
    return result as EngineFigures;
  } finally {
    await seeded.dispose();
  }
}

console.log(
  `bench:api — ${CONNECTIONS} connections, ${ROUNDS} turns of ${ROUND_SECONDS} s for the app and its floor, as ${USER}`,
);
const postgres = await run(process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL);
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
