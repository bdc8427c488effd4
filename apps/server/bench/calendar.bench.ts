// npm run bench:calendar — the week query of the calendar over HTTP at scale: 100 monitors and
// 500,000 appointments over about two years seeded into a fresh database, the real server
// started on it in a child process, and GET /api/appointments for one monitor's week (his main
// calendar and a colleague's shared with him) loaded by autocannon with 10 connections for 10 s
// after a 3 s warm-up. Targets: p99 ≤ 50 ms on PostgreSQL, ≤ 120 ms on PGlite; the plan of the
// week query (EXPLAIN ANALYZE, printed) uses an index. The server keeps a week's answer while
// nothing in it changes (appointment-window-cache.ts), so the load measures that path; then 50
// other weeks, each read once, give the cost of a first read. Next to it, in the same run, a
// bare Fastify route (a Fastify instance with one route and no plugins, in a child process too)
// gives the floor of this machine, and GET /api/health the floor of the real server. PGlite
// always; then PostgreSQL: the server of DATABASE_URL when set, else this machine's
// (127.0.0.1:5432) when one answers, in a database of a unique name dropped at the end, also on
// a failure or Ctrl-C. The last line is one JSON object:
// {"bench":"calendar","appointments":…,"bare_rps":…,"pg_rps":…,"pg_p99_ms":…,"pglite_rps":…,"pglite_p99_ms":…,
//  "pg_cold_p99_ms":…,"pglite_cold_p99_ms":…}

import { LOCAL_POSTGRES_URL, postgresAnswers } from '../src/test/postgres-databases';
import { CONNECTIONS, type LoadFigures, load, SECONDS, seededDatabase, startServer } from './calendar-scenario';
import { benchWeek } from './calendar-seed';

const TARGET_P99_MS = { postgres: 50, pglite: 120 };
const ENGINE = { postgres: 'PostgreSQL', pglite: 'PGlite' };
/** The week index: a plan that does not name it reads the table some other way. */
const WEEK_INDEX = 'appointments_calendar_start_idx';

const week = benchWeek();
const WEEK_MS = 7 * 86_400_000;
const windowPath = (from: Date, to: Date) =>
  `/api/appointments?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
const weekPath = windowPath(week.from, week.to);
/** Weeks read once each, one after the other, for the cost of a week nobody has read yet. */
const COLD_WEEKS = 50;

function figures(what: string, result: LoadFigures): string {
  return `${what}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (${result.requests} requests, ${CONNECTIONS} connections, ${SECONDS} s)`;
}

async function bare(): Promise<LoadFigures> {
  const server = await startServer('bare');
  try {
    const result = await load(`http://127.0.0.1:${server.port}/bare`);
    console.log(figures('bare Fastify route (GET /bare of a plugin-free Fastify instance)', result));
    return result;
  } finally {
    await server.stop();
  }
}

interface EngineRun extends LoadFigures {
  appointments: number;
  coldP99: number;
}

/**
 * The weeks before the measured one, each read once (no answer kept yet, so each is read from
 * the database and serialised): the latency of a first read, one request at a time.
 */
async function coldWeeks(base: string, headers: Record<string, string>): Promise<{ p50: number; p99: number }> {
  const took: number[] = [];
  for (let back = 1; back <= COLD_WEEKS; back += 1) {
    const from = new Date(week.from.getTime() - back * WEEK_MS);
    const started = performance.now();
    const response = await fetch(`${base}${windowPath(from, new Date(from.getTime() + WEEK_MS))}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`a cold week answered ${response.status}`);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (share: number) => Math.round(took[Math.min(took.length - 1, Math.floor(share * took.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

async function run(postgresUrl?: string): Promise<EngineRun> {
  const seeded = await seededDatabase(postgresUrl);
  const engine = ENGINE[seeded.kind];
  try {
    console.log(`${engine}: ${seeded.seed.appointments} appointments seeded in ${seeded.seed.seconds.toFixed(1)} s`);
    const server = await startServer(seeded.kind, seeded.location);
    try {
      const url = `http://127.0.0.1:${server.port}${weekPath}`;
      // As the browser asks: its session, and compression accepted.
      const headers = { authorization: `Bearer ${server.token}`, 'accept-encoding': 'gzip, deflate, br' };
      const first = await fetch(url, { headers });
      if (first.status !== 200) {
        throw new Error(`${engine}: GET ${weekPath} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
      }
      const shown = ((await first.json()) as { data: unknown[] }).data.length;
      console.log(
        `${engine}: the week ${week.from.toISOString()} – ${week.to.toISOString()} shows ${shown} appointments`,
      );
      // The floor of the real server (its hooks, headers and one trivial query), for comparison.
      const health = await load(`http://127.0.0.1:${server.port}/api/health`);
      console.log(figures(`${engine}: GET /api/health of the same server`, health));
      const result = await load(url, headers);
      const target = TARGET_P99_MS[seeded.kind];
      console.log(
        `${figures(`${engine}: GET /api/appointments, one week`, result)}; target p99 ≤ ${target} ms: ${result.p99 <= target ? 'met' : 'MISSED'}`,
      );
      const cold = await coldWeeks(`http://127.0.0.1:${server.port}`, headers);
      console.log(
        `${engine}: ${COLD_WEEKS} other weeks read once each, one at a time (nothing kept yet): p50 ${cold.p50} ms, p99 ${cold.p99} ms`,
      );
      const plan = await server.explain(week);
      console.log(
        `${engine}: EXPLAIN (ANALYZE, BUFFERS) of the week query (${plan.includes(WEEK_INDEX) ? `uses ${WEEK_INDEX}` : `DOES NOT USE ${WEEK_INDEX}`}):\n${plan}`,
      );
      return { ...result, appointments: seeded.seed.appointments, coldP99: cold.p99 };
    } finally {
      await server.stop();
    }
  } finally {
    await seeded.dispose();
  }
}

/** DATABASE_URL when set; else this machine's PostgreSQL server when it answers. */
async function postgresServer(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await postgresAnswers(LOCAL_POSTGRES_URL)) return LOCAL_POSTGRES_URL;
  console.log(`No PostgreSQL server answers at ${LOCAL_POSTGRES_URL} (DATABASE_URL unset): PGlite only.`);
  return undefined;
}

const postgresUrl = await postgresServer();
const floor = await bare();
const pglite = await run();
const postgres = postgresUrl ? await run(postgresUrl) : undefined;
console.log(
  JSON.stringify({
    bench: 'calendar',
    appointments: pglite.appointments,
    bare_rps: floor.rps,
    pg_rps: postgres?.rps ?? null,
    pg_p99_ms: postgres?.p99 ?? null,
    pglite_rps: pglite.rps,
    pglite_p99_ms: pglite.p99,
    pg_cold_p99_ms: postgres?.coldP99 ?? null,
    pglite_cold_p99_ms: pglite.coldP99,
  }),
);
