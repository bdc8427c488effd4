// What `npm run bench:calendar` does with each database: seed it, start the server on it in a
// child process (calendar-server.ts), load its week over HTTP with autocannon, read the plan.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { createDatabase, dropWhenDone, uniqueDatabaseName } from '../src/test/postgres-databases';
import { type SeedReport, seedCalendarBench } from './calendar-seed';
import type { ServerKind, ServerReady } from './calendar-server';

export const CONNECTIONS = 10;
export const WARM_UP_SECONDS = 3;
export const SECONDS = 10;

export interface SeededDatabase {
  kind: 'pglite' | 'postgres';
  /** PGlite's data directory, or the PostgreSQL database URL. */
  location: string;
  seed: SeedReport;
  dispose(): Promise<void>;
}

/** What a bench writes into its fresh database, and the name its databases carry. */
export interface BenchData {
  name: string;
  seed(database: Database): Promise<SeedReport>;
}

/**
 * A fresh, migrated database holding the bench data, closed again so that the server process
 * opens it as after a restart: a PGlite data directory, or a throw-away PostgreSQL database
 * (a unique name on the server of `postgresUrl`, dropped by `dispose`, or on Ctrl-C).
 */
export async function seededDatabase(
  postgresUrl?: string,
  data: BenchData = { name: 'calendar', seed: seedCalendarBench },
): Promise<SeededDatabase> {
  let database: Database;
  let prepared: Omit<SeededDatabase, 'seed'>;
  if (postgresUrl) {
    const name = uniqueDatabaseName(`ds_bench_${data.name}`);
    const location = await createDatabase(postgresUrl, name);
    prepared = { kind: 'postgres', location, dispose: dropWhenDone(postgresUrl, name) };
    database = await openPostgres(location, 2).catch(async (error) => {
      await prepared.dispose();
      throw error;
    });
  } else {
    const location = await mkdtemp(join(tmpdir(), `ds-bench-${data.name}-`));
    prepared = { kind: 'pglite', location, dispose: () => rm(location, { recursive: true, force: true }) };
    database = await openPglite({ dataDir: location });
  }
  try {
    await migrate(database);
    const seed = await data.seed(database);
    await database.close();
    return { ...prepared, seed };
  } catch (error) {
    await database.close().catch(() => undefined);
    await prepared.dispose();
    throw error;
  }
}

export interface RunningServer extends ServerReady {
  explain(window: { from: Date; to: Date }): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The server (or the bare Fastify instance) in a child process of its own, once it listens;
 * `env` adds to the environment it inherits.
 */
export async function startServer(
  kind: ServerKind,
  location?: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const script = fileURLToPath(new URL('./calendar-server.ts', import.meta.url));
  const child = fork(script, location ? [kind, location] : [kind], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const next = <T>() =>
    Promise.race([
      new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T))),
      exited.then((code) => Promise.reject(new Error(`the ${kind} server stopped (${code})`))),
    ]);
  try {
    const ready = await next<ServerReady>();
    return {
      ...ready,
      async explain({ from, to }) {
        const answer = next<{ plan: string }>();
        child.send({ explain: { from: from.toISOString(), to: to.toISOString() } });
        return (await answer).plan;
      },
      async stop() {
        if (child.exitCode === null) child.send('stop');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill();
      },
    };
  } catch (error) {
    child.kill();
    throw error;
  }
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

/**
 * `CONNECTIONS` connections on one URL for `warmUp` seconds (not counted: JIT, caches, pools),
 * then for `seconds`, measured. Any error or non-2xx answer fails the bench.
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = SECONDS,
  warmUp = WARM_UP_SECONDS,
): Promise<LoadFigures> {
  if (warmUp > 0) await autocannon({ url, headers, connections: CONNECTIONS, duration: warmUp });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}
