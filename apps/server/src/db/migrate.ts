import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installJobQueue } from '../lib/jobs/job-runner';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Held while migrating: of several processes starting together on one database, one migrates, the others wait. */
const MIGRATION_LOCK = 'driving-school.migrations';

/**
 * Applies the committed drizzle-kit migrations that have not run yet (a test may name another
 * folder), then the job queue's own (pg-boss keeps its schema, docs/adr/0006-job-queue-pg-boss.md).
 * One process at a time: the next one finds nothing left to do.
 */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  await database.exclusively(MIGRATION_LOCK, async () => {
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await migrateNodePg(database.db as unknown as NodePgDatabase, config);
    await installJobQueue(database);
  });
}
