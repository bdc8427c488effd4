// Child process of `npm run bench:calendar` and `bench:api`: either the real server on the database
// the parent seeded (PGlite's data directory, or PostgreSQL), or a bare Fastify instance with one
// route, listening on a free port. It sends the parent its port (and for the real server a session
// token of the measured monitor, or of BENCH_USER); with BENCH_FLOOR_READS (bench:api) the real
// server's process also serves the floor of those reads on a port of its own, through the same
// database handle (api-floor.ts); on 'explain' it answers EXPLAIN (ANALYZE, BUFFERS) of the week
// query the route runs; on 'stop' it closes and exits.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { Secrets } from '../src/lib/secrets';
import { appointmentWindowQuery } from '../src/modules/calendar/appointments/appointments.repo';
import { getUserByEmail } from '../src/modules/identity';
import { tokenFor } from '../src/test/sign-in';
import { floorApp } from './api-floor';
import { BENCH_MONITOR } from './calendar-seed';

export type ServerKind = 'bare' | 'pglite' | 'postgres';

export interface ServerReady {
  port: number;
  /** A session of the measured monitor (the real server only). */
  token?: string;
  /** Where the floor of bench:api answers, when asked for. */
  floorPort?: number;
}

export interface ExplainRequest {
  explain: { from: string; to: string };
}

const [kind, location] = process.argv.slice(2) as [ServerKind | undefined, string | undefined];
if (!process.send || !kind || !['bare', 'pglite', 'postgres'].includes(kind)) {
  throw new Error('usage: forked with <bare|pglite|postgres> [data directory or URL]');
}

/** A Fastify instance with nothing registered but one JSON route: the floor of any answer. */
function bareApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ data: { ok: true } }));
  return app;
}

/** The plan of the statement GET /api/appointments runs for the monitor over the window. */
async function explainWeek(database: Database, from: Date, to: Date): Promise<string> {
  const user = await getUserByEmail(database.db, BENCH_MONITOR);
  if (!user) throw new Error(`no bench monitor ${BENCH_MONITOR}`);
  const query = appointmentWindowQuery(user.id, null, from, to);
  const result = (await database.db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

let database: Database | undefined;
let app: FastifyInstance;
if (kind === 'bare') {
  app = bareApp();
} else {
  if (!location) throw new Error('the real server needs a database');
  database = kind === 'pglite' ? await openPglite({ dataDir: location }) : await openPostgres(location);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: '/nonexistent',
  });
  app = await buildApp({ config, database, secrets: new Secrets(randomBytes(32)) });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const ready: ServerReady = { port: typeof address === 'object' && address ? address.port : 0 };
if (database) ready.token = await tokenFor(app, process.env.BENCH_USER ?? BENCH_MONITOR);
const floorReads = process.env.BENCH_FLOOR_READS;
const floor = database && floorReads ? floorApp(database, JSON.parse(floorReads)) : undefined;
if (floor) {
  await floor.listen({ port: 0, host: '127.0.0.1' });
  const floorAddress = floor.server.address();
  ready.floorPort = typeof floorAddress === 'object' && floorAddress ? floorAddress.port : 0;
}
process.send(ready);

// The parent gone (stopped, or killed), nobody will send 'stop'.
process.on('disconnect', () => process.exit(0));
process.on('message', async (message: ExplainRequest | 'stop') => {
  if (message === 'stop') {
    await floor?.close();
    await app.close();
    await database?.close();
    process.exit(0);
  }
  if (!database) return;
  const plan = await explainWeek(database, new Date(message.explain.from), new Date(message.explain.to));
  process.send?.({ plan });
});
