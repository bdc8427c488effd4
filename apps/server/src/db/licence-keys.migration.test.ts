import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedLicenceKey } from '../modules/identity';
import { emptyDatabase, migrationsUpTo } from '../test/migration-steps';
import { migrate } from './migrate';

describe('migrations 0024–0025: licence keys kept as their digest and last group', () => {
  let folder: string;
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;

  beforeAll(async () => {
    folder = await migrationsUpTo('0023_resources');
    empty = await emptyDatabase();
    await migrate(empty.database, folder);
  });
  afterAll(async () => {
    await empty.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('replaces each stored key by the digest activation looks up, and drops the key', async () => {
    await empty.database.db.execute(
      sql`insert into licences (key, modules, duration_days) values ('ABCD-2026-WXYZ-0042', '{admin}', 365)`,
    );
    await migrate(empty.database);
    const { rows } = (await empty.database.db.execute(sql`select * from licences`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(rows).toHaveLength(1);
    const { keyHash, keyHint } = storedLicenceKey('abcd-2026-wxyz-0042');
    expect(rows[0]).toMatchObject({ key_hash: keyHash, key_hint: keyHint });
    expect(rows[0]).not.toHaveProperty('key');
  });
});
