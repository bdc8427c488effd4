import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../scripts/server-bundle';
import { type DurabilityDatabase, prepareDurabilityDatabase } from './test/durability-database';
import { runDurabilityScenario } from './test/durability-scenario';
import { WRITE_KINDS } from './test/durability-writers';

/**
 * Issue 29: no write the server acknowledged is lost when its process is killed (kill -9) in the
 * middle of concurrent bookings, lesson evaluations and payments, on the database of the pass
 * (PGlite on disk, or PostgreSQL with DATABASE_URL). `npm run bench:durability` runs 20 rounds of
 * the same on each.
 */
describe('durability', () => {
  let database: DurabilityDatabase;

  beforeAll(async () => {
    // The production bundle of the current code (a second): it starts in a fraction of tsx's time.
    await buildServer();
    database = await prepareDurabilityDatabase({
      postgresUrl: process.env.DATABASE_URL,
      template: inject('databaseTemplate'),
    });
  });
  afterAll(() => database?.dispose());

  it('finds every acknowledged write after kill -9 and a restart, three rounds', async () => {
    const totals = await runDurabilityScenario(database, { rounds: 3, entry: 'built', killWindowMs: [1000, 2500] });
    expect(totals.missing).toBe(0);
    for (const kind of WRITE_KINDS) expect(totals.acknowledgedByKind[kind], kind).toBeGreaterThan(0);
  }, 150_000);
});
