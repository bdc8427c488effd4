import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../db/migrate';
import { emptyDatabase, migrationsUpTo } from '../../../test/migration-steps';
import { nextInvoiceNumber } from './invoice-numbers.service';

describe('migration 0030: invoice counters per seller and year', () => {
  let folder: string;
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;

  beforeAll(async () => {
    folder = await migrationsUpTo('0029_card_payments');
    empty = await emptyDatabase();
    await migrate(empty.database, folder);
  });
  afterAll(async () => {
    await empty.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("keeps the years counted so far as the product's: its numbering goes on (in the Zurich year), a school's starts at 1", async () => {
    await empty.database.db.execute(sql`insert into invoice_counters (year, last) values (2025, 310), (2026, 41)`);
    await migrate(empty.database);
    const db = empty.database.db;
    const in2026 = new Date('2026-06-01T10:00:00Z');
    expect(await nextInvoiceNumber(db, { kind: 'product' }, in2026)).toBe('2026-00042');
    expect(await nextInvoiceNumber(db, { kind: 'product' }, new Date('2025-12-31T23:30:00Z'))).toBe('2026-00043');
    expect(await nextInvoiceNumber(db, { kind: 'product' }, new Date('2025-12-31T12:00:00Z'))).toBe('2025-00311');
    const school = { kind: 'school', schoolId: '00000000-0000-4000-8000-000000000001' } as const;
    expect(await nextInvoiceNumber(db, school, in2026)).toBe('2026-00001');
  });
});
