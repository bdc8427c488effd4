import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../test/postgres-databases';
import { openPostgres } from './client';
import { MIGRATIONS_FOLDER, migrate } from './migrate';

const baseUrl = process.env.DATABASE_URL;

describe('migrating from several processes at once', () => {
  // PGlite serves one process: there is nothing to run at the same time.
  it.skipIf(!baseUrl)(
    'applies each migration once when two processes start together on an empty database',
    async () => {
      const url = baseUrl ?? '';
      const name = uniqueDatabaseName('ds_migrate_race');
      const databaseUrl = await createDatabase(url, name);
      // Two pools, as two server processes have; the second waits for the first, then finds nothing to do.
      const first = await openPostgres(databaseUrl, 2);
      const second = await openPostgres(databaseUrl, 2);
      try {
        await Promise.all([migrate(first), migrate(second)]);
        const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const { rows } = (await first.executeSql(
          'SELECT hash, count(*)::int AS times FROM drizzle.__drizzle_migrations GROUP BY hash',
        )) as { rows: Array<{ times: number }> };
        expect(rows).toHaveLength(journal.entries.length);
        expect(rows.filter((row) => row.times !== 1)).toEqual([]);
        const { rows: queueVersions } = await first.executeSql('SELECT version FROM pgboss.version');
        expect(queueVersions).toHaveLength(1);
      } finally {
        await first.close();
        await second.close();
        await dropDatabase(url, name);
      }
    },
    60_000,
  );
});
