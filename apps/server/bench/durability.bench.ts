// npm run bench:durability — acknowledged writes lost to kill -9 (issue 29), target 0. The
// production server (the bundle, built first) runs on a database holding the demo; two teachers
// book quarter-hours and give lessons (started, five evaluations, ended unpaid) while the head
// records the owed lessons paid, all through HTTP at once; at a random moment 0.3–3 s in, the
// process is killed with SIGKILL, started again on the same database, stopped, and every write it
// had answered with a 2xx is looked up with SQL. Writes cut off unanswered are counted apart (in
// flight: the database may or may not hold them). ROUNDS rounds on PGlite (one data directory),
// then ROUNDS on PostgreSQL (a database of a unique name on the server of DATABASE_URL, else
// 127.0.0.1:5432, dropped at the end). Progress lines, then one JSON line:
// {"bench":"durability","pglite_rounds":20,"pglite_acknowledged":…,"pglite_missing":…,"pglite_in_flight":…,
//  "postgres_rounds":20,"postgres_acknowledged":…,"postgres_missing":…,"postgres_in_flight":…}
import { buildServer } from '../scripts/server-bundle';
import { prepareDurabilityDatabase } from '../src/test/durability-database';
import { type DurabilityTotals, runDurabilityScenario } from '../src/test/durability-scenario';
import { LOCAL_POSTGRES_URL } from '../src/test/postgres-databases';
import { benchLogger } from './bench-database';

const ROUNDS = 20;
const log = benchLogger();

async function measure(postgresUrl?: string): Promise<DurabilityTotals> {
  const database = await prepareDurabilityDatabase({ postgresUrl });
  log(`${database.kind}: migrated and seeded with the demo`);
  try {
    const totals = await runDurabilityScenario(database, { rounds: ROUNDS, entry: 'built', log });
    log(
      `${database.kind}: ${totals.acknowledged} writes acknowledged (${JSON.stringify(totals.acknowledgedByKind)}), ` +
        `${totals.missing} missing; ${totals.inFlight} in flight at the kills, ${totals.inFlightFound} of them committed`,
    );
    return totals;
  } finally {
    await database.dispose();
  }
}

await buildServer();
log('server bundle built');
const pglite = await measure();
const postgres = await measure(process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL);
console.log(
  JSON.stringify({
    bench: 'durability',
    pglite_rounds: pglite.rounds,
    pglite_acknowledged: pglite.acknowledged,
    pglite_missing: pglite.missing,
    pglite_in_flight: pglite.inFlight,
    postgres_rounds: postgres.rounds,
    postgres_acknowledged: postgres.acknowledged,
    postgres_missing: postgres.missing,
    postgres_in_flight: postgres.inFlight,
  }),
);
if (pglite.missing + postgres.missing > 0) process.exitCode = 1;
