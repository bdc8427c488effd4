import { foundWrites } from './durability-check';
import type { DurabilityDatabase } from './durability-database';
import {
  type Ledger,
  type Round,
  runWriters,
  WRITE_KINDS,
  type WriteKind,
  type WritersState,
} from './durability-writers';
import { freePort, type ServerEntry, type ServerProcess, startServerProcess, waitForHealth } from './server-process';

/**
 * The durability scenario (issue 29): rounds of concurrent writes through the API of the real
 * server process, killed with SIGKILL at a random moment; the server is started again on the same
 * database (it recovers) and, once it is ready, every write it had acknowledged is looked up with SQL.
 */

export interface DurabilityOptions {
  rounds: number;
  entry: ServerEntry;
  /** When the kill falls, drawn evenly in this window after the clients start (ms). */
  killWindowMs?: [number, number];
  log?: (line: string) => void;
}

export interface DurabilityTotals {
  rounds: number;
  acknowledged: number;
  missing: number;
  inFlight: number;
  /** Writes in flight at the kill that the database holds all the same (committed, never answered). */
  inFlightFound: number;
  acknowledgedByKind: Record<WriteKind, number>;
  missingByKind: Record<WriteKind, number>;
}

async function startServer(database: DurabilityDatabase, entry: ServerEntry) {
  const port = await freePort();
  const server = startServerProcess(
    {
      ...database.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    entry,
  );
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, server.child, 120_000);
  } catch (error) {
    server.child.kill('SIGKILL');
    const run = await server.done;
    throw new Error(`${(error as Error).message}: ${run.stderr}`);
  }
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

/** Stops the server as an operator does (SIGTERM): it drains and closes its database. */
async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const run = await server.done;
  if (run.code !== 0) throw new Error(`the server stopped with code ${run.code}: ${run.stderr}`);
}

const byKind = (writes: { kind: WriteKind }[]) =>
  Object.fromEntries(WRITE_KINDS.map((kind) => [kind, writes.filter((write) => write.kind === kind).length])) as Record<
    WriteKind,
    number
  >;

export async function runDurabilityScenario(
  database: DurabilityDatabase,
  options: DurabilityOptions,
): Promise<DurabilityTotals> {
  const [earliest, latest] = options.killWindowMs ?? [300, 3000];
  const log = options.log ?? (() => {});
  const [head] = database.teachers;
  if (!head) throw new Error('no teacher');
  const state: WritersState = { teachers: database.teachers, headToken: head.token, nextSlot: new Map(), owed: [] };
  const all: Ledger = { acknowledged: [], inFlight: [] };
  const missing: Ledger['acknowledged'] = [];
  let inFlightFound = 0;

  let running = await startServer(database, options.entry);
  try {
    for (let index = 1; index <= options.rounds; index += 1) {
      const round: Round = { baseUrl: running.baseUrl, ledger: { acknowledged: [], inFlight: [] }, killed: false };
      const killAfterMs = Math.round(earliest + Math.random() * (latest - earliest));
      // Settled at once: a client's failure waits for the kill, then fails the round.
      const writing = runWriters(round, state).then(
        () => undefined,
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      running.server.child.kill('SIGKILL');
      round.killed = true;
      await running.server.done;
      const failure = await writing;
      if (failure) throw failure;

      // The restart: the server recovers the database and becomes ready on it. PostgreSQL is read
      // beside it, and it serves the next round; PGlite serves one process at a time, so the
      // server stops cleanly first, and the next round starts another.
      running = await startServer(database, options.entry);
      if (database.kind === 'pglite') await stopServer(running.server);
      const check = await database.open();
      try {
        const found = new Set(await foundWrites(check, round.ledger.acknowledged));
        const lost = round.ledger.acknowledged.filter((write) => !found.has(write));
        const committed = (await foundWrites(check, round.ledger.inFlight)).length;
        missing.push(...lost);
        inFlightFound += committed;
        all.acknowledged.push(...round.ledger.acknowledged);
        all.inFlight.push(...round.ledger.inFlight);
        const counts = Object.entries(byKind(round.ledger.acknowledged))
          .map(([kind, count]) => `${count} ${kind}`)
          .join(', ');
        log(
          `${database.kind} round ${index}/${options.rounds}: killed after ${killAfterMs} ms; ` +
            `${round.ledger.acknowledged.length} acknowledged (${counts}), ${lost.length} missing; ` +
            `${round.ledger.inFlight.length} in flight, ${committed} of them committed`,
        );
      } finally {
        await check.close();
      }
      if (database.kind === 'pglite' && index < options.rounds) running = await startServer(database, options.entry);
    }
  } finally {
    const { child, done } = running.server;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await done;
  }

  return {
    rounds: options.rounds,
    acknowledged: all.acknowledged.length,
    missing: missing.length,
    inFlight: all.inFlight.length,
    inFlightFound,
    acknowledgedByKind: byKind(all.acknowledged),
    missingByKind: byKind(missing),
  };
}
