// npm run bench:calendar — the week query of the calendar over HTTP at scale: 100 monitors and
// 500,000 appointments over about two years seeded into a fresh database, the real server
// started on it in a child process, and GET /api/appointments for one monitor's week (his main
// calendar and a colleague's shared with him) loaded by autocannon with 10 connections for 10 s
// after a 3 s warm-up. Targets: p99 ≤ 50 ms on PostgreSQL, ≤ 120 ms on PGlite; the plan of the
// week query (EXPLAIN ANALYZE, printed) uses an index. Next to it, in the same run, a bare
// Fastify route (a Fastify instance with one route and no plugins, in a child process too) gives
// the floor of this machine, and GET /api/health the floor of the real server. PGlite always; PostgreSQL too when DATABASE_URL is set (a database
// of a unique name on that server, dropped at the end). The last line is one JSON object:
// {"bench":"calendar","appointments":…,"bare_rps":…,"pg_rps":…,"pg_p99_ms":…,"pglite_rps":…,"pglite_p99_ms":…}

import { CONNECTIONS, type LoadFigures, load, SECONDS, seededDatabase, startServer } from './calendar-scenario';
import { benchWeek } from './calendar-seed';

const TARGET_P99_MS = { postgres: 50, pglite: 120 };
const ENGINE = { postgres: 'PostgreSQL', pglite: 'PGlite' };
/** The week index: a plan that does not name it reads the table some other way. */
const WEEK_INDEX = 'appointments_calendar_start_idx';

const week = benchWeek();
const weekPath = `/api/appointments?from=${encodeURIComponent(week.from.toISOString())}&to=${encodeURIComponent(week.to.toISOString())}`;

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
      const plan = await server.explain(week);
      console.log(
        `${engine}: EXPLAIN (ANALYZE, BUFFERS) of the week query (${plan.includes(WEEK_INDEX) ? `uses ${WEEK_INDEX}` : `DOES NOT USE ${WEEK_INDEX}`}):\n${plan}`,
      );
      return { ...result, appointments: seeded.seed.appointments };
    } finally {
      await server.stop();
    }
  } finally {
    await seeded.dispose();
  }
}

const postgresUrl = process.env.DATABASE_URL;
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
  }),
);
